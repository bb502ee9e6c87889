import FlowKit
import NewsCore

/// Asks an account's country and categories after its first sign-in, saves them, then goes on.
@MainActor
final class AccountDetailsScreen: FormScreen {
    let title = "account details"
    weak var nextResponder: (any Responder)?
    let prepare: ContentPrepare<AccountDetails>
    private let session: Session

    init(console: any Console, accounts: any AccountService, session: Session) {
        self.session = session
        prepare = ContentPrepare(
            loadingLabel: "Saving your details",
            console: console,
            rendering: .standard(console: console) { [console] details in
                console.writeLine("Saved: \(AccountDetailsText.summary(details)).")
            },
            task: { [console, accounts, session] in
                console.writeLine("Tell newsdesk what to show on your home screen (press Enter for the default).")
                let details = try await AccountDetailsForm(console: console).ask(current: nil)
                try await accounts.saveDetails(details, for: session.username)
                return details
            }
        )
    }

    func proceed(with details: AccountDetails) async throws {
        try await responder(conformingTo: (any LoginFlowPresenting).self)?.didSaveDetails(for: session)
    }
}
