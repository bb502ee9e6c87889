import FlowKit
import NewsAccounts

/// The signed-in account's details; `edit` changes them.
@MainActor
final class AccountScreen: ContentScreen, CommandResponder {
    /// `edit`: change the account's country and categories.
    enum Command: CommandSet {
        case edit

        /// The screen's one command.
        enum Name: CaseIterable {
            case edit
        }

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .edit: CommandSpec("edit", summary: "change your country and categories", worksOn: "on your account ('account')")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .edit: self = .edit
            }
        }
    }

    let title = "account"
    weak var nextResponder: (any Responder)?
    let commandTitle = "Account"
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

    func handle(_ command: Command) async throws {
        switch command {
        case .edit: try await edit()
        }
    }

    /// Asks the new details, saves them and shows them.
    private func edit() async throws {
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
