/// Why a field has no answer: it broke a rule (in a script), or the input stopped.
public enum FieldFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The answer broke a rule; the text names the rule.
    case brokenRule(String)
    /// Ctrl-C, or the end of the input, came before an answer.
    case noAnswer(ConsoleInterruption)

    /// The message shown.
    public var description: String {
        switch self {
        case .brokenRule(let rule): rule
        case .noAnswer(let interruption): interruption.description
        }
    }

    /// The failure as a command failure; Ctrl-C is quiet on a terminal, where the ^C already shows.
    public var commandFailure: CommandFailure {
        CommandFailure(description, alreadyShown: self == .noAnswer(.interrupted))
    }
}
