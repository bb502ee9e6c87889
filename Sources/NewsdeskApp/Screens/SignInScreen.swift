import FlowKit
import NewsCore

/// Signs in to an existing account; a wrong username and a wrong password read the same.
@MainActor
final class SignInScreen: ContentScreen {
    let title = "signin"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Sign in", commands: [CommandSpec("retry", summary: "ask again and sign in")])
    private let console: any Console

    let prepare: ContentPrepare<Session>

    init(console: any Console, accounts: any AccountService, username: String?) {
        self.console = console
        prepare = ContentPrepare<Session>(
        loadingLabel: "Signing in",
        console: console,
        rendering: .standard(console: console) { [console] session in
            console.writeLine("Signed in as \(session.username).")
        },
        task: { [console, accounts, username] in
            let credentials = try await CredentialsForm(console: console, accounts: accounts).askExisting(username: username)
            return try await accounts.signIn(username: credentials.username, password: credentials.password)
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
