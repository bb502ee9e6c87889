import FlowKit

/// A form's only command: `retry`, ask again and submit.
enum FormScreenCommand: CommandSet {
    case retry

    /// The one name.
    enum Name: CaseIterable {
        case retry
    }

    init(_ name: Name, from parsed: ParsedCommand) {
        switch name {
        case .retry: self = .retry
        }
    }
}
