/// The commands the shell answers itself, before any responder: `help` and `timing`.
public enum ShellCommand: CommandSet, Equatable {
    /// Lists the commands of the chain, or explains the one named `topic`.
    case help(topic: String?)
    /// Turns the time each command takes on or off, or toggles it.
    case timing(Timing)

    /// What `timing` asks for.
    public enum Timing: Sendable, Equatable {
        /// `timing on`.
        case on
        /// `timing off`.
        case off
        /// `timing` alone.
        case toggle
    }

    /// The shell's command names.
    public enum Name: CaseIterable, Sendable {
        /// `help [COMMAND]`.
        case help
        /// `timing [on|off]`.
        case timing
    }

    /// `help`'s optional command name.
    static let topic = ArgumentSpec("COMMAND", .optional)
    /// `timing`'s optional setting.
    static let setting = ArgumentSpec("on|off", .optional, suggestions: ["on", "off"])

    /// How each is typed and explained.
    public static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .help:
            CommandSpec(
                "help", arguments: [topic], summary: "list the commands you can use here, or explain one", example: "help search")
        case .timing:
            CommandSpec(
                "timing", arguments: [setting], summary: "show how long each command takes (no argument: toggle)", example: "timing on")
        }
    }

    /// Builds the command; a `timing` setting other than on or off is refused.
    public init(_ name: Name, from parsed: ParsedCommand) throws(CommandFailure) {
        switch name {
        case .help:
            self = .help(topic: parsed[Self.topic])
        case .timing:
            switch parsed[Self.setting]?.lowercased() {
            case "on": self = .timing(.on)
            case "off": self = .timing(.off)
            case nil: self = .timing(.toggle)
            case let other?: throw CommandFailure("timing takes 'on' or 'off', not '\(TerminalText.quoted(other))'")
            }
        }
    }
}
