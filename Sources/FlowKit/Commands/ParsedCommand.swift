/// A command line checked against its `CommandSpec`: the command, its arguments and flags.
public struct ParsedCommand: Sendable, Equatable {
    /// The command's name (an alias is resolved to the name).
    public var name: String
    /// Positional arguments, keyed by placeholder.
    public var arguments: [String: String]
    /// Flag values, keyed by flag name without dashes.
    public var flags: [String: String]
    /// The declaring responder's value for the command (its `CommandSet`'s `Name`), from the spec
    /// it was parsed against; nil for one made by hand.
    public var declaration: (any Hashable & Sendable)?

    /// Creates a parsed command.
    public init(
        name: String, arguments: [String: String] = [:], flags: [String: String] = [:], declaration: (any Hashable & Sendable)? = nil
    ) {
        self.name = name
        self.arguments = arguments
        self.flags = flags
        self.declaration = declaration
    }

    /// Two parsed commands are equal when their words are; the declaration says only who declared them.
    public static func == (lhs: ParsedCommand, rhs: ParsedCommand) -> Bool {
        lhs.name == rhs.name && lhs.arguments == rhs.arguments && lhs.flags == rhs.flags
    }

    /// The words given for `argument`, one of the arguments its spec declares; nil when an
    /// optional one was left out.
    ///
    /// Declare the argument once, as a constant the spec lists and the command reads:
    /// `static let topic = ArgumentSpec("COMMAND", .optional)`, then `parsed[Self.topic]`.
    public subscript(argument: ArgumentSpec) -> String? { arguments[argument.placeholder] }

    /// The value given for `flag`, one of the flags its spec declares; nil when it was left out.
    public subscript(flag: FlagSpec) -> String? { flags[flag.name] }

    /// The words given for a required argument, which the parser made sure of.
    ///
    /// - Throws: ``CommandFailure`` "missing argument: N" for a command made without the parser.
    public func required(_ argument: ArgumentSpec) throws(CommandFailure) -> String {
        guard let value = self[argument] else {
            throw CommandFailure(CommandLineError.missingArgument(argument.placeholder).description)
        }
        return value
    }

    /// The value of `flag` turned into a domain value by `convert`, which throws when it is none;
    /// nil when the flag was left out.
    public func value<Value>(of flag: FlagSpec, _ convert: (String) throws -> Value) rethrows -> Value? {
        try self[flag].map(convert)
    }

    /// The words of `argument` turned into a domain value by `convert`; nil when left out.
    public func value<Value>(of argument: ArgumentSpec, _ convert: (String) throws -> Value) rethrows -> Value? {
        try self[argument].map(convert)
    }
}
