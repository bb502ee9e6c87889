import Foundation
import Logging
import NewsModels
import NewsWeb

/// The feeds of a home: subscriptions and items in the local catalog, read marks and saved
/// searches in the accounts file, fetched through an HTTP transport.
public struct LocalFeedLibrary: FeedLibrary {
    private let catalog: @Sendable () async throws -> LocalCatalog
    private let readingList: any ReadingList
    private let transport: any HTTPTransport
    private let userAgent: String
    private let logger: Logger

    /// Creates a library over the catalog `catalog` opens (on first use), the accounts'
    /// `readingList`, fetching through `transport` as `userAgent` and logging each feed's decision
    /// to `logger`.
    public init(
        catalog: @escaping @Sendable () async throws -> LocalCatalog, readingList: any ReadingList, transport: any HTTPTransport,
        userAgent: String, logger: Logger = .off
    ) {
        self.catalog = catalog
        self.readingList = readingList
        self.transport = transport
        self.userAgent = userAgent
        self.logger = logger
    }

    /// Every subscription with its unread count, and the saved searches with their new matches.
    public func overview(account: String) async throws -> FeedOverview {
        let catalog = try await catalog()
        let read = try await readingList.readArticleIDs(account: account)
        let unread = try await catalog.unreadCounts(excludingRead: read)
        let feeds = try await catalog.subscriptions().map { FeedOverview.Feed(subscription: $0, unread: unread[$0.url] ?? 0) }
        var searches: [FeedOverview.Search] = []
        for search in try await readingList.savedSearches(account: account) {
            // A search that no longer parses (the rules changed) shows no count, never an error for the whole list.
            let count = (try? await catalog.newMatches(of: search.query, addedAfter: search.seenThrough, excludingRead: read)) ?? 0
            searches.append(FeedOverview.Search(search: search, unread: count))
        }
        return FeedOverview(feeds: feeds, searches: searches)
    }

    /// Subscribes to what `address` names and fetches it at once.
    public func subscribe(_ address: String, name: String?, readsPages: Bool) async throws -> FeedSubscribeOutcome {
        let discovery = FeedDiscovery(transport: transport, userAgent: userAgent)
        let catalog = try await catalog()
        let found = try await discovery.discover(address, holds: try await catalog.hostHolds()) { hold in
            try await catalog.keepHold(hold)
        }
        switch found {
        case .failure(let failure):
            throw FeedLibraryError.noFeed(failure.message)
        case .success(.choices(let links)):
            return .choices(links)
        case .success(.feed(let url, let document, let state)):
            let (subscription, isNew) = try await catalog.subscribe(SubscriptionEntry(url: url, title: name, siteURL: document.siteURL))
            guard isNew else { return .subscribed(subscription, isNew: false, added: 0) }
            let before = try await catalog.latestArticleID()
            if readsPages { _ = try await catalog.setReadsPages(url: subscription.url, true) }
            // Stored under its canonical form, which may differ from the address discovery found.
            let stored = try await catalog.store(FeedFetchResult(outcome: .fetched(document), state: state), forFeedAt: subscription.url)
            if readsPages { _ = try await pageReading(catalog).run(addedAfter: before) }
            let fetched = try await catalog.subscriptions().first { $0.url == subscription.url } ?? subscription
            return .subscribed(fetched, isNew: true, added: stored.added)
        }
    }

    /// Has the feed's new items read in full with each fetch, or no longer.
    public func setReadsPages(url: String, _ on: Bool) async throws -> Bool {
        try await catalog().setReadsPages(url: url, on)
    }

    /// Reads the pages of full-text feeds' new items into `catalog`, asking as feeds are asked.
    private func pageReading(_ catalog: LocalCatalog) -> FeedPageReading {
        FeedPageReading(catalog: catalog, fetcher: PageFetcher(transport: transport, userAgent: userAgent), logger: logger)
    }

    /// Forgets the subscription at `url`.
    public func unsubscribe(url: String) async throws -> Bool {
        try await catalog().unsubscribe(url: url)
    }

    /// Names the subscription at `url`.
    public func rename(url: String, to name: String) async throws -> Bool {
        try await catalog().rename(url: url, to: name)
    }

    /// Fetches the feeds through a ``FeedUpdate``.
    public func fetch(
        only urls: Set<String>?, force: Bool, pastHolds: Bool, progress: @escaping @Sendable (FeedFetchProgress) async -> Void
    ) async throws -> [FeedFetchReport] {
        let catalog = try await catalog()
        let before = try await catalog.latestArticleID()
        let update = try await FeedUpdate(
            catalog: catalog, fetcher: FeedFetcher(transport: transport, userAgent: userAgent), only: urls, logger: logger)
        let total = update.feeds.count
        let reports = try await update.run(force: force, pastHolds: pastHolds) { index, report in
            await progress(FeedFetchProgress(report: report, index: index, total: total))
        }
        // Then the pages of what full-text feeds brought; Ctrl-C stops them as it stops the fetch,
        // keeping every page read so far.
        let pages = try await pageReading(catalog).run(addedAfter: before)
        if pages > 0 { logger.info("read \(pages) pages of full-text feeds' new items") }
        return reports
    }

    /// Items of every feed the account has not read, newest first.
    public func unread(account: String, page: Int, pageSize: Int) async throws -> Page<Article> {
        let read = try await readingList.readArticleIDs(account: account)
        return try await catalog().feedArticles(excludingRead: read, page: page, pageSize: pageSize)
    }

    /// Items of the feed at `url` the account has not read, newest first.
    public func unread(account: String, ofFeedAt url: String, page: Int, pageSize: Int) async throws -> Page<Article> {
        let read = try await readingList.readArticleIDs(account: account)
        return try await catalog().feedArticles(ofFeedAt: url, excludingRead: read, page: page, pageSize: pageSize)
    }

    /// Items of the feeds at `urls` the account has not read, newest first.
    public func unread(account: String, ofFeedsAt urls: [String], page: Int, pageSize: Int) async throws -> Page<Article> {
        let read = try await readingList.readArticleIDs(account: account)
        return try await catalog().feedArticles(ofFeedsAt: urls, excludingRead: read, page: page, pageSize: pageSize)
    }

    /// The feed's items, newest first.
    public func articles(ofFeedAt url: String, page: Int, pageSize: Int) async throws -> Page<Article> {
        try await catalog().feedArticles(ofFeedAt: url, page: page, pageSize: pageSize)
    }

    /// Keeps the search, its matches until now seen.
    public func saveSearch(_ query: SearchQuery, name: String, account: String) async throws {
        let latest = try await catalog().latestArticleID()
        guard try await readingList.saveSearch(SavedSearch(name: name, query: query, seenThrough: latest), account: account) else {
            throw FeedLibraryError.searchNameTaken(name)
        }
    }

    /// A page of the search's matches; the first page moves its mark on to the newest article.
    public func openSearch(_ search: SavedSearch, account: String, page: Int, pageSize: Int) async throws -> Page<Article> {
        let catalog = try await catalog()
        if page == 1 {
            try await readingList.markSearchSeen(search.name, through: try await catalog.latestArticleID(), account: account)
        }
        var query = search.query
        query.page = page
        query.pageSize = pageSize
        return try await catalog.everything(query)
    }

    /// Renames the saved search.
    public func renameSearch(_ name: String, to newName: String, account: String) async throws {
        guard try await readingList.renameSearch(name, to: newName, account: account) else {
            throw FeedLibraryError.nameRefused("a saved search is called '\(newName)' already")
        }
    }

    /// Forgets the saved search.
    public func deleteSearch(_ name: String, account: String) async throws -> Bool {
        try await readingList.deleteSearch(name, account: account)
    }

    /// The text of the item's HTML, links resolved against the article's own address.
    public func articleText(of article: Article) async throws -> ArticleText? {
        guard let html = try await catalog().articleBody(of: article) else { return nil }
        let text = ArticleText(html: html, base: URL(string: article.url))
        return text.isEmpty ? nil : text
    }
}
