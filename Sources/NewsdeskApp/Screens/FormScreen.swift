import FlowKit

/// A screen that asks fields, then submits them; once its content is ready it moves the flow on.
///
/// The fields are asked before the `ContentPrepare` task runs, so the loading indicator covers only
/// the submission, never a person typing. `retry` asks again and submits again.
@MainActor
protocol FormScreen: ContentScreen {
    /// Asks the fields and keeps the answers for the submission task.
    func askFields() async throws
    /// Tells the flow what the submission produced (a session, saved details).
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
        try await askFields()
        try await prepare.show().orThrow()
        try await proceedIfReady()
    }

    /// Handles `retry`: ask again, submit again, and move on.
    func perform(_ command: ParsedCommand) async throws {
        guard command.name == "retry" else { return }
        try await askFields()
        try await prepare.refresh().orThrow()
        try await proceedIfReady()
    }

    private func proceedIfReady() async throws {
        guard let content = prepare.state.content else { return }
        try await proceed(with: content)
    }
}
