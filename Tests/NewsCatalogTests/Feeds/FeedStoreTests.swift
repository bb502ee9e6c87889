import Foundation
import NewsModels
import NewsWeb
import Testing

@testable import NewsCatalog

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

    @Test("an import subscribes in one go: forms of a stored address are skipped, feeds of one host get ids -feed, -2, -3…")
    func subscribeAll() async throws {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.subscribe(SubscriptionEntry(url: Self.feedURL))
        let entries =
            [SubscriptionEntry(url: "HTTPS://Harbourside.example/feed.xml#top")]
            + (1...40).map { SubscriptionEntry(url: "https://harbourside.example/f\($0).xml") }
        #expect(try await catalog.subscribe(all: entries) == 40)
        let ids = try await catalog.subscriptions().map(\.sourceID)
        #expect(ids.count == 41)
        #expect(Set(ids).count == 41, "every feed a source of its own")
        #expect(
            Array(ids.prefix(4)) == ["harbourside-example", "harbourside-example-feed", "harbourside-example-2", "harbourside-example-3"])
        #expect(ids.last == "harbourside-example-40")
        #expect(try await catalog.subscribe(all: entries) == 0, "all of them are known now")
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

    @Test("a date that named only its day is kept as one; a time of 00:00 is a time; a day given a time later is updated")
    func dayOnlyDates() async throws {
        let catalog = try await subscribed()
        let midnight = Date(timeIntervalSince1970: 1_790_035_200)  // 2026-09-22 00:00 UTC
        var day = FeedItem(guid: "day", link: "https://harbourside.example/day", title: "Regatta day", published: midnight)
        day.publishedIsDayOnly = true
        let clock = FeedItem(guid: "clock", link: "https://harbourside.example/clock", title: "Midnight ferry", published: midnight)
        _ = try await catalog.store(Self.fetched([day, clock]), forFeedAt: Self.feedURL, now: Self.firstSeen)
        func dayOnly() async throws -> [String: Bool] {
            let items = try await catalog.feedArticles(ofFeedAt: Self.feedURL, page: 1, pageSize: 20).items
            return Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0.publishedIsDayOnly) })
        }
        #expect(try await dayOnly() == ["Regatta day": true, "Midnight ferry": false])
        day.publishedIsDayOnly = false
        let outcome = try await catalog.store(Self.fetched([day, clock]), forFeedAt: Self.feedURL, now: Self.firstSeen)
        #expect(outcome.updated == 1)
        #expect(try await dayOnly() == ["Regatta day": false, "Midnight ferry": false])
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

    @Test("an item whose address the catalog holds already is an article of its own, known by its feed and id")
    func knownAddress() async throws {
        let catalog = try await subscribed()
        let imported = Article(
            source: SourceReference(id: "wire", name: "Wire"), title: "Ferry", url: Self.ferry.link ?? "", publishedAt: Self.firstSeen)
        _ = try await catalog.insert([CatalogRecord(article: imported, category: .general)])
        #expect(try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL) == FeedStoreOutcome(added: 1))
        #expect(try await catalog.articleCount() == 2)
        #expect(try await catalog.subscriptions().first?.itemCount == 1)
        let item = try #require(try await catalog.feedArticles(page: 1, pageSize: 20).items.first)
        #expect(item.url == Self.ferry.link)
        #expect(item.id == Self.feedURL + "#guid:ferry-1", "the data set's article keeps the address as its identity")
        #expect(try await catalog.articleBody(of: item) == Self.ferry.contentHTML)
    }

    @Test("two items of one feed that link one page are two articles, and fetching them again updates neither")
    func sharedLink() async throws {
        let catalog = try await subscribed()
        let post = FeedItem(guid: "post-1", link: "http://mnml.af/", title: "Linked post", summaryHTML: "A linked post")
        let sponsor = FeedItem(guid: "sponsor-1", link: "http://mnml.af/", title: "Sponsor: mnml", summaryHTML: "Thanks to mnml")
        #expect(try await catalog.store(Self.fetched([post, sponsor]), forFeedAt: Self.feedURL) == FeedStoreOutcome(added: 2))
        for _ in 0..<2 {
            #expect(try await catalog.store(Self.fetched([post, sponsor]), forFeedAt: Self.feedURL) == FeedStoreOutcome())
        }
        let listed = try await catalog.feedArticles(ofFeedAt: Self.feedURL, page: 1, pageSize: 20).items
        #expect(Set(listed.map(\.title)) == ["Linked post", "Sponsor: mnml"])
        #expect(Set(listed.map(\.id)).count == 2)
        #expect(try await catalog.subscriptions().first?.itemCount == 2)
        let oneRead = try #require(listed.first)
        #expect(try await catalog.unreadCounts(excludingRead: [oneRead.id]) == [Self.feedURL: 1], "one read, the other not")
    }

    @Test("two feeds carrying one article each list their own, and their counts agree with their lists")
    func twoFeeds() async throws {
        let catalog = try await subscribed()
        let mirror = "https://mirror.example/feed.xml"
        _ = try await catalog.subscribe(SubscriptionEntry(url: mirror))
        _ = try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL)
        let copy = FeedFetchResult(outcome: .fetched(Self.document([Self.ferry])), state: FeedFetchState(url: mirror))
        #expect(try await catalog.store(copy, forFeedAt: mirror) == FeedStoreOutcome(added: 1))
        for url in [Self.feedURL, mirror] {
            #expect(try await catalog.feedArticles(ofFeedAt: url, page: 1, pageSize: 20).items.count == 1)
        }
        #expect(try await catalog.subscriptions().map(\.itemCount) == [1, 1])
        #expect(try await catalog.unreadCounts(excludingRead: []) == [Self.feedURL: 1, mirror: 1])
    }

    @Test("a read mark follows an item whose link changed under the same GUID")
    func readMarkFollows() async throws {
        let catalog = try await subscribed()
        _ = try await catalog.store(Self.fetched([Self.ferry]), forFeedAt: Self.feedURL)
        let read = try #require(try await catalog.feedArticles(page: 1, pageSize: 20).items.first).id
        var moved = Self.ferry
        moved.link = "https://harbourside.example/ferry?amp=1"
        #expect(try await catalog.store(Self.fetched([moved]), forFeedAt: Self.feedURL) == FeedStoreOutcome(updated: 1))
        let article = try #require(try await catalog.feedArticles(page: 1, pageSize: 20).items.first)
        #expect(article.url == moved.link)
        #expect(article.id == read)
        #expect(try await catalog.feedArticles(excludingRead: [read], page: 1, pageSize: 20).items.isEmpty)
        #expect(try await catalog.unreadCounts(excludingRead: [read]).isEmpty)
        #expect(try await catalog.store(Self.fetched([moved]), forFeedAt: Self.feedURL) == FeedStoreOutcome())
    }

    @Test("failures in a row are counted from the first, with the next try; an answer clears them")
    func failuresCounted() async throws {
        let catalog = try await subscribed()
        let failed = FeedFetchResult(outcome: .failed(.status(500)), state: FeedFetchState(url: Self.feedURL))
        _ = try await catalog.store(failed, forFeedAt: Self.feedURL, now: Self.firstSeen)
        _ = try await catalog.store(failed, forFeedAt: Self.feedURL, now: Self.firstSeen.addingTimeInterval(900))
        let feed = try #require(try await catalog.subscriptions().first)
        #expect(feed.failingSince == Self.firstSeen)
        #expect(feed.nextTry == Self.firstSeen.addingTimeInterval(900 + 1800))
        #expect(try await catalog.fetchStates().first?.failures == 2)
        let answered = FeedFetchResult(outcome: .notModified, state: FeedFetchState(url: Self.feedURL, fetchedAt: Self.firstSeen))
        _ = try await catalog.store(answered, forFeedAt: Self.feedURL, now: Self.firstSeen.addingTimeInterval(3600))
        let again = try #require(try await catalog.subscriptions().first)
        #expect(again.failingSince == nil && again.nextTry == nil)
        #expect(try await catalog.fetchStates().first?.failures == 0)
    }

    @Test("an item's enclosures are kept with its article and read back; sent again unchanged, nothing is updated")
    func enclosures() async throws {
        let catalog = try await subscribed()
        var episode = Self.ferry
        episode.enclosures = [Enclosure(url: "https://harbourside.example/ep1.mp3", type: "audio/mpeg", length: 24_100_000, duration: 1864)]
        #expect(try await catalog.store(Self.fetched([episode]), forFeedAt: Self.feedURL) == FeedStoreOutcome(added: 1))
        #expect(try await catalog.store(Self.fetched([episode]), forFeedAt: Self.feedURL) == FeedStoreOutcome())
        let article = try #require(try await catalog.feedArticles(page: 1, pageSize: 20).items.first)
        #expect(article.enclosures == episode.enclosures)
        episode.enclosures.append(Enclosure(url: "https://harbourside.example/ep1.mp4", type: "video/mp4"))
        #expect(try await catalog.store(Self.fetched([episode]), forFeedAt: Self.feedURL) == FeedStoreOutcome(updated: 1))
        #expect(try await catalog.feedArticles(page: 1, pageSize: 20).items.first?.enclosures.count == 2)
    }

    @Test("undated items keep the document's order, the first newest, and never rise above dated news")
    func undatedOrder() {
        let now = Self.firstSeen
        let noon = Date(timeIntervalSince1970: 1_790_000_000)
        func item(_ date: Date?) -> FeedItem { FeedItem(title: "t", published: date) }
        #expect(FeedItemWriter.undatedDates(for: [item(nil), item(nil)], now: now) == [now, now.addingTimeInterval(-1)])
        let mixed = FeedItemWriter.undatedDates(for: [item(nil), item(noon), item(nil), item(nil)], now: now)
        #expect(
            mixed == [
                noon.addingTimeInterval(1), noon, noon.addingTimeInterval(-1), noon.addingTimeInterval(-2),
            ])
        #expect(FeedItemWriter.undatedDates(for: [item(nil), item(now.addingTimeInterval(60))], now: now).first == now)
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
