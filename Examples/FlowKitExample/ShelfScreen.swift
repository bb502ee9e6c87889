import FlowKit

/// The example's one screen: a titled list of words, loaded through `ContentPrepare` like any
/// screen of an app, so it shows a spinner, a failure with `retry`, or the list.
@MainActor
public final class ShelfScreen: ContentScreen {
    /// The screen's name in the prompt.
    public let title: String
    /// The flow that shows it.
    public weak var nextResponder: (any Responder)?
    /// No commands of its own.
    public let commandGroup = CommandGroup.empty
    /// Loads and shows the list.
    public let prepare: ContentPrepare<[String]>

    /// A screen titled `title` whose list `load` gives.
    public init(title: String, console: any Console, load: @escaping @MainActor () async throws -> [String]) {
        self.title = title
        prepare = ContentPrepare(
            loadingLabel: "Looking at the \(title)",
            console: console,
            rendering: .standard(console: console) { [console] items in
                console.writeLines(items.enumerated().map { "\($0.offset + 1). \($0.element)" })
            },
            task: load
        )
    }

    /// The screen declares no command of its own: `retry` and `refresh` come with `ContentScreen`.
    public func perform(_ command: ParsedCommand) async throws {
        throw CommandFailure("'\(command.name)' is not available here")
    }
}
