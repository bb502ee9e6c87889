import NewsdeskTestSupport
import Testing
@testable import NewsdeskApp

/// The console's command history keeps commands, never other input.
@MainActor
@Suite("History")
struct HistoryTests {
    @Test("only lines naming a known command are kept, so a password typed at the prompt is not")
    func historyKeepsOnlyCommands() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        await harness.run("headlines")
        await harness.run("Secret-Pass-77")
        await harness.run("hedlines")
        await harness.run("2 ")

        #expect(harness.console.history == ["headlines", "2"])
    }
}
