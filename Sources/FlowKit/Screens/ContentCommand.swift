/// `retry` and `refresh`: the commands every content screen offers without declaring them.
public enum ContentCommand: CommandSet {
    /// Runs a failed load again.
    case retry
    /// Loads the screen's content again.
    case refresh

    /// The two commands' names.
    public enum Name: CaseIterable, Sendable {
        /// `retry`.
        case retry
        /// `refresh`.
        case refresh
    }

    /// Builds the command; neither takes words.
    public init(_ name: Name, from parsed: ParsedCommand) {
        switch name {
        case .retry: self = .retry
        case .refresh: self = .refresh
        }
    }

    /// How each is typed and explained.
    public static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .retry: CommandSpec("retry", summary: "run a failed load again", worksOn: "on a screen whose content can fail to load")
        case .refresh: CommandSpec("refresh", summary: "load this screen's content again", worksOn: "on a screen whose content can change")
        }
    }

    /// The name `parsed` names, if it is one of these.
    static func name(of parsed: ParsedCommand) -> Name? {
        Name.allCases.first { spec(for: $0).answers(to: parsed.name) }
    }
}
