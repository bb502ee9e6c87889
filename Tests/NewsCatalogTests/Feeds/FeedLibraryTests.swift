import Foundation
import NewsAccounts
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Feed library: subscribing, unread, saved searches, fetches at once")
struct FeedLibraryTests {
    static let harbour = "https://harbour.example/feed.xml"
    static let valley = "https://valley.example/rss"
    static let account = "local:ines"

    let server = FakeFeedServer()
    let catalog: LocalCatalog
    let readingList: LocalReadingList
    let library: LocalFeedLibrary

    init() throws {
        let catalog = try LocalCatalog.inMemory()
        self.catalog = catalog
        readingList = try LocalAccountService.inMemory(hasher: .fastForTesting).readingList
        library = LocalFeedLibrary(catalog: { catalog }, readingList: readingList, transport: server, userAgent: "newsdesk-test")
        server.serve(
            Self.harbour,
            items: [
                ("Ferry timetable changes", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT"),
                ("Lighthouse repainted", "https://harbour.example/lighthouse", "Tue, 03 Nov 2026 08:00:00 GMT"),
            ])
        server.serve(
            Self.valley, items: [("Valley orchards flower early", "https://valley.example/orchards", "Wed, 04 Nov 2026 08:00:00 GMT")])
    }

    @Test("subscribing fetches at once; unread counts and the unread list leave out what was read, newest first")
    func unread() async throws {
        guard case .subscribed(let harbour, isNew: true, added: 2) = try await library.subscribe(Self.harbour, name: "Harbour") else {
            Issue.record("not subscribed")
            return
        }
        #expect(harbour.displayName == "Harbour")
        _ = try await library.subscribe(Self.valley, name: nil)
        var overview = try await library.overview(account: Self.account)
        #expect(overview.feeds.map(\.unread) == [2, 1])
        #expect(overview.feeds.map(\.subscription.displayName) == ["Harbour", "Feed le/rss"])
        let all = try await library.unread(account: Self.account, page: 1, pageSize: 20)
        #expect(all.items.map(\.title) == ["Valley orchards flower early", "Lighthouse repainted", "Ferry timetable changes"])
        try await readingList.markRead(["https://harbour.example/lighthouse", "https://valley.example/orchards"], account: Self.account)
        overview = try await library.overview(account: Self.account)
        #expect(overview.feeds.map(\.unread) == [1, 0])
        #expect(try await library.unread(account: Self.account, page: 1, pageSize: 20).items.map(\.title) == ["Ferry timetable changes"])
        #expect(try await library.unread(account: "local:other", page: 1, pageSize: 20).totalResults == 3, "read marks are per account")
        #expect(try await library.articles(ofFeedAt: Self.harbour, page: 1, pageSize: 20).items.count == 2)
    }

    @Test("a saved search counts matches added since it was last opened and not read; opening it sees them")
    func savedSearch() async throws {
        _ = try await library.subscribe(Self.harbour, name: nil)
        try await library.saveSearch(SearchQuery(query: "ferry OR harbour"), name: "ferries", account: Self.account)
        await #expect(throws: FeedLibraryError.searchNameTaken("ferries")) {
            try await library.saveSearch(SearchQuery(query: "boats"), name: "ferries", account: Self.account)
        }
        #expect(try await library.overview(account: Self.account).searches.map(\.unread) == [0], "what matched when saved is seen")
        server.serve(
            Self.harbour,
            items: [
                ("Night ferry returns", "https://harbour.example/night-ferry", "Thu, 05 Nov 2026 08:00:00 GMT"),
                ("Harbour ferry fares", "https://harbour.example/fares", "Thu, 05 Nov 2026 09:00:00 GMT"),
                ("Market day", "https://harbour.example/market", "Thu, 05 Nov 2026 10:00:00 GMT"),
            ])
        _ = try await library.fetch(only: nil, force: true) { _ in }
        var overview = try await library.overview(account: Self.account)
        #expect(overview.searches.map(\.unread) == [2])
        try await readingList.markRead(["https://harbour.example/fares"], account: Self.account)
        overview = try await library.overview(account: Self.account)
        #expect(overview.searches.map(\.unread) == [1])
        let search = try #require(overview.searches.first?.search)
        let page = try await library.openSearch(search, account: Self.account, page: 1, pageSize: 20)
        #expect(page.items.map(\.title) == ["Harbour ferry fares", "Night ferry returns", "Ferry timetable changes"])
        #expect(try await library.overview(account: Self.account).searches.map(\.unread) == [0])
        try await library.renameSearch("ferries", to: "boats", account: Self.account)
        #expect(try await library.deleteSearch("boats", account: Self.account))
        #expect(try await library.overview(account: Self.account).searches.isEmpty)
    }

    @Test("two fetches at once ask each feed once and lose no item")
    func concurrentFetches() async throws {
        _ = try await library.subscribe(Self.harbour, name: nil)
        _ = try await library.subscribe(Self.valley, name: nil)
        server.serve(Self.valley, items: [("Valley bridge opens", "https://valley.example/bridge", "Fri, 06 Nov 2026 08:00:00 GMT")])
        server.close()
        let library = self.library
        let first = Task { try await library.fetch(only: nil, force: true) { _ in } }
        while server.waitingCount < 2 { await Task.yield() }
        let secondDone = Mutex(false)
        let secondTask = Task {
            defer { secondDone.withLock { $0 = true } }
            return try await library.fetch(only: nil, force: true) { _ in }
        }
        // The second finishes without asking anything, or (were feeds not claimed) its requests
        // join the first's at the gate; either way the gate then opens, so the test never hangs.
        while !secondDone.withLock({ $0 }), server.waitingCount == 2 { await Task.yield() }
        server.open()
        let second = try await secondTask.value
        let firstReports = try await first.value
        #expect(second.map(\.result.outcome) == [.skipped(.claimed), .skipped(.claimed)])
        #expect(firstReports.map(\.stored.added) == [0, 1])
        #expect(server.requests(Self.harbour) == 2, "one for subscribing, one for the first fetch")
        #expect(server.requests(Self.valley) == 2)
        #expect(try await library.articles(ofFeedAt: Self.valley, page: 1, pageSize: 20).items.count == 2)
        let third = try await library.fetch(only: [Self.valley], force: true) { _ in }
        #expect(third.map(\.url) == [Self.valley], "claims end when a result is kept")
        #expect(server.requests(Self.valley) == 3)
    }

    @Test("a feed asked for by name with --force is fetched past its server's hold and a 410, and a 200 clears both")
    func forcedByName() async throws {
        _ = try await library.subscribe(Self.harbour, name: nil)
        _ = try await library.subscribe(Self.valley, name: nil)
        // Whole seconds, as the catalog keeps them.
        let until = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + 3600)
        let held = FeedFetchResult(
            outcome: .failed(.rateLimited(host: "harbour.example", until: until)), state: FeedFetchState(url: Self.harbour),
            hold: .init(host: "https://harbour.example", until: until))
        _ = try await catalog.store(held, forFeedAt: Self.harbour)
        _ = try await catalog.store(
            FeedFetchResult(outcome: .gone, state: FeedFetchState(url: Self.valley, isGone: true)), forFeedAt: Self.valley)

        let everything = try await library.fetch(only: nil, force: true) { _ in }
        #expect(everything.map(\.result.outcome) == [.skipped(.held(until: until)), .skipped(.gone)], "--force alone overrides neither")
        let notPastHolds = try await library.fetch(only: [Self.harbour, Self.valley], force: true) { _ in }
        #expect(notPastHolds.map(\.result.outcome) == [.skipped(.held(until: until)), .skipped(.gone)], "named, but without --force")
        let named = try await library.fetch(only: [Self.harbour, Self.valley], force: true, pastHolds: true) { _ in }
        #expect(named.allSatisfy { if case .fetched = $0.result.outcome { true } else { false } })
        #expect(try await catalog.hostHolds().isEmpty)
        #expect(try await catalog.subscriptions().map(\.isGone) == [false, false])
        #expect(server.requests(Self.harbour) == 2)
        #expect(server.requests(Self.valley) == 2)
    }

    @Test("claims outlast the slowest fetch there can be: ten minutes, more for a host with many feeds")
    func claimDuration() {
        let few = (0..<3).map { FeedFetchState(url: "https://h\($0).example/feed") }
        #expect(FeedUpdate.claimDuration(few) == 600)
        let crowded = (0..<41).map { FeedFetchState(url: "https://one.example/feed\($0)") }
        #expect(FeedUpdate.claimDuration(crowded) == 21 * 45, "41 feeds of one host in two lanes: 21 requests one after another")
    }

    @Test("an item's HTML becomes text for the article view; an article with none has no body")
    func articleText() async throws {
        let catalog = self.catalog
        _ = try await catalog.subscribe(SubscriptionEntry(url: Self.harbour))
        let item = FeedItem(
            guid: "g1", link: "https://harbour.example/story", title: "Story",
            contentHTML: "<h2>Tides</h2><p>See <a href=\"/t\">the table</a>.</p>")
        let document = FeedDocument(format: .rss, title: "Harbour", siteURL: nil, items: [item])
        _ = try await catalog.store(
            FeedFetchResult(outcome: .fetched(document), state: FeedFetchState(url: Self.harbour, fetchedAt: Date())),
            forFeedAt: Self.harbour)
        let stored = try #require(try await catalog.feedArticles(page: 1, pageSize: 20).items.first)
        let text = try #require(try await library.articleText(of: stored))
        #expect(text.blocks.first?.kind == .heading(level: 2))
        #expect(text.links == ["https://harbour.example/t"])
        let other = Article(source: stored.source, title: "None", url: "https://harbour.example/none", publishedAt: Date())
        #expect(try await library.articleText(of: other) == nil)
    }
}
