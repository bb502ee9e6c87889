/// A screen whose content comes through a `ContentPrepare`; it gets `retry` and `refresh` for free.
@MainActor
public protocol ContentScreen: Screen {
    /// The type of the screen's content.
    associatedtype Content: Sendable
    /// The wrapper that prepares and renders the content now on screen.
    var prepare: ContentPrepare<Content> { get }
}

extension ContentScreen {
    /// The commands every content screen has.
    public static var contentCommands: [CommandSpec] {
        [
            CommandSpec("retry", summary: "run a failed load again"),
            CommandSpec("refresh", summary: "load this screen's content again"),
        ]
    }

    /// Shows the screen through its `ContentPrepare`.
    public func show() async throws {
        try await prepare.show().orThrow()
    }

    /// Handles `retry` and `refresh`; returns false for any other command.
    public func performContentCommand(_ command: ParsedCommand) async throws -> Bool {
        switch command.name {
        case "retry":
            try await prepare.retry().orThrow()
        case "refresh":
            await responder(conformingTo: (any RefreshPreparing).self)?.prepareForRefresh()
            try await prepare.refresh().orThrow()
        default:
            return false
        }
        return true
    }
}
