/// `done` and `back`: the commands every presented child flow offers without declaring them.
///
/// `done` gives the prompt back to the parent flow, its screens as they were; `back` goes one
/// screen back, and at the child's first screen returns to the parent as `done` does. A child
/// that declares a command of either name keeps its own.
public enum ChildFlowCommand: CommandSet {
    /// Returns to the parent flow.
    case done
    /// One screen back; from the child's first screen, to the parent flow.
    case back

    /// The two commands' names.
    public enum Name: CaseIterable, Sendable {
        /// `done`.
        case done
        /// `back`.
        case back
    }

    /// Builds the command; neither takes words.
    public init(_ name: Name, from parsed: ParsedCommand) {
        switch name {
        case .done: self = .done
        case .back: self = .back
        }
    }

    /// How each is typed and explained.
    public static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .done:
            CommandSpec(
                "done", summary: "leave this part and go back to where you came from, its screens as they were",
                worksOn: "in a part entered from another (its prompt names both), to come back")
        case .back: CommandSpec("back", summary: "go back one screen; from the first one, back to where you came from")
        }
    }

    /// The name `parsed` names, if it is one of these.
    static func name(of parsed: ParsedCommand) -> Name? {
        Name.allCases.first { spec(for: $0).answers(to: parsed.name) }
    }
}
