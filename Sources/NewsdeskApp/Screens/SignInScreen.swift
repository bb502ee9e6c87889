import FlowKit
import NewsCore

/// Signs in to an existing account; a wrong username and a wrong password read the same.
@MainActor
final class SignInScreen: FormScreen {
    let title = "signin"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<Session>

    init(console: any Console, accounts: any AccountService, username: String?) {
        prepare = ContentPrepare(
            loadingLabel: "Signing in",
            console: console,
            rendering: .standard(console: console) { [console] session in
                console.writeLine("Signed in as \(session.username).")
            },
            task: { [console, accounts, username] in
                let form = CredentialsForm(console: console, accounts: accounts)
                let credentials = try await form.askExisting(username: username)
                return try await accounts.signIn(username: credentials.username, password: credentials.password)
            }
        )
    }

    func proceed(with session: Session) async throws {
        try await responder(conformingTo: (any LoginFlowPresenting).self)?.didSignIn(session)
    }
}
