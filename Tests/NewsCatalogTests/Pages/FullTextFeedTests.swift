import Foundation
import NewsAccounts
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

/// Feeds that read in full: their new items' pages are read with each fetch and kept, politely;
/// other feeds' pages are never asked.
@Suite("Full-text feeds: new items' pages read with each fetch")
struct FullTextFeedTests {
    static let feed = "https://quay.example/feed.xml"
    static let plainFeed = "https://plain.example/feed.xml"

    static func page(_ words: String) -> String {
        """
        <html><head><title>\(words)</title></head><body><nav><a href="/">Home</a></nav><article>
        <p>The quay's new crane lifted its first container on Monday, and \(words) watched from the harbour wall all morning.</p>
        <p>The port says the crane will halve the time a ship waits to be unloaded, once its drivers finish their training.</p>
        </article></body></html>
        """
    }

    func library(_ server: FakeFeedServer, _ catalog: LocalCatalog) throws -> LocalFeedLibrary {
        let readingList = try LocalAccountService.inMemory(hasher: .fastForTesting).readingList
        return LocalFeedLibrary(catalog: { catalog }, readingList: readingList, transport: server, userAgent: "newsdesk-test")
    }

    @Test("subscribe --full-text reads its items' pages at once; a fetch reads only the new items' pages; a plain feed's never")
    func readsNewItems() async throws {
        let server = FakeFeedServer()
        let catalog = try LocalCatalog.inMemory()
        let library = try library(server, catalog)
        server.serve(Self.feed, items: [("Crane arrives", "https://quay.example/crane", "Mon, 23 Nov 2026 07:30:00 GMT")])
        server.serve("https://quay.example/crane", body: Self.page("dockers"), type: "text/html")
        server.serve(Self.plainFeed, items: [("Plain news", "https://plain.example/news", "Mon, 23 Nov 2026 07:30:00 GMT")])
        server.serve("https://plain.example/news", body: Self.page("nobody"), type: "text/html")

        _ = try await library.subscribe(Self.feed, name: nil, readsPages: true)
        _ = try await library.subscribe(Self.plainFeed, name: nil)
        #expect(server.requests("https://quay.example/crane") == 1)
        #expect(try await catalog.everything(SearchQuery(query: "dockers")).items.map(\.title) == ["Crane arrives"])
        #expect(try await catalog.subscriptions().map(\.readsPages) == [true, false])

        server.serve(
            Self.feed,
            items: [
                ("Crane arrives", "https://quay.example/crane", "Mon, 23 Nov 2026 07:30:00 GMT"),
                ("Crane lifts", "https://quay.example/lift", "Tue, 24 Nov 2026 07:30:00 GMT"),
            ])
        server.serve("https://quay.example/lift", body: Self.page("stevedores"), type: "text/html")
        server.serve(Self.plainFeed, items: [("More plain news", "https://plain.example/more", "Tue, 24 Nov 2026 07:30:00 GMT")])
        _ = try await library.fetch(only: nil, force: true) { _ in }
        #expect(server.requests("https://quay.example/lift") == 1)
        #expect(server.requests("https://quay.example/crane") == 1, "a page read once is not asked again")
        #expect(server.requests("https://plain.example/news") == 0 && server.requests("https://plain.example/more") == 0)
        #expect(try await catalog.everything(SearchQuery(query: "stevedores")).items.first?.hasFullText == true)

        #expect(try await library.setReadsPages(url: Self.feed, false))
        server.serve(Self.feed, items: [("Crane rests", "https://quay.example/rest", "Wed, 25 Nov 2026 07:30:00 GMT")])
        _ = try await library.fetch(only: nil, force: true) { _ in }
        #expect(server.requests("https://quay.example/rest") == 0, "off: no page is asked")
    }

    @Test("a server that asks to wait gets a hold and no more page requests; a page that fails costs only its text")
    func askedToWait() async throws {
        let server = FakeFeedServer()
        let catalog = try LocalCatalog.inMemory()
        let library = try library(server, catalog)
        server.serve(
            Self.feed,
            items: [
                ("One", "https://quay.example/1", "Mon, 23 Nov 2026 07:30:00 GMT"),
                ("Two", "https://quay.example/2", "Mon, 23 Nov 2026 08:30:00 GMT"),
                ("Three", "https://quay.example/3", "Mon, 23 Nov 2026 09:30:00 GMT"),
            ])
        server.serve("https://quay.example/1", body: "%PDF-1.4", type: "application/pdf")
        server.serve("https://quay.example/2", status: 429, headers: ["Retry-After": "600"])
        server.serve("https://quay.example/3", body: Self.page("gulls"), type: "text/html")

        _ = try await library.subscribe(Self.feed, name: nil, readsPages: true)

        #expect(server.requests("https://quay.example/1") == 1)
        #expect(server.requests("https://quay.example/2") == 1)
        #expect(server.requests("https://quay.example/3") == 0, "the origin asked to wait")
        #expect(try await catalog.hostHolds()["https://quay.example"] != nil)
        #expect(try await catalog.articleCount() == 3, "every item is kept, its page read or not")
    }
}
