import FlowKit
import NewsAccounts

/// Asks an account's country and categories after its first sign-in, saves them, then goes on.
@MainActor
final class AccountDetailsScreen: FormScreen {
    let title = "account details"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<AccountDetails>
    private let console: any Console
    private let session: Session
    private let answers = FormAnswers<AccountDetails>()

    init(console: any Console, accounts: any AccountService, session: Session) {
        self.console = console
        self.session = session
        prepare = ContentPrepare(
            loadingLabel: "Saving your details",
            console: console,
            rendering: .standard(console: console) { [console] details in
                console.writeLine("Saved: \(AccountDetailsText.summary(details)).")
            },
            task: { [answers, accounts, session] in
                let details = try answers.submission()
                try await accounts.saveDetails(details, for: session.accountKey)
                return details
            }
        )
    }

    /// Asks the details; Ctrl-C takes the defaults instead, since the account is signed in
    /// already and leaving it half set up helps nobody. The end of a script's input still fails.
    func askFields() async throws {
        console.writeLine("Tell newsdesk what to show on your home screen.")
        do {
            answers.keep(try await AccountDetailsForm(console: console).ask(current: nil))
        } catch let failure as CommandFailure where failure == FieldFailure.noAnswer(.interrupted).commandFailure {
            let defaults = AccountDetails.defaults
            console.writeLines(
                TextWrapper(width: console.width).wrap(
                    "You are signed in; newsdesk uses the defaults, \(AccountDetailsText.summary(defaults)). Type 'account', then 'edit', to change them."
                ))
            answers.keep(defaults)
        }
    }

    func proceed(with details: AccountDetails) async throws {
        try await loginFlow.didSaveDetails(for: session)
    }
}
