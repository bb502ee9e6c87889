import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// `mark-read N` and `mark-read --all` on the feeds list, as newsboat marks a feed read.
@MainActor
@Suite("mark-read on the feeds list")
struct FeedsMarkReadTests {
    static let harbour = FeedsFlowTests.harbour
    static let valley = FeedsFlowTests.valley

    /// The feeds flow's two served feeds, as its own tests have them.
    func harness() -> FlowHarness {
        FeedsFlowTests().harness()
    }

    @Test("mark-read N marks feed N's articles read and counts the list again; --all marks every feed's")
    func markFeedsRead() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour) --name Harbour"))
        #expect(await harness.run("subscribe \(Self.valley) --name Valley"))
        harness.console.clearOutput()

        #expect(await harness.run("mark-read 1"))
        #expect(harness.console.output.contains("Marked 2 articles of Harbour read.\n"))
        #expect(harness.console.output.contains("1 unread"))
        #expect(harness.console.output.contains("1. Harbour\n"), "no unread count left on Harbour")
        #expect(harness.console.output.contains("2. Valley (1 unread)"))
        harness.console.clearOutput()

        #expect(await harness.run("mark-read --all"))
        #expect(harness.console.output.contains("Marked 1 article read.\n"))
        #expect(harness.console.output.contains("2. Valley\n"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
    }

    @Test("mark-read on the feeds list needs N or --all, not both, and a feed, not a saved search")
    func mistakes() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("done"))
        #expect(await harness.run("search ferry"))
        #expect(await harness.run("save ferries"))
        #expect(await harness.run("feeds"))
        #expect(await harness.run("mark-read") == false)
        #expect(await harness.run("mark-read 1 --all") == false)
        #expect(await harness.run("mark-read 3") == false)
        #expect(await harness.run("mark-read 2") == false)
        #expect(
            harness.console.errors == """
                error: type 'mark-read N' for feed N's articles, or 'mark-read --all' for every feed's
                error: 'mark-read' takes a feed's number or --all, not both
                error: no feed 3 here: choose 1 to 2
                error: item 2 is a saved search; 'open 2', then 'mark-read --all', marks its matches read

                """)
        #expect(await harness.run("help mark-read"))
    }
}

/// `feeds --tag TAG`: the feeds list narrowed to one tag.
@MainActor
@Suite("feeds --tag")
struct FeedsTagTests {
    @Test("feeds --tag TAG lists only the feeds tagged TAG (any case), numbered from 1; feeds alone lists them all again")
    func tagged() async throws {
        let harness = FlowHarness.signedIn()
        let catalog = try await harness.feedCatalog.value()
        _ = try await catalog.subscribe(SubscriptionEntry(url: "https://harbour.example/feed.xml", title: "Harbour", tags: ["News"]))
        _ = try await catalog.subscribe(SubscriptionEntry(url: "https://valley.example/rss", title: "Valley", tags: ["farming"]))
        _ = try await catalog.subscribe(SubscriptionEntry(url: "https://wire.example/rss", title: "Wire", tags: ["news", "farming"]))
        try await harness.app.start()

        #expect(await harness.run("feeds --tag news"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
        #expect(harness.console.output.contains("Feeds tagged news (2 feeds, 0 unread)"))
        #expect(harness.console.output.contains("1. Harbour\n"))
        #expect(harness.console.output.contains("2. Wire\n"))
        #expect(!harness.console.output.contains("Valley"))
        #expect(await harness.run("open 2"))
        #expect(harness.console.output.contains("Wire"))
        #expect(await harness.run("back"))
        harness.console.clearOutput()
        #expect(await harness.run("feeds --tag sport"))
        #expect(harness.console.output.contains("No feed is tagged sport. Type 'feeds' for every feed."))
        #expect(await harness.run("feeds"))
        #expect(harness.console.output.contains("Feeds (3 feeds, 0 unread)"))
        #expect(harness.console.output.contains("2. Valley\n"))
        #expect(await harness.run("feeds --tag") == false)
    }
}

/// `subscribe N`, `subscribe feed://…` and `subscribe example.com/feed`.
@MainActor
@Suite("subscribe: a choice, feed: and an address without its scheme")
struct SubscribeFormsTests {
    @Test("subscribe N picks a feed the page listed; without a list it says what N means")
    func choice() async throws {
        let harness = FlowHarness.signedIn()
        harness.feedServer.serve(
            "https://harbour.example/",
            body: """
                <html><head><link rel="alternate" type="application/rss+xml" title="News" href="/feed.xml">
                <link rel="alternate" type="application/atom+xml" title="Events" href="/events.atom"></head></html>
                """, type: "text/html")
        harness.feedServer.serve(
            "https://harbour.example/feed.xml", items: [("Ferry", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT")])
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe 1") == false)
        #expect(await harness.run("subscribe harbour.example/"))
        #expect(harness.console.output.contains("https://harbour.example/ links to 2 feeds"))
        #expect(await harness.run("subscribe 3") == false)
        #expect(await harness.run("subscribe 1 --name Harbour"))
        #expect(harness.console.output.contains("Subscribed to Harbour (https://harbour.example/feed.xml): 1 article."))
        #expect(
            harness.console.errors == """
                error: 'subscribe N' picks one of the feeds a page links to; type 'subscribe URL' with the page's address first
                error: no feed 3 here: choose 1 to 2

                """)
    }

    @Test("feed:// is http, feed:https:// is the address after feed:, a host without a scheme is https")
    func addressForms() throws {
        #expect(SubscribeAddress("feed://valley.example/rss") == .address("http://valley.example/rss"))
        #expect(SubscribeAddress("FEED:https://valley.example/rss") == .address("https://valley.example/rss"))
        #expect(SubscribeAddress("example.com/feed") == .address("https://example.com/feed"))
        #expect(SubscribeAddress("example.com:8080/feed") == .address("https://example.com:8080/feed"))
        #expect(SubscribeAddress("http://example.com/feed") == .address("http://example.com/feed"))
        #expect(SubscribeAddress("localhost/feed") == .address("localhost/feed"), "no dot: not taken for a host")
        #expect(SubscribeAddress("javascript:alert(1)") == .address("javascript:alert(1)"), "left for the fetcher to refuse")
        #expect(SubscribeAddress("2") == .choice(try #require(ItemNumber("2"))))
    }

    @Test("subscribe feed://… fetches the http address")
    func feedScheme() async throws {
        let harness = FlowHarness.signedIn()
        harness.feedServer.serve(
            "http://valley.example/rss", items: [("Orchards", "http://valley.example/orchards", "Wed, 04 Nov 2026 08:00:00 GMT")])
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe feed://valley.example/rss"))
        #expect(harness.console.output.contains("(http://valley.example/rss): 1 article."))
    }
}

/// `unread --feed N`: the unread articles of one feed.
@MainActor
@Suite("unread --feed")
struct UnreadOfOneFeedTests {
    @Test("unread --feed N lists feed N's unread articles only; a number no feed has names the range")
    func oneFeed() async throws {
        let harness = FlowHarness.signedIn()
        harness.feedServer.serve(
            "https://harbour.example/feed.xml",
            items: [
                ("Ferry timetable changes", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT"),
                ("Lighthouse repainted", "https://harbour.example/lighthouse", "Tue, 03 Nov 2026 08:00:00 GMT"),
            ])
        harness.feedServer.serve(
            "https://valley.example/rss",
            items: [("Valley orchards flower early", "https://valley.example/orchards", "Wed, 04 Nov 2026 08:00:00 GMT")])
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe https://harbour.example/feed.xml --name Harbour"))
        #expect(await harness.run("subscribe https://valley.example/rss --name Valley"))
        #expect(await harness.run("done"))
        harness.console.clearOutput()
        #expect(await harness.run("unread --feed 1"))
        #expect(harness.console.output.contains("Unread: Harbour (2 articles)"))
        #expect(harness.console.output.contains("Lighthouse repainted"))
        #expect(!harness.console.output.contains("Valley orchards"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("back"))
        #expect(await harness.run("unread --feed 3") == false)
        #expect(await harness.run("unread --feed x") == false)
        #expect(
            harness.console.errors == """
                error: no feed 3: 'feeds' lists them, 1 to 2
                error: 'x' is not a number; type 'unread --feed N' for feed N of 'feeds'

                """)
    }
}
