import FlowKit
import NewsCatalog
import NewsModels
import NewsWeb

/// The feeds: a child of the main flow rooted at the feeds list. `subscribe` adds a feed, `open N`
/// shows a feed's articles (and an article or a source from there stays in this flow; any other
/// place is the main flow's), `fetch` fetches, and FlowKit's `done` (or `back` at the list) gives
/// the prompt back to the main flow with its screens as they were.
@MainActor
final class FeedsFlowController: FlowController, CommandResponder, Navigating, FeedsFlowPresenting, UnreadPresenting {
    /// The feeds flow's commands as values.
    enum Command: CommandSet {
        /// `subscribe URL [--name NAME...] [--full-text]`: the name is every word after `--name` up to
        /// the next flag; `--full-text` reads the new items' pages with each fetch.
        case subscribe(address: String, name: String?, readsPages: Bool)
        /// `fetch [--force]`: every feed; with `--force` those fetched in the last 15 minutes too.
        case fetch(force: Bool)
        /// `feeds [--tag TAG]`: back to the list, loaded again; only the feeds tagged TAG when given.
        case feeds(tag: String?)

        /// One case per command, in the order `help` lists them.
        enum Name: CaseIterable {
            case subscribe, fetch, feeds
        }

        static let address = ArgumentSpec("URL")
        static let name = FlagSpec("name", words: "NAME")
        static let fullText = FlagSpec(switch: "full-text")
        static let force = FlagSpec(switch: "force")
        static let tag = FlagSpec("tag", value: "TAG")

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .subscribe:
                CommandSpec(
                    "subscribe", arguments: [address], flags: [Self.name, fullText],
                    summary:
                        "a feed's address (feed:// and example.com/feed too), or a site's (its feed links, else /feed, /rss, /atom.xml… are tried); fetched at once; N picks a feed the site listed; --full-text reads its items' pages with each fetch",
                    example: "subscribe https://example.org/feed.xml --name Example News",
                    worksOn: "in your feeds ('feeds', then 'subscribe URL')")
            case .fetch:
                CommandSpec(
                    "fetch", flags: [force], summary: "fetch every feed now, even those just fetched with --force")
            case .feeds:
                CommandSpec(
                    "feeds", flags: [tag], summary: "back to the list of feeds, counted again (--tag: only those tagged TAG)",
                    example: "feeds --tag news")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .subscribe:
                let address = try parsed.required(Self.address)
                guard address.count <= 2000 else { throw CommandFailure("a feed's address is at most 2,000 characters long") }
                let given = try parsed[Self.name].map { words throws(CommandFailure) in
                    try GivenName.parse(words, limit: 200, refusal: "--name takes a name of 1 to 200 characters")
                }
                self = .subscribe(address: address, name: given, readsPages: parsed[Self.fullText] != nil)
            case .fetch: self = .fetch(force: parsed[Self.force] != nil)
            case .feeds: self = .feeds(tag: try FeedsScreen.tag(from: parsed[Self.tag]))
            }
        }
    }

    /// Builds the screen of each place this flow goes to.
    private let destinations: DestinationScreens
    private let library: any FeedLibrary
    private let account: String
    private let marking: ArticleMarking
    /// The name the prompt starts with: `user@service`.
    private let promptStem: String
    /// The tag the list is narrowed to (`feeds --tag TAG`), nil for every feed.
    private var tag: String?
    /// The feeds the last page given to `subscribe` linked to, for `subscribe N`.
    private var choices: [FeedLinkFinder.Link] = []

    init(
        environment: FlowEnvironment, destinations: DestinationScreens, library: any FeedLibrary, account: String, marking: ArticleMarking,
        promptStem: String, tag: String? = nil
    ) {
        self.tag = tag
        self.destinations = destinations
        self.library = library
        self.account = account
        self.marking = marking
        self.promptStem = promptStem
        super.init(environment: environment)
    }

    let commandTitle = "Feeds"

    override var promptName: String {
        "\(promptStem):\(topScreen?.title ?? FeedsScreen.screenTitle)> "
    }

    override func start() async throws {
        environment.observer?.flowWillGo(to: Destination.feeds(tag: tag))
        try await setRoot(try destinations.screen(for: .feeds(tag: tag)))
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .subscribe(let address, let name, let readsPages):
            try await subscribe(address, name: name, readsPages: readsPages)
        case .fetch(let force):
            try await fetch(only: nil, force: force)
        case .feeds(let tag) where tag != self.tag:
            self.tag = tag
            try await start()
        case .feeds:
            try await showList()
        }
    }

    // MARK: - FeedsFlowPresenting

    /// Fetches every feed, or `feed` alone, showing each one's line; then the list, counted again.
    func fetch(only feed: FeedSubscription?, force: Bool, pastHolds: Bool = false) async throws {
        let library = library
        let only = feed.map { Set([$0.url]) }
        try await FetchProgressView(console: environment.console, presentation: destinations.presentation).run { progress in
            try await library.fetch(only: only, force: force, pastHolds: pastHolds, progress: progress)
        }
        if topScreen is FeedsScreen { try await reloadList() }
    }

    /// Marks `feed`'s articles read (every feed's unread ones when nil), up to
    /// ``ArticleListScreen/markAllLimit``, then shows the list counted again.
    func markRead(_ feed: FeedSubscription?) async throws {
        let marked = try await act("Marking \(feed.map { TerminalText.quoted($0.displayName) } ?? "every feed's articles") read") {
            [library, account, marking] in
            var articles: [Article] = []
            var number = 1
            // Nothing is marked until every page is read, so the unread pages do not shift meanwhile.
            while articles.count < ArticleListScreen.markAllLimit {
                let page =
                    if let feed {
                        try await library.articles(ofFeedAt: feed.url, page: number, pageSize: ListPageSize.most)
                    } else {
                        try await library.unread(account: account, page: number, pageSize: ListPageSize.most)
                    }
                articles += page.items
                guard page.hasNext, !page.items.isEmpty else { break }
                number += 1
            }
            try await marking.markRead(articles)
            return articles.count
        }
        show(FeedsNotice.markedRead(count: marked, feed: feed))
        try await reloadList()
    }

    func unsubscribe(_ feed: FeedSubscription) async throws {
        let unsubscribed = try await act("Unsubscribing from \(TerminalText.quoted(feed.displayName))") { [library] in
            try await library.unsubscribe(url: feed.url)
        }
        guard unsubscribed else { throw CommandFailure("that feed was unsubscribed already") }
        show(FeedsNotice.unsubscribed(feed))
        try await reloadList()
    }

    func forget(_ search: SavedSearch) async throws {
        let forgotten = try await act("Forgetting the search \(TerminalText.quoted(search.name))") { [library, account] in
            try await library.deleteSearch(search.name, account: account)
        }
        guard forgotten else {
            throw CommandFailure("that search was forgotten already")
        }
        show(FeedsNotice.forgotten(search))
        try await reloadList()
    }

    func rename(_ feed: FeedSubscription, to name: String) async throws {
        let renamed = try await act("Renaming \(TerminalText.quoted(feed.displayName))") { [library] in
            try await library.rename(url: feed.url, to: name)
        }
        guard renamed else { throw CommandFailure("that feed is no longer subscribed") }
        try await reloadList()
    }

    func readPages(of feed: FeedSubscription, _ on: Bool) async throws {
        let changed = try await act("Changing \(TerminalText.quoted(feed.displayName))") { [library] in
            try await library.setReadsPages(url: feed.url, on)
        }
        guard changed else { throw CommandFailure("that feed is no longer subscribed") }
        show(FeedsNotice.readsPages(feed, on))
        try await reloadList()
    }

    func rename(_ search: SavedSearch, to name: String) async throws {
        try await act("Renaming the search \(TerminalText.quoted(search.name))") { [library, account] in
            try await library.renameSearch(search.name, to: name, account: account)
        }
        try await reloadList()
    }

    // MARK: - Navigating: what a list in this flow leads to stays in this flow

    /// Goes to a feed's articles, a saved search's, an article, its page, its story or a source in this flow, the
    /// feeds list counting again when it is back on top (reading changes the counts); any other
    /// place is the main flow's, which ends this flow first.
    func go(to destination: Destination, replacing: Bool) async throws {
        switch destination {
        case .feed, .savedSearch, .article, .reader, .story, .source:
            environment.observer?.flowWillGo(to: destination)
            (screens.first as? FeedsScreen)?.reloadWhenShown()
            let screen = try destinations.screen(for: destination)
            try await (replacing ? replaceTop(with: screen) : push(screen))
        case .feeds(let tag):
            try await handle(.feeds(tag: tag))
        default:
            guard let parentFlow else { throw ResponderNotFound(wanted: "Navigating") }
            try await parentFlow.navigator.go(to: destination, replacing: replacing)
        }
    }

    /// The next unread article, shown in this flow: from the feeds list, the first unread
    /// article of the feeds, in the list's order.
    func showNextUnread(after article: Article?, on list: (any ArticleSequence)?, replacing: Bool) async throws {
        let finder = NextUnread(library: library, account: account, marking: marking, pageSize: destinations.articlesPerPage)
        guard let found = try await act(NextUnread.lookingLabel, { try await finder.find(after: article, on: list) }) else {
            throw CommandFailure(NextUnread.nothingLeft)
        }
        try await go(to: .article(found.article, list: found.list), replacing: replacing)
    }

    // MARK: - Helpers

    /// Subscribes, or lists the feeds a page links to for the person to choose from; a number picks
    /// one of the feeds the last page listed.
    private func subscribe(_ typed: String, name: String?, readsPages: Bool) async throws {
        let address: String
        switch SubscribeAddress(typed) {
        case .address(let given):
            address = given
        case .choice(let number):
            guard !choices.isEmpty else {
                throw CommandFailure(
                    "'subscribe N' picks one of the feeds a page links to; type 'subscribe URL' with the page's address first")
            }
            address = try ListSelection.item(number, in: choices, noun: "feed", purpose: "subscribe to").url
        }
        let outcome = try await act("Subscribing to \(TerminalText.quoted(address))") { [library] in
            try await library.subscribe(address, name: name, readsPages: readsPages)
        }
        switch outcome {
        case .choices(let links):
            choices = links
            show(FeedsNotice.choices(links, address: address))
        case .subscribed(let feed, let isNew, let added):
            choices = []
            show(isNew ? FeedsNotice.subscribed(feed, added: added) : FeedsNotice.alreadySubscribed(feed))
            try await showList()
        }
    }

    /// Goes back to the feeds list, counted again.
    private func showList() async throws {
        guard let list = screens.first as? FeedsScreen else { return }
        if topScreen === list {
            try await list.reload()
        } else {
            list.reloadWhenShown()
            try await popToRoot()
        }
    }

    /// Shows the feeds list again, loaded again, when it is on display; otherwise it loads when next shown.
    private func reloadList() async throws {
        guard let list = screens.first as? FeedsScreen else { return }
        if topScreen === list {
            try await list.reload()
        } else {
            list.reloadWhenShown()
        }
    }
}
