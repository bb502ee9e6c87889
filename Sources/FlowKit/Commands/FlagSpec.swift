/// A `--flag VALUE` option of a command.
public struct FlagSpec: Sendable {
    /// The long name without dashes, e.g. `country`.
    public var name: String
    /// The placeholder of its value, e.g. `CC`.
    public var valuePlaceholder: String
    /// Values offered by completion, if the set is known up front.
    public var suggestions: [String]

    /// Creates a flag that takes a value.
    public init(_ name: String, value valuePlaceholder: String, suggestions: [String] = []) {
        self.name = name
        self.valuePlaceholder = valuePlaceholder
        self.suggestions = suggestions
    }

    /// This flag, offering `values` to completion: for values known only at run time. Reading it
    /// is unchanged: its name is the key.
    public func suggesting(_ values: [String]) -> FlagSpec {
        var copy = self
        copy.suggestions = values
        return copy
    }

    /// How the flag shows in a usage line.
    public var usage: String { "[--\(name) \(valuePlaceholder)]" }
}
