import FlowKit
import NewsAccounts
import NewsWeb

/// Signs in to NewsAPI.org: asks the API key (hidden), checks it with a real request, keeps it.
@MainActor
final class NewsAPISignInScreen: FormScreen {
    let title = "newsapi"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<SignedIn>
    private let console: any Console
    private let answers = FormAnswers<NewsAPIKey>()

    init(console: any Console, accounts: any AccountService, keyring: any NewsAPIKeyring) {
        self.console = console
        prepare = ContentPrepare(
            loadingLabel: "Checking the key with NewsAPI.org",
            console: console,
            rendering: .standard(console: console) { [console] _ in
                console.writeLine("Signed in to NewsAPI.org.")
            },
            task: { [answers, accounts, keyring] in
                let key = try answers.submission()
                try await keyring.verifyAndKeep(key)
                let session = try await accounts.startNewsAPISession()
                let details = try await accounts.details(for: session.accountKey)
                return SignedIn(session: session, needsDetails: details == nil)
            }
        )
    }

    func askFields() async throws {
        let form = Form(console: console)
        let key = try await form.ask("API key", secret: true) { answer in
            try NewsAPIKey(validating: answer)
        }
        try form.finish()
        guard let key else { throw CommandFailure("the form ended without an answer") }
        answers.keep(key)
    }

    func proceed(with signedIn: SignedIn) async throws {
        try await loginFlow.didSignIn(signedIn)
    }
}
