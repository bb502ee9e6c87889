/// What a command looks like: its name, aliases, arguments, flags and help text.
public struct CommandSpec: Sendable {
    /// The name typed at the prompt.
    public var name: String
    /// Other names that run the same command (`login` for `signin`).
    public var aliases: [String]
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Flags such as `--country CC`.
    public var flags: [FlagSpec]
    /// One line saying what the command does.
    public var summary: String
    /// An example invocation shown by `help COMMAND`, if any.
    public var example: String?
    /// Whether the command asks for a secret (a password, an API key): history then keeps only its
    /// name, never its arguments, as a secret typed on its line by mistake would be among them.
    public var asksForSecret: Bool
    /// Where the command works, for a screen that lacks it to say so ("on a list of articles or an
    /// article"); nil for a command that works wherever its responder is.
    public var worksOn: String?
    /// The responder's own value for the command (its ``CommandSet``'s `Name`), which a command
    /// parsed from this spec carries to its handler; nil for a spec no `CommandSet` declared.
    public private(set) var declaration: (any Hashable & Sendable)?

    /// Creates a command description.
    public init(
        _ name: String,
        aliases: [String] = [],
        arguments: [ArgumentSpec] = [],
        flags: [FlagSpec] = [],
        summary: String,
        example: String? = nil,
        asksForSecret: Bool = false,
        worksOn: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.flags = flags
        self.summary = summary
        self.example = example
        self.asksForSecret = asksForSecret
        self.worksOn = worksOn
    }

    /// This spec, its item-number arguments (``ArgumentSpec/item(_:_:)``) offering the numbers
    /// `first` to `first + count - 1` to completion: what a screen knows once its list is shown.
    public func offeringItems(count: Int, startingAt first: Int = 1) -> CommandSpec {
        var copy = self
        copy.arguments = arguments.map { $0.numbersAnItem ? $0.offeringItems(count: count, startingAt: first) : $0 }
        return copy
    }

    /// This spec, its argument whose placeholder is `key`, or its flag named `key`, offering `values`
    /// to completion: values known only at run time (the source ids a service has).
    public func suggesting(_ values: [String], for key: String) -> CommandSpec {
        var copy = self
        copy.arguments = arguments.map { $0.placeholder == key ? $0.suggesting(values) : $0 }
        copy.flags = flags.map { $0.name == key ? $0.suggesting(values) : $0 }
        return copy
    }

    /// This spec, declared as `name`: a command parsed from it carries `name` to the responder.
    public func declared(as name: some Hashable & Sendable) -> CommandSpec {
        var declared = self
        declared.declaration = name
        return declared
    }

    /// Whether `word` is this command's name or one of its aliases.
    public func answers(to word: String) -> Bool {
        name == word || aliases.contains(word)
    }

    /// The usage line, e.g. `list [KIND] [--limit N]`.
    public var usage: String {
        var parts = [name]
        parts += arguments.map(\.usage)
        parts += flags.map(\.usage)
        return parts.joined(separator: " ")
    }
}
