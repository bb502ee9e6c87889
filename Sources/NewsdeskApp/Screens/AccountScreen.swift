import FlowKit
import NewsCore

/// The signed-in account's details; `edit` changes them.
@MainActor
final class AccountScreen: ContentScreen {
    let title = "account"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(
        title: "Account",
        commands: [
            CommandSpec("edit", summary: "change your country and categories")
        ])
    private let console: any Console
    private let accounts: any AccountService
    private let session: Session

    let prepare: ContentPrepare<AccountDetails>

    init(console: any Console, accounts: any AccountService, session: Session) {
        self.console = console
        self.accounts = accounts
        self.session = session
        prepare = ContentPrepare<AccountDetails>(
            loadingLabel: "Loading your account",
            console: console,
            rendering: .standard(console: console) { [console, session] details in
                console.writeLines(Self.document(session: session, details: details).render(width: console.width, styler: console.styler))
            },
            task: { [accounts, session] in
                try await accounts.details(for: session.accountKey) ?? .defaults
            }
        )
    }

    func perform(_ command: ParsedCommand) async throws {
        guard command.name == "edit" else { return }
        let details = try await AccountDetailsForm(console: console).ask(current: prepare.state.content)
        try await accounts.saveDetails(details, for: session.accountKey)
        try mainFlow.accountDetailsChanged()
        console.writeLine("Saved: \(AccountDetailsText.summary(details)). 'home' shows the change.")
        try await prepare.refresh().orThrow()
    }

    private static func document(session: Session, details: AccountDetails) -> DocumentView {
        DocumentView(
            title: "Account: \(session.username)",
            fields: [
                .init(label: "Service", value: SessionText.serviceName(session.kind)),
                .init(label: "Country", value: details.country),
                .init(label: "Categories", value: details.categories.map(\.rawValue).joined(separator: ", ")),
                .init(label: "Signed in", value: DateText.absolute(session.startedAt)),
            ],
            paragraphs: ["Type 'edit' to change your country and categories."]
        )
    }
}
