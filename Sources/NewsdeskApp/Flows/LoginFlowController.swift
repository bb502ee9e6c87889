import FlowKit
import NewsAccounts

/// Signing up, signing in, and the account details asked after an account's first sign-in.
@MainActor
final class LoginFlowController: FlowController, CommandResponder, LoginFlowPresenting {
    /// Signing up or in: each shows its form.
    enum Command: CommandSet {
        /// `signup`.
        case signup
        /// `signin [USER]`, with the user name if typed.
        case signin(user: String?)
        /// `newsapi`.
        case newsapi

        /// One case per command, in the order `help` lists them.
        enum Name: CaseIterable {
            case signup, signin, newsapi
        }

        /// `signin`'s optional user name.
        static let user = ArgumentSpec("USER", .optional)

        /// How each sign-in command is typed; the same whoever asks.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .signup: CommandSpec("signup", summary: "create an account on this machine and sign in", asksForSecret: true)
            case .signin:
                CommandSpec(
                    "signin",
                    aliases: ["login"],
                    arguments: [user],
                    summary: "sign in to your account",
                    example: "signin alice",
                    asksForSecret: true
                )
            case .newsapi: CommandSpec("newsapi", summary: "sign in to NewsAPI.org with an API key", asksForSecret: true)
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .signup: self = .signup
            case .signin: self = .signin(user: parsed[Self.user])
            case .newsapi: self = .newsapi
            }
        }
    }

    private let accounts: any AccountService
    private let keyring: any NewsAPIKeyring
    private let catalogShowsSample: @Sendable () async -> Bool

    init(
        environment: FlowEnvironment, accounts: any AccountService, keyring: any NewsAPIKeyring,
        catalogShowsSample: @escaping @Sendable () async -> Bool = { true }
    ) {
        self.accounts = accounts
        self.keyring = keyring
        self.catalogShowsSample = catalogShowsSample
        super.init(environment: environment)
    }

    let commandTitle = "Signing in"

    /// Every name and alias of the sign-in commands, for the main flow to say "logout first".
    static var commandNames: [String] {
        Command.declarations.flatMap { [$0.name] + $0.aliases }
    }

    override var promptName: String { "newsdesk> " }

    override func start() async throws {
        try await setRoot(WelcomeScreen(console: environment.console, catalogShowsSample: catalogShowsSample))
    }

    func handle(_ command: Command) async throws {
        let console = environment.console
        switch command {
        case .signup:
            try await showForm(SignUpScreen(console: console, accounts: accounts))
        case .signin(let user):
            try await showForm(SignInScreen(console: console, accounts: accounts, username: user))
        case .newsapi:
            try await showForm(NewsAPISignInScreen(console: console, accounts: accounts, keyring: keyring))
        }
    }

    func didSignIn(_ signedIn: SignedIn) async throws {
        if signedIn.needsDetails {
            try await showForm(AccountDetailsScreen(console: environment.console, accounts: accounts, session: signedIn.session))
        } else {
            try await appFlow.showMain(for: signedIn.session)
        }
    }

    func didSaveDetails(for session: Session) async throws {
        try await appFlow.showMain(for: session)
    }

    /// A browsing command typed before signing in needs an account, not a correction.
    override func unavailableReason(for name: String) -> String? {
        guard MainCommands.allNames.contains(name) else { return nil }
        return "'\(name)' needs you signed in: sign in first ('signin', 'signup' for a new account, or 'newsapi')"
    }

    /// Shows a form above the welcome screen, replacing any earlier form.
    private func showForm(_ screen: any Screen) async throws {
        discardScreensAboveRoot()
        try await push(screen)
    }
}
