/// The commands one responder handles, under the heading `help` shows for them.
public struct CommandGroup: Sendable {
    /// The heading, e.g. "Search" or "Settings".
    public var title: String
    /// The commands, in the order `help` lists them.
    public var commands: [CommandSpec]

    /// Creates a group.
    public init(title: String, commands: [CommandSpec]) {
        self.title = title
        self.commands = commands
    }

    /// A group with no commands, for responders that only pass commands on.
    public static let empty = CommandGroup(title: "", commands: [])

    /// The command called `name` or having it as an alias, if any.
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.answers(to: name) }
    }
}
