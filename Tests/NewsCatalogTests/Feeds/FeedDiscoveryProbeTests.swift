import Foundation
import NewsAccounts
import NewsWeb
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

/// `subscribe` given a page that links to no feed: the page is asked once, then the usual feed
/// paths of its site, one request each, in order, obeying holds.
@Suite("Feed discovery: the page asked once, the usual paths probed")
struct FeedDiscoveryProbeTests {
    static let site = "https://site.example"
    static let page = "<html><head><title>A blog</title></head><body><p>No feed links here.</p></body></html>"
    static let account = "local:ines"

    let server = FakeFeedServer()

    func discovery() -> FeedDiscovery {
        FeedDiscovery(transport: server, userAgent: "newsdesk-test")
    }

    func serveFeed(_ url: String) {
        server.serve(url, items: [("Ferry timetable changes", "https://site.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT")])
    }

    @Test("a page without feed links: the paths are asked in order until one is a feed; later ones are not asked")
    func findsTheFirst() async throws {
        server.serve(Self.site + "/blog/", body: Self.page, type: "text/html")
        server.serve(Self.site + "/feed", body: "<html><body>Not found, politely</body></html>", type: "text/html")
        serveFeed(Self.site + "/atom.xml")
        serveFeed(Self.site + "/feed.xml")
        let found = try await discovery().discover(Self.site + "/blog/").get()
        guard case .feed(let url, let document, _) = found else {
            Issue.record("no feed: \(found)")
            return
        }
        #expect(url == Self.site + "/atom.xml")
        #expect(document.items.count == 1)
        let counts = ["/blog/", "/feed", "/rss", "/atom.xml", "/index.xml", "/feed.xml"].map { server.requests(Self.site + $0) }
        #expect(counts == [1, 1, 1, 1, 0, 0], "the page once, each path up to the feed once, none after it")
    }

    @Test("nothing found: one line naming every path tried; the page's own path is not asked twice")
    func nothingFound() async throws {
        server.serve(Self.site + "/feed", body: Self.page, type: "text/html")
        let result = try await discovery().discover(Self.site + "/feed")
        let tried = ["/rss", "/atom.xml", "/index.xml", "/feed.xml"]
        #expect(result == .failure(.noFeeds(url: Self.site + "/feed", origin: Self.site, tried: tried)))
        if case .failure(let failure) = result {
            #expect(
                failure.message
                    == "https://site.example/feed is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type), and https://site.example has none at /rss, /atom.xml, /index.xml, /feed.xml"
            )
            #expect(!failure.message.contains("\n"))
        }
        #expect(server.requests(Self.site + "/feed") == 1, "the page given is the first path: asked once, as the page")
        #expect(tried.allSatisfy { server.requests(Self.site + $0) == 1 })
    }

    @Test("a probe answering 429 with Retry-After ends the probing, and its hold is handed on to be kept")
    func heldMidway() async throws {
        server.serve(Self.site + "/", body: Self.page, type: "text/html")
        server.serve(Self.site + "/rss", status: 429, headers: ["Retry-After": "120"])
        serveFeed(Self.site + "/index.xml")
        let kept = Mutex<[FeedFetchResult.HostHold]>([])
        let result = try await discovery().discover(Self.site + "/") { hold in kept.withLock { $0.append(hold) } }
        guard case .failure(.fetch(let url, .rateLimited)) = result else {
            Issue.record("not held: \(result)")
            return
        }
        #expect(url == Self.site + "/rss")
        #expect(kept.withLock { $0.map(\.host) } == [Self.site])
        #expect(server.requests(Self.site + "/atom.xml") == 0 && server.requests(Self.site + "/index.xml") == 0)
    }

    @Test("a site under a hold is not asked at all, neither the page nor a path")
    func heldBefore() async throws {
        server.serve(Self.site + "/", body: Self.page, type: "text/html")
        let result = try await discovery().discover(Self.site + "/", holds: [Self.site: Date().addingTimeInterval(600)])
        guard case .failure(.fetch(_, .rateLimited)) = result else {
            Issue.record("not held: \(result)")
            return
        }
        #expect(server.requests(Self.site + "/") == 0)
        #expect(FeedDiscovery.probePaths.allSatisfy { server.requests(Self.site + $0) == 0 })
    }

    @Test("subscribing to a page with one feed link asks the page once (it was asked twice), then the feed once")
    func pageAskedOnce() async throws {
        let catalog = try LocalCatalog.inMemory()
        let readingList = try LocalAccountService.inMemory(hasher: .fastForTesting).readingList
        let library = LocalFeedLibrary(catalog: { catalog }, readingList: readingList, transport: server, userAgent: "newsdesk-test")
        server.serve(
            Self.site + "/",
            body: "<html><head><link rel=\"alternate\" type=\"application/rss+xml\" href=\"/news.rss\"></head></html>", type: "text/html")
        serveFeed(Self.site + "/news.rss")
        guard case .subscribed(let feed, isNew: true, added: 1) = try await library.subscribe(Self.site + "/", name: nil) else {
            Issue.record("not subscribed")
            return
        }
        #expect(feed.url == Self.site + "/news.rss")
        #expect(server.requests(Self.site + "/") == 1)
        #expect(server.requests(Self.site + "/news.rss") == 1)
    }

    @Test("subscribing through the library probes with the catalog's holds, and keeps a hold a probe met")
    func libraryKeepsHolds() async throws {
        let catalog = try LocalCatalog.inMemory()
        let readingList = try LocalAccountService.inMemory(hasher: .fastForTesting).readingList
        let library = LocalFeedLibrary(catalog: { catalog }, readingList: readingList, transport: server, userAgent: "newsdesk-test")
        server.serve(Self.site + "/", body: Self.page, type: "text/html")
        server.serve(Self.site + "/feed", status: 503, headers: ["Retry-After": "3600"])
        await #expect(throws: FeedLibraryError.self) { try await library.subscribe(Self.site + "/", name: nil) }
        #expect(try await catalog.hostHolds()[Self.site] != nil)
        await #expect(throws: FeedLibraryError.self) { try await library.subscribe(Self.site + "/", name: nil) }
        #expect(server.requests(Self.site + "/") == 1, "the second try waits for the hold: nothing is asked")
        #expect(server.requests(Self.site + "/feed") == 1)
    }
}
