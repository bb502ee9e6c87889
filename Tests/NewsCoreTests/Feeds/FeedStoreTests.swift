import Foundation
import Testing

@testable import NewsCore

@Suite("Feeds in the catalog")
struct FeedStoreTests {
    static let feedURL = "https://harbourside.example/feed.xml"
    static let firstSeen = Date(timeIntervalSince1970: 1_800_000_000)

    static func document(_ items: [FeedItem]) -> FeedDocument {
        FeedDocument(format: .rss, title: "Harbourside Gazette", siteURL: "https://harbourside.example/", items: items)
    }

    static func fetched(_ items: [FeedItem], etag: String? = "\"v1\"") -> FeedFetchResult {
        FeedFetchResult(
            outcome: .fetched(document(items)),
            state: FeedFetchState(url: feedURL, etag: etag, fetchedAt: firstSeen, refreshInterval: 1800)
        )
    }

    static let ferry = FeedItem(
        guid: "ferry-1", link: "https://harbourside.example/ferry", title: "Ferry timetable changes",
        summaryHTML: "<p>The last crossing leaves at six.</p>", contentHTML: "<p>The <b>last</b> crossing &amp; more.</p>",
        author: "Ines Quay", published: Date(timeIntervalSince1970: 1_790_000_000)
    )

    func subscribed() async throws -> LocalCatalog {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.subscribe(SubscriptionEntry(url: Self.feedURL, tags: ["local", "daily"]))
        return catalog
    }

    @Test("a subscription is a source named after its host; subscribing again changes nothing")
    func subscribe() async throws {
        let catalog = try LocalCatalog.inMemory()
        let first = try await catalog.subscribe(SubscriptionEntry(url: Self.feedURL, title: "Gazette", tags: ["local"]))
        #expect(first.isNew)
        #expect(first.subscription.sourceID == "harbourside-example")
        #expect(first.subscription.displayName == "Gazette")
        let again = try await catalog.subscribe(SubscriptionEntry(url: Self.feedURL, title: "Other"))
        #expect(!again.isNew)
        #expect(again.subscription.name == "Gazette")
        let second = try await catalog.subscribe(SubscriptionEntry(url: "https://www.harbourside.example/other.xml"))
        #expect(second.subscription.sourceID == "harbourside-example-feed", "a taken source id is not reused")
        #expect(try await catalog.source(id: "harbourside-example")?.name == "Gazette")
        #expect(try await catalog.rename(url: Self.feedURL, to: "  The   Gazette "))
        #expect(try await catalog.source(id: "harbourside-example")?.name == "The Gazette")
        #expect(try await catalog.subscriptions().map(\.url) == [Self.feedURL, "https://www.harbourside.example/other.xml"])
        #expect(try await catalog.unsubscribe(url: Self.feedURL))
        #expect(try await catalog.subscriptions().count == 1)
    }

    @Test("items become searchable articles of the feed's source, text only in the index, HTML kept")
    func items() async throws {
        let catalog = try await subscribed()
        let outcome = try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL, now: Self.firstSeen)
        #expect(outcome == FeedStoreOutcome(added: 1))
        let page = try await catalog.everything(SearchQuery(query: "crossing"))
        let article = try #require(page.items.first)
        #expect(article.title == "Ferry timetable changes")
        #expect(article.source == SourceReference(id: "harbourside-example", name: "Harbourside Gazette"))
        #expect(article.content == "The last crossing & more.")
        #expect(article.description == "The last crossing leaves at six.")
        #expect(try await catalog.everything(SearchQuery(query: "b")).totalResults == 0, "no markup in the index")
        let html = try await catalog.storage.read { db in try String.fetchOne(db, sql: "SELECT body_html FROM articles") }
        #expect(html == Self.ferry.contentHTML)
        let feed = try #require(try await catalog.subscriptions().first)
        #expect(feed.itemCount == 1)
        #expect(feed.title == "Harbourside Gazette")
        #expect(feed.fetchedAt == Self.firstSeen)
        #expect(try await catalog.fetchStates().first?.etag == "\"v1\"")
    }

    @Test("an item seen again is updated in place when it changed, left alone when not; a repeated GUID is one article")
    func updates() async throws {
        let catalog = try await subscribed()
        _ = try await catalog.store(Self.fetched([Self.ferry, Self.ferry]), forFeedAt: Self.feedURL, now: Self.firstSeen)
        #expect(try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL) == FeedStoreOutcome())
        var changed = Self.ferry
        changed.title = "Ferry timetable changes again"
        changed.link = "https://harbourside.example/ferry-v2"
        #expect(try await catalog.store(Self.fetched([changed]), forFeedAt: Self.feedURL) == FeedStoreOutcome(updated: 1))
        let page = try await catalog.everything(SearchQuery(query: "again"))
        #expect(page.items.map(\.url) == ["https://harbourside.example/ferry-v2"])
        #expect(try await catalog.articleCount() == 1)
    }

    @Test("an item without a date keeps the time it was first seen; one without a link gets an address of its own")
    func undated() async throws {
        let catalog = try await subscribed()
        let undated = FeedItem(title: "Notice", summaryHTML: "Road closed")
        _ = try await catalog.store(Self.fetched([undated]), forFeedAt: Self.feedURL, now: Self.firstSeen)
        _ = try await catalog.store(Self.fetched([undated]), forFeedAt: Self.feedURL, now: Self.firstSeen.addingTimeInterval(3600))
        let article = try #require(try await catalog.everything(SearchQuery(query: "notice")).items.first)
        #expect(article.publishedAt == Self.firstSeen)
        #expect(article.url.hasPrefix(Self.feedURL + "#hash:"))
    }

    @Test("an item whose address the catalog holds already is linked to that article, not added twice")
    func knownAddress() async throws {
        let catalog = try await subscribed()
        let imported = Article(
            source: SourceReference(id: "wire", name: "Wire"), title: "Ferry", url: Self.ferry.link ?? "", publishedAt: Self.firstSeen)
        _ = try await catalog.insert([CatalogRecord(article: imported, category: .general)])
        #expect(try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL) == FeedStoreOutcome())
        #expect(try await catalog.articleCount() == 1)
        #expect(try await catalog.subscriptions().first?.itemCount == 1)
    }

    @Test("failures, 410, 304, a move and a host's hold are kept")
    func states() async throws {
        let catalog = try await subscribed()
        let failed = FeedFetchResult(outcome: .failed(.status(500)), state: FeedFetchState(url: Self.feedURL))
        _ = try await catalog.store(failed, forFeedAt: Self.feedURL)
        #expect(try await catalog.subscriptions().first?.lastError == "the server answered 500 Internal Server Error")
        let notModified = FeedFetchResult(outcome: .notModified, state: FeedFetchState(url: Self.feedURL, fetchedAt: Self.firstSeen))
        _ = try await catalog.store(notModified, forFeedAt: Self.feedURL)
        #expect(try await catalog.subscriptions().first?.lastError == nil)

        let until = Self.firstSeen.addingTimeInterval(600)
        let limited = FeedFetchResult(
            outcome: .failed(.rateLimited(host: "harbourside.example", until: until)), state: FeedFetchState(url: Self.feedURL),
            hold: .init(host: "harbourside.example", until: until)
        )
        _ = try await catalog.store(limited, forFeedAt: Self.feedURL)
        #expect(try await catalog.hostHolds(now: Self.firstSeen) == ["harbourside.example": until])
        #expect(try await catalog.hostHolds(now: until.addingTimeInterval(1)).isEmpty)

        let moved = FeedFetchResult(outcome: .fetched(Self.document([])), state: FeedFetchState(url: "https://harbourside.example/new.xml"))
        _ = try await catalog.store(moved, forFeedAt: Self.feedURL)
        #expect(try await catalog.subscriptions().first?.url == "https://harbourside.example/new.xml")

        let gone = FeedFetchResult(outcome: .gone, state: FeedFetchState(url: "https://harbourside.example/new.xml", isGone: true))
        _ = try await catalog.store(gone, forFeedAt: "https://harbourside.example/new.xml")
        #expect(try await catalog.subscriptions().first?.isGone == true)
        #expect(try await catalog.fetchStates().first?.isGone == true)
    }
}
