/// Why a field could not be read: the person pressed Ctrl-C, or the input ended.
public enum ConsoleInterruption: Error, Sendable, Equatable, CustomStringConvertible {
    /// Ctrl-C while the field was asked.
    case interrupted
    /// The input ended before the field was answered.
    case endOfInput(field: String)

    /// A message in plain words.
    public var description: String {
        switch self {
        case .interrupted: "cancelled"
        case .endOfInput(let field): "the input ended before '\(field)' was answered"
        }
    }
}
