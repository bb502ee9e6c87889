/// Where an import reads from: a file, or standard input.
public enum ImportInput: Sendable, Hashable {
    /// A file at a path.
    case file(String)
    /// Standard input (`-` on the command line).
    case standardInput

    /// Reads `-` as standard input and anything else as a path.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name shown in summaries and messages.
    public var name: String {
        switch self {
        case .file(let path): path
        case .standardInput: "-"
        }
    }
}
