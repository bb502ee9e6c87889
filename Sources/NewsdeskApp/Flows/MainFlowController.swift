import FlowKit
import Foundation
import NewsAccounts
import NewsCatalog
import NewsModels

/// Browsing: a stack of screens rooted at home; `open` pushes, `back` pops, `home` returns to the root.
@MainActor
final class MainFlowController: FlowController, CommandResponder, Navigating, MainFlowPresenting, UnreadPresenting, SearchSaving,
    PromptWaiting, RefreshPreparing, CompletionPreparing
{
    typealias Command = BrowsingCommand

    private let session: Session
    private let service: any NewsService
    /// The home's feeds, whatever service the session browses.
    private let feeds: any FeedLibrary
    /// Fetches due feeds while an interactive prompt waits; nil in a script, or when turned off.
    let backgroundFetch: BackgroundFetch?
    private let accounts: any AccountService
    private let keyring: any NewsAPIKeyring
    private let urlOpener: any URLOpening
    /// How screens present content: text or JSON lines, and how list dates read.
    private let presentation: Presentation
    /// The session's account's reading list, as screens use it.
    private let marking: ArticleMarking
    /// Builds the screen of each place this flow, and the feeds flow it presents, goes to.
    private let destinations: DestinationScreens

    /// The service's source ids, for completing `source ID` and `--source ID`; fetched on the first Tab.
    let sourceIDs = SourceIDCache()

    init(
        environment: FlowEnvironment,
        session: Session,
        service: any NewsService,
        feeds: any FeedLibrary,
        pages: any ArticlePages,
        stories: any ArticleStories,
        backgroundFetch: BackgroundFetchSchedule?,
        accounts: any AccountService,
        readingList: any ReadingList,
        keyring: any NewsAPIKeyring,
        urlOpener: any URLOpening,
        presentation: Presentation
    ) {
        self.session = session
        self.presentation = presentation
        self.keyring = keyring
        self.urlOpener = urlOpener
        self.service = service
        self.feeds = feeds
        self.backgroundFetch =
            environment.console.isInteractive
            ? backgroundFetch.map { BackgroundFetch(library: feeds, console: environment.console, schedule: $0) } : nil
        self.accounts = accounts
        let marking = ArticleMarking(readingList: readingList, account: session.accountKey)
        self.marking = marking
        self.destinations = DestinationScreens(
            console: environment.console, presentation: presentation, service: service, feeds: feeds, accounts: accounts, session: session,
            marking: marking, pages: pages, stories: stories)
        super.init(environment: environment)
    }

    let commandTitle = "Browsing"

    /// The commands, with the source ids fetched so far offered to complete a source id.
    func spec(for name: Command.Name) -> CommandSpec {
        Command.spec(for: name, suggestingSources: sourceIDs.ids)
    }

    /// Its own commands, then those of the screens opened by a command of their own.
    override var commandGroup: CommandGroup {
        let own = super.commandGroup
        return CommandGroup(title: own.title, commands: own.commands + DestinationScreens.ownCommandScreens.map { $0.command })
    }

    /// A screen's own command goes to that screen; the rest are the flow's.
    override func perform(_ command: ParsedCommand) async throws {
        guard DestinationScreens.ownCommandScreen(named: command.name) != nil else {
            try await super.perform(command)
            return
        }
        try await go(to: .opened(command))
    }

    /// Fetches the source ids once, in the background, for completion.
    func prepareCompletion() {
        sourceIDs.fill(from: service)
    }

    override var promptName: String {
        "\(session.username)@\(service.serviceName):\(topScreen?.title ?? "home")> "
    }

    override func start() async throws {
        environment.observer?.flowWillGo(to: Destination.home)
        try await setRoot(try destinations.screen(for: .home))
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .home:
            try await popToRoot()
        case .back:
            try await pop()
        case .headlines(let headlines):
            try await go(to: .headlines(headlines))
        case .sources(let query):
            try await go(to: .sources(query))
        case .source(let id):
            try await checkSourceExists(id)
            try await go(to: .source(id: id))
        case .search(let query):
            try await go(to: .search(query))
        case .bookmarks:
            try await go(to: .bookmarks)
        case .feeds(let tag):
            try await go(to: .feeds(tag: tag))
        case .fetch(let force):
            let feeds = self.feeds
            try await FetchProgressView(console: environment.console, presentation: presentation).run { progress in
                try await feeds.fetch(only: nil, force: force, progress: progress)
            }
        case .unread(let which):
            try await showUnread(which)
        case .account:
            try await go(to: .account)
        case .whoami:
            try await whoami()
        case .logout:
            try await act("Signing out") { [session, keyring, accounts] in
                if session.kind == .newsapi {
                    try await keyring.forget()
                }
                try await accounts.signOut()
            }
            show(SessionNotice.signedOut)
            try await appFlow.showLogin()
        }
    }

    /// A command of another screen (`next` on an article) is not available here; a sign-in
    /// command needs a sign-out first.
    override func unavailableReason(for name: String) -> String? {
        if let place = MainCommands.screenCommands[name] {
            return "'\(name)' is not available on this screen: it works \(place)"
        }
        if LoginFlowController.commandNames.contains(name) {
            return "you are signed in as \(session.username); type 'logout' first to '\(name)'"
        }
        return nil
    }

    /// Who is signed in, to which service, since when; for NewsAPI, with the key masked.
    private func whoami() async throws {
        let key = session.kind == .newsapi ? try? await keyring.keptKey() : nil
        show(SessionNotice.whoami(session, maskedKey: key?.masked))
    }

    /// The prompt waits: due feeds may be fetched meanwhile.
    func promptWillWait() {
        backgroundFetch?.promptWillWait()
    }

    /// A command was read: no background fetch starts under it.
    func promptAnswered() {
        backgroundFetch?.promptAnswered()
    }

    /// Forgets cached answers before a screen reloads, so `refresh` reaches the service.
    func prepareForRefresh() async {
        await (service as? any CachingNewsService)?.discardCachedAnswers()
    }

    /// Goes to `destination`: the feeds list is a flow of its own, presented above this one's
    /// screens; home is this flow's root; any other place is a screen on this flow's stack.
    func go(to destination: Destination, replacing: Bool) async throws {
        switch destination {
        case .home:
            environment.observer?.flowWillGo(to: destination)
            try await popToRoot()
        case .feeds(let tag):
            // The feeds flow says where it goes as it starts.
            try await present(
                FeedsFlowController(
                    environment: environment, destinations: destinations, library: feeds, account: session.accountKey, marking: marking,
                    promptStem: "\(session.username)@\(service.serviceName)", tag: tag))
        default:
            environment.observer?.flowWillGo(to: destination)
            let screen = try destinations.screen(for: destination)
            try await (replacing ? replaceTop(with: screen) : push(screen))
        }
    }

    func showNextUnread(after article: Article?, on list: (any ArticleSequence)?, replacing: Bool) async throws {
        let finder = NextUnread(library: feeds, account: session.accountKey, marking: marking, pageSize: destinations.articlesPerPage)
        guard let found = try await act(NextUnread.lookingLabel, { try await finder.find(after: article, on: list) }) else {
            throw CommandFailure(NextUnread.nothingLeft)
        }
        try await go(to: .article(found.article, list: found.list), replacing: replacing)
    }

    /// Keeps a search as a saved search the feeds list shows with its new matches.
    func saveSearch(_ query: SearchQuery, as name: String) async throws {
        try await act("Saving the search \(TerminalText.quoted(name))") { [feeds, session] in
            try await feeds.saveSearch(query, name: name, account: session.accountKey)
        }
        show(FeedsNotice.saved(name: name))
    }

    /// Shows the unread articles of every feed, or of feed N of the feeds list (numbered as `feeds`
    /// numbers it across its pages), or of the feeds with a tag.
    private func showUnread(_ which: BrowsingCommand.Unread) async throws {
        switch which {
        case .every:
            try await go(to: .unread(.every))
        case .feed(let number):
            let subscribed = try await subscriptions()
            guard !subscribed.isEmpty else { throw CommandFailure("you have no feeds yet; 'feeds', then 'subscribe URL', adds one") }
            guard let value = number.value, value >= 1, value <= subscribed.count else {
                throw CommandFailure("no feed \(TerminalText.quoted(number.text)): 'feeds' lists them, 1 to \(subscribed.count)")
            }
            try await go(to: .unread(.feed(subscribed[value - 1])))
        case .tag(let tag):
            let subscribed = try await subscriptions()
            let tagged = subscribed.filter { $0.tags.contains { $0.lowercased() == tag.lowercased() } }
            guard !tagged.isEmpty else { throw CommandFailure(MainCommands.unknownTagMessage(tag, among: subscribed)) }
            try await go(to: .unread(.tagged(tag, tagged)))
        }
    }

    /// The feeds subscribed to, in the feeds list's order.
    private func subscriptions() async throws -> [FeedSubscription] {
        try await act("Reading your feeds") { [feeds, session] in
            try await feeds.overview(account: session.accountKey).feeds.map(\.subscription)
        }
    }

    /// Opens the article's address in a browser on a terminal; a script, or a terminal with no
    /// browser to open, gets the address printed, as a script's reader or a person can copy it.
    /// Either way the article counts as read, as `open` counts it.
    func browse(_ article: Article) async throws {
        guard let url = ArticleAddress.web(article.url) else {
            throw CommandFailure("this article has no web address a browser can open")
        }
        try await openOrPrint(url)
        do {
            try await act("Marking the article read") { [marking] in try await marking.markOpened(article) }
        } catch let cancelled as PrepareCancelled {
            throw cancelled
        } catch {
            // The address is out already; a read mark that cannot be kept is worth a note, not a failure.
            show(BrowseNotice.unmarked(reason: ErrorMessage.of(error)))
        }
    }

    /// Opens `link`, an address an article's text links to, as `browse` opens an article's own.
    func browse(link: String) async throws {
        guard let url = ArticleAddress.web(link) else {
            throw CommandFailure("that link is not a web address a browser can open: \(TerminalText.quoted(link))")
        }
        try await openOrPrint(url)
    }

    /// Opens `url` in a browser on a terminal; prints it in a script, or when no browser opened.
    private func openOrPrint(_ url: URL) async throws {
        var opened = false
        if environment.console.isInteractive {
            opened = try await act("Opening \(TerminalText.quoted(url.absoluteString)) in a browser") { [urlOpener] in
                try await urlOpener.open(url)
            }
        }
        show(opened ? BrowseNotice.opened(url) : BrowseNotice.printed(url))
    }

    func accountDetailsChanged() {
        (screens.first as? HomeScreen)?.reloadWhenShown()
    }

    /// Refuses an id the service does not know before any screen exists, so a typo is an error line
    /// with a suggestion and the screen below stays. When the service cannot be asked, the source's
    /// screen is shown anyway: its load fails there, and `retry` can work once the service answers.
    private func checkSourceExists(_ id: String) async throws {
        let service = self.service
        let unknown: String?
        do {
            unknown = try await act("Looking up the source \(TerminalText.quoted(id))") {
                try await service.source(id: id) == nil ? await MainCommands.unknownSourceMessage(id, service: service) : nil
            }
        } catch let cancelled as PrepareCancelled {
            throw cancelled
        } catch {
            return
        }
        if let unknown { throw CommandFailure(unknown) }
    }
}
