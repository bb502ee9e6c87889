import FlowKit
import NewsCore

/// Creates an account: asks username, password and confirmation, then signs the new account in.
@MainActor
final class SignUpScreen: ContentScreen {
    let title = "signup"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Sign up", commands: [CommandSpec("retry", summary: "ask again and sign up")])
    private let console: any Console

    let prepare: ContentPrepare<Session>

    init(console: any Console, accounts: any AccountService) {
        self.console = console
        prepare = ContentPrepare<Session>(
        loadingLabel: "Creating your account",
        console: console,
        rendering: .standard(console: console) { [console] session in
            console.writeLine("Welcome, \(session.username)! Your account is ready and you are signed in.")
        },
        task: { [console, accounts] in
            let credentials = try await CredentialsForm(console: console, accounts: accounts).askNewAccount()
            return try await accounts.signUp(username: credentials.username, password: credentials.password)
        }
    )
    }

    func show() async throws {
        try await prepare.show().orThrow()
        try await proceed()
    }

    func perform(_ command: ParsedCommand) async throws {
        guard command.name == "retry" else { return }
        try await prepare.retry().orThrow()
        try await proceed()
    }

    private func proceed() async throws {
        guard let session = prepare.state.content else { return }
        try await responder(conformingTo: (any LoginFlowPresenting).self)?.didSignIn(session)
    }
}
