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
    /// Whether it is the number of an item of the list on screen: ``CommandSpec/offeringItems(count:startingAt:)``
    /// fills its suggestions with the numbers shown.
    public var numbersAnItem = false

    /// Creates an argument.
    public init(_ placeholder: String, _ arity: Arity = .required, suggestions: [String] = []) {
        self.placeholder = placeholder
        self.arity = arity
        self.suggestions = suggestions
    }

    /// `N`, the number of an item of the list on screen: completion offers 1 to `count`, and
    /// nothing when no list is on screen (`count` 0).
    public static func itemNumber(count: Int, placeholder: String = "N") -> ArgumentSpec {
        item(placeholder).offeringItems(count: count)
    }

    /// `N`, the number of an item of the list on screen, declared before the list is known: the
    /// screen's spec offers the numbers it shows through ``CommandSpec/offeringItems(count:startingAt:)``.
    public static func item(_ placeholder: String = "N", _ arity: Arity = .required) -> ArgumentSpec {
        var argument = ArgumentSpec(placeholder, arity)
        argument.numbersAnItem = true
        return argument
    }

    /// This argument, offering `values` to completion: for suggestions known only at run time
    /// (the source ids a service has). Reading it is unchanged: its placeholder is the key.
    public func suggesting(_ values: [String]) -> ArgumentSpec {
        var copy = self
        copy.suggestions = values
        return copy
    }

    /// This argument, offering the item numbers `first` to `first + count - 1` to completion (none
    /// when `count` is 0): the numbers shown on a page of a list numbered across its pages.
    public func offeringItems(count: Int, startingAt first: Int = 1) -> ArgumentSpec {
        guard count > 0, first < Int.max - count else { return suggesting([]) }
        return suggesting((first..<(first + count)).map(String.init))
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
