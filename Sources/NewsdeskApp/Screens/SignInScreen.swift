import FlowKit
import NewsAccounts

/// Signs in to an existing account; a wrong username and a wrong password read the same.
@MainActor
final class SignInScreen: FormScreen {
    let title = "signin"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<SignedIn>
    private let form: CredentialsForm
    private let username: String?
    private let answers = FormAnswers<Credentials>()

    init(console: any Console, accounts: any AccountService, username: String?) {
        form = CredentialsForm(console: console, accounts: accounts)
        self.username = username
        prepare = ContentPrepare(
            loadingLabel: "Signing in",
            console: console,
            rendering: .standard(console: console) { [console] signedIn in
                console.writeLine("Signed in as \(signedIn.session.username).")
            },
            task: { [answers, accounts] in
                let credentials = try answers.submission()
                let session = try await accounts.signIn(username: credentials.username, password: credentials.password)
                let details = try await accounts.details(for: session.accountKey)
                return SignedIn(session: session, needsDetails: details == nil)
            }
        )
    }

    func askFields() async throws {
        answers.keep(try await form.askExisting(username: username))
    }

    func proceed(with signedIn: SignedIn) async throws {
        try await loginFlow.didSignIn(signedIn)
    }
}
