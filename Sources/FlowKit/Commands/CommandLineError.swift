/// A problem found while splitting or parsing one command line, described in plain words.
public enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quote opened with the given character was never closed.
    case unterminatedQuote(Character)
    /// The line ends with a backslash that has nothing left to escape.
    case danglingEscape
    /// A flag no command knows, with the closest known flag when there is one.
    case unknownFlag(String, suggestion: String?)
    /// A flag that takes a value was given none.
    case missingFlagValue(String)
    /// A switch (`--all`), which takes no value, was given one (`--all=yes`).
    case switchWithValue(String)
    /// A word the command did not expect.
    case unexpectedArgument(String)
    /// A required argument, named as in the usage line (for example `ID`), is missing.
    case missingArgument(String)
    /// A flag's value was rejected, with the reason.
    case invalidValue(flag: String, value: String, reason: String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .unterminatedQuote(let quote):
            return "unterminated \(quote) quote"
        case .danglingEscape:
            return "trailing backslash at the end of the line"
        case .unknownFlag(let flag, let suggestion):
            let base = "unknown flag '\(Self.clean(flag))'"
            guard let suggestion else { return base }
            return base + " (did you mean '\(Self.clean(suggestion))'?)"
        case .missingFlagValue(let flag):
            return "\(Self.clean(flag)) needs a value"
        case .switchWithValue(let flag):
            return "\(Self.clean(flag)) takes no value"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(Self.clean(argument))'"
        case .missingArgument(let name):
            return "missing argument: \(Self.clean(name))"
        case .invalidValue(let flag, let value, let reason):
            return "invalid value '\(Self.clean(value))' for \(Self.clean(flag)): \(TerminalText.sanitize(reason))"
        }
    }

    /// Strips terminal controls from user-typed text, and cuts it short, before it is echoed back
    /// in a message.
    private static func clean(_ text: String) -> String {
        TerminalText.quoted(text)
    }
}
