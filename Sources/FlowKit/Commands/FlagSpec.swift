/// A `--flag VALUE` option of a command, or a `--switch` that takes no value.
public struct FlagSpec: Sendable {
    /// The long name without dashes, e.g. `country`.
    public var name: String
    /// The placeholder of its value, e.g. `CC`.
    public var valuePlaceholder: String
    /// Values offered by completion, if the set is known up front.
    public var suggestions: [String]
    /// Whether it is a switch (`--all`): present or not, with no value; its parsed value is empty.
    public var isSwitch: Bool
    /// Whether its value is every word up to the next flag (`--name Hacker News`), joined with spaces.
    public var takesWords = false

    /// Creates a flag that takes a value.
    public init(_ name: String, value valuePlaceholder: String, suggestions: [String] = []) {
        self.name = name
        self.valuePlaceholder = valuePlaceholder
        self.suggestions = suggestions
        self.isSwitch = false
    }

    /// Creates a flag whose value is every word after it up to the next `--` word, such as a name
    /// (`--name Hacker News`); a quoted value is one word, as everywhere.
    public init(_ name: String, words valuePlaceholder: String) {
        self.init(name, value: valuePlaceholder)
        takesWords = true
    }

    /// Creates a switch such as `--all`: given or not, with no value.
    public init(switch name: String) {
        self.name = name
        self.valuePlaceholder = ""
        self.suggestions = []
        self.isSwitch = true
    }

    /// This flag, offering `values` to completion: for values known only at run time. Reading it
    /// is unchanged: its name is the key.
    public func suggesting(_ values: [String]) -> FlagSpec {
        var copy = self
        copy.suggestions = values
        return copy
    }

    /// How the flag shows in a usage line.
    public var usage: String {
        isSwitch ? "[--\(name)]" : takesWords ? "[--\(name) \(valuePlaceholder)...]" : "[--\(name) \(valuePlaceholder)]"
    }
}
