import FlowKit
import NewsAccounts
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A stand-in login flow above a form screen, recording who signed in.
@MainActor
private final class LoginFlowStub: Responder, LoginFlowPresenting {
    var nextResponder: (any Responder)? { nil }
    var commandGroup: CommandGroup { .empty }
    var signedIn: [String] = []

    func perform(_ command: ParsedCommand) async throws {}
    func didSignIn(_ signedIn: SignedIn) async throws { self.signedIn.append(signedIn.session.username) }
    func didSaveDetails(for session: Session) async throws {}
}

/// Form screens ask their fields before loading starts, so no spinner runs while a person types.
@MainActor
@Suite("Form screens")
struct FormScreenTests {
    @Test("sign-up asks every field before its submission starts loading, and loads once")
    func fieldsComeBeforeLoading() async throws {
        let console = TestConsole(inputs: ["alice", "password123", "password123"], interactive: true)
        let screen = SignUpScreen(console: console, accounts: FakeAccountService())
        let flow = LoginFlowStub()
        screen.nextResponder = flow
        var statesWhileAsking: [String] = []
        console.onReadField = { prompt in
            statesWhileAsking.append("\(prompt)\(screen.prepare.runCount)")
        }

        try await screen.show()

        #expect(statesWhileAsking == ["Username: 0", "Password: 0", "Confirm password: 0"])
        #expect(screen.prepare.runCount == 1)
        #expect(screen.prepare.state.content?.session.username == "alice")
        #expect(screen.prepare.state.content?.needsDetails == true)
        #expect(flow.signedIn == ["alice"])
    }

    @Test("retry after a refused sign-in asks again and submits the new answers")
    func retryAsksAgain() async throws {
        let console = TestConsole(inputs: ["alice", "wrong-password"])
        let accounts = FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults])
        let screen = SignInScreen(console: console, accounts: accounts, username: nil)
        let flow = LoginFlowStub()
        screen.nextResponder = flow

        await #expect(throws: CommandFailure.self) { try await screen.show() }
        console.feed("alice", "password123")
        try await screen.perform(ParsedCommand(name: "retry"))

        #expect(screen.prepare.state.content?.session.username == "alice")
        #expect(screen.prepare.runCount == 2)
        #expect(flow.signedIn == ["alice"])
    }
}
