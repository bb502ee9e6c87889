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

    @Test("a line that does not parse is not kept, and a command that asks for a secret keeps only its name")
    func historyKeepsNoSecret() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(passwords: ["alice": "correct-horse-42"], details: ["alice": .defaults]))
        try await harness.app.start()

        await harness.run("signin alice correct-horse-42")
        await harness.run("signup bob Sup3rPass")
        await harness.run("newsapi 0123456789abcdef0123")
        await harness.run("login alice correct-horse-42")
        harness.console.feed("wrong-password")
        await harness.run("signin alice")

        #expect(harness.console.history == ["signin"])
        #expect(!harness.console.history.joined().contains("alice"))
    }

    @Test("a line with a bad argument is not kept; a good one is")
    func historyKeepsOnlyParsedLines() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        await harness.run("whoami Secret-Pass-77")
        await harness.run("headlines --colour red")
        await harness.run("search solar")

        #expect(harness.console.history == ["search solar"])
    }
}
