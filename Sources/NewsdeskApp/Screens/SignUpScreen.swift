import FlowKit
import NewsAccounts

/// Creates an account: asks username, password and confirmation, then signs the new account in.
@MainActor
final class SignUpScreen: FormScreen {
    let title = "signup"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<SignedIn>
    private let form: CredentialsForm
    private let answers = FormAnswers<Credentials>()

    init(console: any Console, accounts: any AccountService) {
        form = CredentialsForm(console: console, accounts: accounts)
        prepare = ContentPrepare(
            loadingLabel: "Creating your account",
            console: console,
            rendering: .standard(console: console) { [console] signedIn in
                console.writeLine("Welcome, \(signedIn.session.username). Your account is ready and you are signed in.")
            },
            task: { [answers, accounts] in
                let credentials = try answers.submission()
                let session = try await accounts.signUp(username: credentials.username, password: credentials.password)
                return SignedIn(session: session, needsDetails: true)
            }
        )
    }

    func askFields() async throws {
        answers.keep(try await form.askNewAccount())
    }

    func proceed(with signedIn: SignedIn) async throws {
        try await loginFlow.didSignIn(signedIn)
    }
}
