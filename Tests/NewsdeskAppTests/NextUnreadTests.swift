import Foundation
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// `next-unread`, as newsboat's: the rest of the list, then the other feeds in the feeds list's order.
@MainActor
@Suite("next-unread")
struct NextUnreadTests {
    static let harbour = FeedsFlowTests.harbour
    static let valley = FeedsFlowTests.valley

    /// The feeds flow's two feeds (Harbour: Lighthouse, then Ferry; Valley: Orchards), subscribed, on the feeds list.
    func subscribed() async throws -> FlowHarness {
        let harness = FeedsFlowTests().harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour) --name Harbour"))
        #expect(await harness.run("subscribe \(Self.valley) --name Valley"))
        harness.console.clearOutput()
        return harness
    }

    @Test("on an article: the rest of its list, then the next feed's unread; with none left it says so and stays")
    func onAnArticle() async throws {
        let harness = try await subscribed()
        #expect(await harness.run("open 1"))
        #expect(await harness.run("1"))
        #expect(harness.console.output.contains("Lighthouse repainted\n===================="))
        harness.console.clearOutput()

        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Ferry timetable changes\n======================="), "the rest of its list first")
        harness.console.clearOutput()
        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Valley orchards flower early\n============================"), "then the next feed")
        harness.console.clearOutput()

        #expect(await harness.run("next-unread") == false)
        #expect(harness.console.errors == "error: no unread article is left here or in your feeds ('fetch' asks for new ones)\n")
        #expect(harness.console.output == "", "nothing else is shown")
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:feed> ", "each article took the place of the one before: one back returns to the list")
        #expect(harness.recorder.shown == ["home", "feeds", "feed", "article", "article", "article", "feed"])
        #expect(await harness.run("back"))
        #expect(harness.console.output.contains("1. Harbour\n"), "every article it opened was marked read")
        #expect(harness.console.output.contains("2. Valley\n"))
    }

    @Test("read articles are passed over; past the last feed it comes round to the first; next then steps through that feed")
    func skipsAndComesRound() async throws {
        let harness = try await subscribed()
        #expect(await harness.run("open 1"))
        #expect(await harness.run("2"))
        #expect(await harness.run("back"))
        #expect(await harness.run("back"))
        #expect(await harness.run("open 2"))
        #expect(await harness.run("1"))
        harness.console.clearOutput()

        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Lighthouse repainted\n===================="), "Valley is the last feed: Harbour is next")
        #expect(!harness.console.output.contains("Ferry"), "Ferry was read")
        harness.console.clearOutput()
        #expect(await harness.run("next"), "next steps through the feed the article was found in")
        #expect(harness.console.output.contains("Ferry timetable changes\n======================="))
        #expect(await harness.run("next-unread") == false)
        #expect(harness.console.errors == "error: no unread article is left here or in your feeds ('fetch' asks for new ones)\n")
    }

    @Test("on the feeds list it opens the first feed's newest unread article; on an article list the page's first unread one")
    func fromLists() async throws {
        let harness = try await subscribed()
        #expect(await harness.run("next-unread"))
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(harness.console.output.contains("Lighthouse repainted\n===================="))
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
        #expect(harness.console.output.contains("1. Harbour (1 unread)"), "the list is counted again")
        #expect(await harness.run("done"))
        #expect(await harness.run("unread"))
        harness.console.clearOutput()
        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Valley orchards flower early\n============================"), "the newest unread")
        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Ferry timetable changes\n======================="))
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:unread> ")
        #expect(
            harness.recorder.shown == ["home", "feeds", "article", "feeds", "home", "unread", "article", "article", "unread"])
        #expect(await harness.run("help next-unread"))
    }

    @Test("on a news service's list: the next unread headline; a page the plan refuses ends the list, asked once")
    func onHeadlines() async throws {
        let news = FakeNewsService(articles: FakeNewsService.sampleArticles(count: 45))
        await news.limitPages(to: 1, error: NewsAPIBrowsingFlowTests.limitReached)
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 2"))
        harness.console.clearOutput()
        #expect(await harness.run("next-unread"))
        #expect(harness.console.output.contains("Story 3\n=======\n"))
        #expect(await harness.run("back"))
        #expect(await harness.run("mark-read"))
        harness.console.clearOutput()

        #expect(await harness.run("next-unread") == false)
        #expect(await harness.run("next") == false)
        #expect(
            harness.console.errors == """
                error: no unread article is left here or in your feeds ('fetch' asks for new ones)
                error: this is the last page the news service lets you read

                """)
        #expect(await news.headlineQueries.map(\.page).filter { $0 == 2 }.count == 1, "page 2 is asked once, never again")
        #expect(harness.app.prompt == "alice@fake:headlines> ")
    }
}

/// `unread --tag TAG`: the unread articles of the feeds with a tag.
@MainActor
@Suite("unread --tag")
struct UnreadOfATagTests {
    @Test("unread --tag TAG lists the unread articles of the feeds tagged TAG (any case); an unknown tag names the known ones")
    func tagged() async throws {
        let harness = FeedsFlowTests().harness()
        harness.feedServer.serve(
            "https://wire.example/rss", items: [("Wire: tide tables", "https://wire.example/tides", "Thu, 05 Nov 2026 08:00:00 GMT")])
        let catalog = try await harness.feedCatalog.value()
        _ = try await catalog.subscribe(SubscriptionEntry(url: FeedsFlowTests.harbour, title: "Harbour", tags: ["News"]))
        _ = try await catalog.subscribe(SubscriptionEntry(url: FeedsFlowTests.valley, title: "Valley", tags: ["farming"]))
        _ = try await catalog.subscribe(SubscriptionEntry(url: "https://wire.example/rss", title: "Wire", tags: ["news"]))
        try await harness.app.start()
        #expect(await harness.run("fetch"))
        harness.console.clearOutput()

        #expect(await harness.run("unread --tag NEWS"))
        #expect(harness.console.output.contains("Unread: tagged NEWS (3 articles)"))
        let listed = ["Wire: tide tables", "Lighthouse repainted", "Ferry timetable changes"].map {
            harness.console.output.range(of: $0)?.lowerBound
        }
        #expect(listed.allSatisfy { $0 != nil } && listed == listed.sorted { ($0 ?? "".endIndex) < ($1 ?? "".endIndex) })
        #expect(!harness.console.output.contains("Valley"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("back"))
        #expect(harness.console.output.contains("Unread: tagged NEWS (3 articles)"), "the page as it was; a reload leaves the read one out")

        #expect(await harness.run("unread --tag sport") == false)
        #expect(await harness.run("unread --tag news --feed 1") == false)
        #expect(
            harness.console.errors == """
                error: no feed is tagged 'sport'; your tags are farming, News
                error: 'unread' takes --feed N or --tag TAG, not both

                """)
        #expect(harness.recorder.shown == ["home", "unread", "article", "unread"])
    }

    @Test("with no tags at all, unread --tag says where tags come from")
    func noTags() async throws {
        let harness = FeedsFlowTests().harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(FeedsFlowTests.harbour)"))
        #expect(await harness.run("done"))
        #expect(await harness.run("unread --tag news") == false)
        #expect(
            harness.console.errors
                == "error: no feed is tagged 'news': your feeds have no tags yet (folders of an imported OPML file become tags)\n")
    }
}

/// `subscribe URL --name WORDS...` and a page whose feed is at a usual path.
@MainActor
@Suite("subscribe: --name takes words; a page without feed links is probed")
struct SubscribeNameAndProbeTests {
    @Test("--name takes every word up to the next flag; a quoted name still works")
    func nameWords() async throws {
        let harness = FeedsFlowTests().harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(FeedsFlowTests.harbour) --name Hacker News"))
        #expect(harness.console.output.contains("Subscribed to Hacker News (\(FeedsFlowTests.harbour)): 2 articles."))
        #expect(await harness.run("subscribe \(FeedsFlowTests.valley) --name \"Valley Times\""))
        #expect(harness.console.output.contains("Subscribed to Valley Times (\(FeedsFlowTests.valley)): 1 article."))
        #expect(harness.console.output.contains("1. Hacker News (2 unread)"))
        #expect(await harness.run("help subscribe"))
        #expect(harness.console.output.contains("subscribe URL [--name NAME...]"))
    }

    @Test("a page that links to no feed: its site's usual paths are tried; when none is a feed, one error line names them")
    func probed() async throws {
        let harness = FlowHarness.signedIn()
        let page = "<html><head><title>Blog</title></head><body>No links.</body></html>"
        harness.feedServer.serve("https://blog.example/", body: page, type: "text/html")
        harness.feedServer.serve(
            "https://blog.example/index.xml", items: [("Hugo post", "https://blog.example/post", "Mon, 02 Nov 2026 08:00:00 GMT")])
        harness.feedServer.serve("https://plain.example/", body: page, type: "text/html")
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe blog.example/"))
        #expect(harness.console.output.contains("Subscribed to Feed ex.xml (https://blog.example/index.xml): 1 article."))
        #expect(await harness.run("subscribe https://plain.example/") == false)
        #expect(
            harness.console.errors
                == "error: https://plain.example/ is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type), and https://plain.example has none at /feed, /rss, /atom.xml, /index.xml, /feed.xml\n"
        )
        #expect(harness.feedServer.requests("https://blog.example/") == 1)
        #expect(harness.feedServer.requests("https://plain.example/") == 1)
    }
}
