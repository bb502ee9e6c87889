import FlowKit
import NewsCore

/// Signing up, signing in, and the account details asked after an account's first sign-in.
@MainActor
final class LoginFlowController: FlowController, LoginFlowPresenting, PromptNaming {
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

    override var commandGroup: CommandGroup {
        CommandGroup(
            title: "Signing in",
            commands: [
                CommandSpec("signup", summary: "create an account on this machine and sign in", asksForSecret: true),
                CommandSpec(
                    "signin",
                    aliases: ["login"],
                    arguments: [ArgumentSpec("USER", .optional)],
                    summary: "sign in to your account",
                    example: "signin alice",
                    asksForSecret: true
                ),
                CommandSpec("newsapi", summary: "sign in to NewsAPI.org with an API key", asksForSecret: true),
            ])
    }

    var prompt: String { "newsdesk> " }

    override func start() async throws {
        try await setRoot(WelcomeScreen(console: environment.console, catalogShowsSample: catalogShowsSample))
    }

    override func perform(_ command: ParsedCommand) async throws {
        let console = environment.console
        switch command.name {
        case "signup":
            try await showForm(SignUpScreen(console: console, accounts: accounts))
        case "signin":
            try await showForm(SignInScreen(console: console, accounts: accounts, username: command.argument("USER")))
        case "newsapi":
            try await showForm(NewsAPISignInScreen(console: console, accounts: accounts, keyring: keyring))
        default:
            try await super.perform(command)
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
