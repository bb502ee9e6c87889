import FlowKit
import NewsAccounts
import NewsCatalog
import NewsModels

/// Browsing: a stack of screens rooted at home; `open` pushes, `back` pops, `home` returns to the root.
@MainActor
final class MainFlowController: FlowController, CommandResponder, MainFlowPresenting, UnreadPresenting, SearchSaving,
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

    /// The service's source ids, for completing `source ID` and `--source ID`; fetched on the first Tab.
    let sourceIDs = SourceIDCache()

    /// How many bookmarks a page of the bookmarks list holds.

    init(
        environment: FlowEnvironment,
        session: Session,
        service: any NewsService,
        feeds: any FeedLibrary,
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
        self.marking = ArticleMarking(readingList: readingList, account: session.accountKey)
        super.init(environment: environment)
    }

    let commandTitle = "Browsing"

    /// The commands, with the source ids fetched so far offered to complete a source id.
    func spec(for name: Command.Name) -> CommandSpec {
        Command.spec(for: name, sourceIDs: sourceIDs.ids)
    }

    /// Fetches the source ids once, in the background, for completion.
    func prepareCompletion() {
        sourceIDs.fill(from: service)
    }

    override var promptName: String {
        "\(session.username)@\(service.serviceName):\(topScreen?.title ?? "home")> "
    }

    override func start() async throws {
        let loader = HomeFeedLoader(service: service, accounts: accounts, accountKey: session.accountKey, articlesPerSection: 5)
        try await setRoot(HomeScreen(console: environment.console, presentation: presentation, loader: loader, marking: marking))
    }

    func handle(_ command: Command) async throws {
        let console = environment.console
        switch command {
        case .home:
            try await popToRoot()
        case .back:
            try await pop()
        case .headlines(let headlines):
            try await showHeadlines(headlines)
        case .categories:
            try await push(CategoriesScreen(console: console, presentation: presentation))
        case .sources(let query):
            try await push(SourcesScreen(console: console, presentation: presentation, service: service, query: query))
        case .source(let id):
            try await checkSourceExists(id)
            try await showSource(id: id)
        case .search(let query):
            let screen = ArticleListScreen(
                title: "search",
                heading: "Search: \(query.query)",
                console: console,
                presentation: presentation,
                marking: marking,
                explainEmpty: { [service] in
                    await LanguageFallback(service: service).note(forSearch: query).map { [$0] }
                },
                savedQuery: query
            ) { [service, pageSize = articlesPerPage] page in
                var paged = query
                paged.page = page
                paged.pageSize = pageSize
                return try await service.everything(paged)
            }
            try await push(screen)
        case .bookmarks:
            try await showBookmarks()
        case .feeds(let tag):
            try await present(
                FeedsFlowController(
                    environment: environment, library: feeds, service: service, account: session.accountKey, presentation: presentation,
                    marking: marking, promptStem: "\(session.username)@\(service.serviceName)", tag: tag))
        case .fetch(let force):
            let feeds = self.feeds
            try await FetchProgressView(console: environment.console, presentation: presentation).run { progress in
                try await feeds.fetch(only: nil, force: force, progress: progress)
            }
        case .unread(let which):
            try await showUnread(which)
        case .account:
            try await push(AccountScreen(console: console, accounts: accounts, session: session))
        case .whoami:
            try await whoami()
        case .logout:
            if session.kind == .newsapi {
                try await keyring.forget()
            }
            try await accounts.signOut()
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

    func showArticle(_ article: Article, of list: (any ArticleSequence)?, replacing: Bool) async throws {
        let feeds = self.feeds
        let screen = ArticleScreen(article: article, list: list, console: environment.console, presentation: presentation, marking: marking)
        { article in
            // Only a feed's item has HTML to lay out; for any other article the look-up finds none.
            try? await feeds.articleText(of: article)
        }
        try await (replacing ? replaceTop(with: screen) : push(screen))
    }

    func showNextUnread(after article: Article?, on list: (any ArticleSequence)?, replacing: Bool) async throws {
        let finder = NextUnread(library: feeds, account: session.accountKey, marking: marking, pageSize: articlesPerPage)
        guard let found = try await finder.find(after: article, on: list) else { throw CommandFailure(NextUnread.nothingLeft) }
        try await showArticle(found.article, of: found.list, replacing: replacing)
    }

    /// Keeps a search as a saved search the feeds list shows with its new matches.
    func saveSearch(_ query: SearchQuery, as name: String) async throws {
        try await feeds.saveSearch(query, name: name, account: session.accountKey)
        show(FeedsNotice.saved(name: name))
    }

    /// Pushes the unread articles of every feed (or of feed N of the feeds list, numbered as `feeds`
    /// numbers it across its pages, or of the feeds with a tag), newest first; `mark-read` empties
    /// it a page at a time.
    private func showUnread(_ which: BrowsingCommand.Unread) async throws {
        let feeds = self.feeds
        let account = session.accountKey
        var only: [FeedSubscription]?
        var heading = "Unread"
        switch which {
        case .every:
            break
        case .feed(let number):
            let subscribed = try await feeds.overview(account: account).feeds.map(\.subscription)
            guard !subscribed.isEmpty else { throw CommandFailure("you have no feeds yet; 'feeds', then 'subscribe URL', adds one") }
            guard let value = number.value, value >= 1, value <= subscribed.count else {
                throw CommandFailure("no feed \(TerminalText.quoted(number.text)): 'feeds' lists them, 1 to \(subscribed.count)")
            }
            only = [subscribed[value - 1]]
            heading = "Unread: \(subscribed[value - 1].displayName)"
        case .tag(let tag):
            let subscribed = try await feeds.overview(account: account).feeds.map(\.subscription)
            let tagged = subscribed.filter { $0.tags.contains { $0.lowercased() == tag.lowercased() } }
            guard !tagged.isEmpty else { throw CommandFailure(MainCommands.unknownTagMessage(tag, among: subscribed)) }
            only = tagged
            heading = "Unread: tagged \(tag)"
        }
        let screen = ArticleListScreen(
            title: "unread",
            heading: heading,
            emptyText: ["Nothing unread.", "Type 'fetch' to fetch your feeds, or 'feeds' to subscribe to one."],
            console: environment.console,
            presentation: presentation,
            marking: marking,
            readMarksRemove: true
        ) { [pageSize = articlesPerPage, only] page in
            switch only {
            case nil: try await feeds.unread(account: account, page: page, pageSize: pageSize)
            case let one? where one.count == 1:
                try await feeds.unread(account: account, ofFeedAt: one[0].url, page: page, pageSize: pageSize)
            case let several?: try await feeds.unread(account: account, ofFeedsAt: several.map(\.url), page: page, pageSize: pageSize)
            }
        }
        try await push(screen)
    }

    /// Opens the article's address in a browser on a terminal; a script, or a terminal with no
    /// browser to open, gets the address printed, as a script's reader or a person can copy it.
    /// Either way the article counts as read, as `open` counts it.
    func browse(_ article: Article) async throws {
        guard let url = ArticleAddress.web(article.url) else {
            throw CommandFailure("this article has no web address a browser can open")
        }
        if environment.console.isInteractive, try await urlOpener.open(url) {
            show(BrowseNotice.opened(url))
        } else {
            show(BrowseNotice.printed(url))
        }
        do {
            try await marking.markOpened(article)
        } catch is CancellationError {
            throw CancellationError()
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
        if environment.console.isInteractive, try await urlOpener.open(url) {
            show(BrowseNotice.opened(url))
        } else {
            show(BrowseNotice.printed(url))
        }
    }

    /// How many articles a list's page holds: what fits the screen at a terminal, else 20. Read
    /// as a list is made, so its numbers stay put while it is shown.
    private var articlesPerPage: Int {
        ListPageSize.fitting(rows: environment.console.rows, linesPerItem: 2)
    }

    func accountDetailsChanged() {
        (screens.first as? HomeScreen)?.reloadWhenShown()
    }

    /// Refuses an id the service does not know before any screen exists, so a typo is an error line
    /// with a suggestion and the screen below stays. When the service cannot be asked, the source's
    /// screen is shown anyway: its load fails there, and `retry` can work once the service answers.
    private func checkSourceExists(_ id: String) async throws {
        let known: Source?
        do {
            known = try await service.source(id: id)
        } catch {
            return
        }
        if known == nil {
            throw CommandFailure(await MainCommands.unknownSourceMessage(id, service: service))
        }
    }

    func showSource(id: String) async throws {
        try await push(
            SourceDetailScreen(console: environment.console, presentation: presentation, service: service, sourceID: id, marking: marking))
    }

    func showHeadlines(in category: NewsCategory) async throws {
        try await showHeadlines(BrowsingCommand.Headlines(query: HeadlinesQuery(category: category)))
    }

    /// Pushes a headlines list; without sources or a country, the account's country applies.
    /// A country with nothing, where every country has news, says so and how to see it.
    private func showHeadlines(_ headlines: BrowsingCommand.Headlines) async throws {
        let accounts = self.accounts
        let accountKey = session.accountKey
        let service = self.service
        let heading = MainCommands.headlinesHeading(for: headlines)
        let resolved: @Sendable () async throws -> HeadlinesQuery = {
            var query = headlines.query
            if headlines.country == nil, query.sources.isEmpty {
                let saved = try await accounts.details(for: accountKey)?.country ?? AccountDetails.defaults.country
                query.country = CountryChoice(saved: saved).code
            }
            return query
        }
        let screen = ArticleListScreen(
            title: "headlines",
            heading: heading,
            console: environment.console,
            presentation: presentation,
            marking: marking,
            explainEmpty: {
                guard let query = try? await resolved(), let note = await CountryFallback(service: service).note(for: query) else {
                    return nil
                }
                return [note]
            }
        ) { [pageSize = articlesPerPage] page in
            var paged = try await resolved()
            paged.page = page
            paged.pageSize = pageSize
            return try await service.topHeadlines(paged)
        }
        try await push(screen)
    }

    /// Pushes the bookmarks, newest first, a page at a time.
    private func showBookmarks() async throws {
        let marking = self.marking
        let screen = ArticleListScreen(
            title: "bookmarks",
            heading: "Bookmarks",
            emptyText: ["No bookmarks yet.", "Type 'bookmark N' on a list of articles, or 'bookmark' on an article."],
            console: environment.console,
            presentation: presentation,
            marking: marking
        ) { [pageSize = articlesPerPage] page in
            Page(slicing: try await marking.bookmarkedArticles(), number: page, size: pageSize)
        }
        try await push(screen)
    }
}
