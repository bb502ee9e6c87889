import FlowKit
import NewsAccounts

/// The root of the responder chain: owns the dependencies, picks the login or main flow, handles `quit`.
@MainActor
public final class AppFlowController: FlowController, CommandResponder, AppFlowPresenting, ShellHost {
    /// `quit` (or `exit`): leave newsdesk.
    public enum Command: CommandSet {
        case quit

        /// The app flow's one command.
        public enum Name: CaseIterable, Sendable {
            case quit
        }

        /// How each command is typed and explained.
        public static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .quit: CommandSpec("quit", aliases: ["exit"], summary: "leave newsdesk")
            }
        }

        /// Builds `quit`, which takes no words.
        public init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .quit: self = .quit
            }
        }
    }

    private let dependencies: AppDependencies
    /// Whether `quit` was typed.
    public private(set) var isFinished = false

    /// Creates the app flow; `start` shows the first flow.
    public init(environment: FlowEnvironment, dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init(environment: environment)
    }

    /// The heading of the app flow's commands.
    public var commandTitle: String { "Session" }

    /// Handles `quit`.
    public func handle(_ command: Command) async throws {
        switch command {
        case .quit: isFinished = true
        }
    }

    /// Tells every active flow that has work for the prompt's waits that the prompt waits.
    public func promptWillWait() {
        for flow in activeFlows { (flow as? any PromptWaiting)?.promptWillWait() }
    }

    /// Tells every active flow that has work for the prompt's waits that a command was read.
    public func promptAnswered() {
        for flow in activeFlows { (flow as? any PromptWaiting)?.promptAnswered() }
    }

    /// The innermost active flow and every flow it is embedded in, innermost first.
    private var activeFlows: [FlowController] {
        var flows: [FlowController] = []
        var flow: FlowController? = activeFlow
        while let current = flow {
            flows.append(current)
            flow = current.parentFlow
        }
        return flows
    }

    /// The prompt of the innermost active flow.
    public var prompt: String {
        activeFlow.promptName
    }

    /// `newsdesk> ` while no flow below names a place.
    public override var promptName: String { "newsdesk> " }

    /// Goes to the main flow when a session was saved, otherwise to the login flow.
    public override func start() async throws {
        let session: Session?
        do {
            session = try await dependencies.accounts.currentSession()
        } catch {
            show(SessionNotice.unreadableSession(reason: ErrorMessage.of(error)))
            session = nil
        }
        if let session {
            try await showMain(for: session)
        } else {
            try await showLogin()
        }
    }

    /// Replaces the active flow with a new login flow.
    public func showLogin() async throws {
        let flow = LoginFlowController(
            environment: environment, accounts: dependencies.accounts, keyring: dependencies.newsAPIKeyring,
            catalogShowsSample: dependencies.catalogShowsSample
        )
        embed(flow)
        try await flow.start()
    }

    /// Replaces the active flow with a new main flow for `session`.
    public func showMain(for session: Session) async throws {
        let flow = MainFlowController(
            environment: environment,
            session: session,
            service: dependencies.newsService(session),
            feeds: dependencies.feeds,
            pages: dependencies.pages,
            stories: dependencies.stories,
            backgroundFetch: dependencies.backgroundFetch,
            accounts: dependencies.accounts,
            readingList: dependencies.readingList,
            keyring: dependencies.newsAPIKeyring,
            urlOpener: dependencies.urlOpener,
            presentation: Presentation(format: dependencies.outputFormat, listDates: dependencies.listDates, now: dependencies.now)
        )
        embed(flow)
        try await flow.start()
    }
}
