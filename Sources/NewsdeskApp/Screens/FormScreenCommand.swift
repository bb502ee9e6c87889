import FlowKit

/// A form's only command: `retry`, ask again and submit.
enum FormScreenCommand: CommandSet {
    case retry

    /// The one name.
    enum Name: CaseIterable {
        case retry
    }

    /// How `retry` is typed and explained.
    static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .retry: CommandSpec("retry", summary: "ask again and submit")
        }
    }

    init(_ name: Name, from parsed: ParsedCommand) {
        switch name {
        case .retry: self = .retry
        }
    }
}
