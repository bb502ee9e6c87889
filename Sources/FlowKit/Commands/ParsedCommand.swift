/// A command line checked against its `CommandSpec`: the command, its arguments and flags.
public struct ParsedCommand: Sendable, Equatable {
    /// The command's name (an alias is resolved to the name).
    public var name: String
    /// Positional arguments, keyed by placeholder.
    public var arguments: [String: String]
    /// Flag values, keyed by flag name without dashes.
    public var flags: [String: String]

    /// Creates a parsed command.
    public init(name: String, arguments: [String: String] = [:], flags: [String: String] = [:]) {
        self.name = name
        self.arguments = arguments
        self.flags = flags
    }

    /// The value of the positional argument with this placeholder.
    public func argument(_ placeholder: String) -> String? { arguments[placeholder] }

    /// The value of the flag with this name.
    public func flag(_ name: String) -> String? { flags[name] }
}
