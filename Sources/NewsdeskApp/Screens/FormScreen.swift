import FlowKit

/// A screen that asks fields, then submits them; once its content is ready it moves the flow on.
///
/// The fields are asked before the `ContentPrepare` task runs, so the loading indicator covers only
/// the submission, never a person typing. `retry` asks again and submits again.
@MainActor
protocol FormScreen: ContentScreen, CommandResponder where Command == FormScreenCommand {
    /// Asks the fields and keeps the answers for the submission task.
    func askFields() async throws
    /// Tells the flow what the submission produced (a session, saved details).
    func proceed(with content: Content) async throws
}

extension FormScreen {
    /// The form's title.
    var commandTitle: String { title.capitalized }

    /// Asks, submits, and moves on when that worked.
    func show() async throws {
        try await askFields()
        try await prepare.show().orThrow()
        try await proceedIfReady()
    }

    /// Handles `retry`: ask again, submit again, and move on.
    func handle(_ command: FormScreenCommand) async throws {
        switch command {
        case .retry:
            try await askFields()
            try await prepare.refresh().orThrow()
            try await proceedIfReady()
        }
    }

    private func proceedIfReady() async throws {
        guard let content = prepare.state.content else { return }
        try await proceed(with: content)
    }
}
