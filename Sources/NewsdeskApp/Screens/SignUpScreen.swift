import FlowKit
import NewsCore

/// Creates an account: asks username, password and confirmation, then signs the new account in.
@MainActor
final class SignUpScreen: FormScreen {
    let title = "signup"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<Session>

    init(console: any Console, accounts: any AccountService) {
        prepare = ContentPrepare(
            loadingLabel: "Creating your account",
            console: console,
            rendering: .standard(console: console) { [console] session in
                console.writeLine("Welcome, \(session.username). Your account is ready and you are signed in.")
            },
            task: { [console, accounts] in
                let credentials = try await CredentialsForm(console: console, accounts: accounts).askNewAccount()
                return try await accounts.signUp(username: credentials.username, password: credentials.password)
            }
        )
    }

    func proceed(with session: Session) async throws {
        try await responder(conformingTo: (any LoginFlowPresenting).self)?.didSignIn(session)
    }
}
