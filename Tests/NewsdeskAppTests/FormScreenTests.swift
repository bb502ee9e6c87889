import FlowKit
import NewsCore
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Form screens ask their fields before loading starts, so no spinner runs while a person types.
@MainActor
@Suite("Form screens")
struct FormScreenTests {
    @Test("sign-up asks every field before its submission starts loading, and loads once")
    func fieldsComeBeforeLoading() async throws {
        let console = TestConsole(inputs: ["alice", "password123", "password123"], interactive: true)
        let screen = SignUpScreen(console: console, accounts: FakeAccountService())
        var statesWhileAsking: [String] = []
        console.onReadField = { prompt in
            statesWhileAsking.append("\(prompt)\(screen.prepare.runCount)")
        }

        try await screen.show()

        #expect(statesWhileAsking == ["Username: 0", "Password: 0", "Confirm password: 0"])
        #expect(screen.prepare.runCount == 1)
        #expect(screen.prepare.state.content?.session.username == "alice")
        #expect(screen.prepare.state.content?.needsDetails == true)
    }

    @Test("retry after a refused sign-in asks again and submits the new answers")
    func retryAsksAgain() async throws {
        let console = TestConsole(inputs: ["alice", "wrong-password"])
        let accounts = FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults])
        let screen = SignInScreen(console: console, accounts: accounts, username: nil)

        await #expect(throws: CommandFailure.self) { try await screen.show() }
        console.feed("alice", "password123")
        try await screen.perform(ParsedCommand(name: "retry"))

        #expect(screen.prepare.state.content?.session.username == "alice")
        #expect(screen.prepare.runCount == 2)
    }
}
