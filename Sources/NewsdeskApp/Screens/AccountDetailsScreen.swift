import FlowKit
import NewsCore

/// Asks an account's country and categories after its first sign-in, saves them, then goes on.
@MainActor
final class AccountDetailsScreen: ContentScreen {
    let title = "account details"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Account details", commands: [CommandSpec("retry", summary: "ask the details again")])
    private let console: any Console
    private let session: Session

    let prepare: ContentPrepare<AccountDetails>

    init(console: any Console, accounts: any AccountService, session: Session) {
        self.console = console
        self.session = session
        prepare = ContentPrepare<AccountDetails>(
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
        guard prepare.state.content != nil else { return }
        try await responder(conformingTo: (any LoginFlowPresenting).self)?.didSaveDetails(for: session)
    }
}
