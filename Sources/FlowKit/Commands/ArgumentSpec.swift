/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    /// How many words an argument takes.
    public enum Arity: Sendable {
        /// Exactly one word.
        case required
        /// Zero or one word.
        case optional
        /// One word or more, joined with spaces (search words).
        case oneOrMore
    }

    /// The placeholder shown in usage, e.g. `CATEGORY`.
    public var placeholder: String
    /// How many words it takes.
    public var arity: Arity
    /// Values offered by completion, if the set is known up front.
    public var suggestions: [String]

    /// Creates an argument.
    public init(_ placeholder: String, _ arity: Arity = .required, suggestions: [String] = []) {
        self.placeholder = placeholder
        self.arity = arity
        self.suggestions = suggestions
    }

    /// How the argument shows in a usage line.
    public var usage: String {
        switch arity {
        case .required: placeholder
        case .optional: "[\(placeholder)]"
        case .oneOrMore: "\(placeholder)..."
        }
    }
}
