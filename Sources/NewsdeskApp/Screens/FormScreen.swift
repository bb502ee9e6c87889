import FlowKit

/// A screen that asks fields and submits them; once its content is ready it moves the flow on.
///
/// Its task asks the fields and calls the service, so `retry` after a failure asks again.
@MainActor
protocol FormScreen: ContentScreen {
    /// Tells the flow what the form produced (a session, saved details).
    func proceed(with content: Content) async throws
}

extension FormScreen {
    /// A form's only command: ask again.
    static var formCommands: [CommandSpec] {
        [CommandSpec("retry", summary: "ask again and submit")]
    }

    /// The commands of every form.
    var commandGroup: CommandGroup {
        CommandGroup(title: title.capitalized, commands: Self.formCommands)
    }

    /// Asks, submits, and moves on when that worked.
    func show() async throws {
        try await prepare.show().orThrow()
        try await proceedIfReady()
    }

    /// Handles `retry`: ask again, submit, and move on.
    func perform(_ command: ParsedCommand) async throws {
        guard command.name == "retry" else { return }
        try await prepare.retry().orThrow()
        try await proceedIfReady()
    }

    private func proceedIfReady() async throws {
        guard let content = prepare.state.content else { return }
        try await proceed(with: content)
    }
}
