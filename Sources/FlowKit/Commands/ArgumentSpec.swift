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
    /// Values offered by completion, in the order they are shown, if the set is known up front.
    public var suggestions: [String]

    /// Creates an argument.
    public init(_ placeholder: String, _ arity: Arity = .required, suggestions: [String] = []) {
        self.placeholder = placeholder
        self.arity = arity
        self.suggestions = suggestions
    }

    /// `N`, the number of an item of the list on screen: completion offers 1 to `count`, and
    /// nothing when no list is on screen (`count` 0).
    public static func itemNumber(count: Int, placeholder: String = "N") -> ArgumentSpec {
        ArgumentSpec(placeholder, suggestions: count > 0 ? (1...count).map(String.init) : [])
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
