import FlowKit
import Foundation
import NewsAccounts
import NewsCatalog
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// The feeds flow, the first nested flow: entered from the main flow, used, and left with the
/// main flow's screens as they were.
@MainActor
@Suite("The feeds flow")
struct FeedsFlowTests {
    static let harbour = "https://harbour.example/feed.xml"
    static let valley = "https://valley.example/rss"

    func harness() -> FlowHarness {
        let harness = FlowHarness.signedIn()
        harness.feedServer.serve(
            Self.harbour,
            items: [
                ("Ferry timetable changes", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT"),
                ("Lighthouse repainted", "https://harbour.example/lighthouse", "Tue, 03 Nov 2026 08:00:00 GMT"),
            ])
        harness.feedServer.serve(
            Self.valley, items: [("Valley orchards flower early", "https://valley.example/orchards", "Wed, 04 Nov 2026 08:00:00 GMT")])
        return harness
    }

    @Test("entered from main, subscribed, read and left: the exact screens, and main's stack as it was")
    func enterUseLeave() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("bookmarks"))
        #expect(await harness.run("feeds"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
        #expect(await harness.run("subscribe \(Self.harbour) --name Harbour"))
        #expect(await harness.run("subscribe \(Self.valley)"))
        #expect(await harness.run("open 1"))
        #expect(harness.app.prompt == "alice@fake:feed> ")
        #expect(await harness.run("2"), "a lone number opens the feed's second article, the older one")
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(harness.console.output.contains("Ferry timetable changes"))
        #expect(await harness.run("back"))
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
        #expect(await harness.run("done"))
        #expect(harness.app.prompt == "alice@fake:bookmarks> ")
        #expect(await harness.run("back"))
        #expect(
            harness.recorder.shown == ["home", "bookmarks", "feeds", "feed", "article", "feed", "feeds", "bookmarks", "home"])
        #expect(
            harness.recorder.steps.prefix(6) == [
                .screen("home"), .screen("bookmarks"), .screen("feeds"),
                .action("Subscribing to \(TerminalText.quoted(Self.harbour))"),
                .action("Subscribing to \(TerminalText.quoted(Self.valley))"),
                .screen("feed"),
            ], "subscribing is a step of the flow, not a screen")
        #expect(harness.console.output.contains("Subscribed to Harbour (\(Self.harbour)): 2 articles."))
        #expect(harness.console.output.contains("1. Harbour (1 unread)"), "the article read leaves one unread")
    }

    @Test("the places visited are values: a feed's article and source stay in the feeds flow, headlines are the main flow's")
    func destinationsVisited() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds --tag news"))
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("1"))
        #expect(await harness.run("next"))
        #expect(await harness.run("headlines business"))
        let feed = try #require(try await harness.feedCatalog.value().subscriptions().first)
        let visited = harness.recorder.destinations.compactMap { $0 as? Destination }
        #expect(visited.count == harness.recorder.destinations.count, "every destination is the app's")
        #expect(visited.count == 7)
        guard visited.count == 7, case .article(let first, let list?) = visited[4], case .article(let second, _) = visited[5] else {
            Issue.record("expected two articles of one list, then headlines: \(visited)")
            return
        }
        #expect(
            visited == [
                .home, .feeds(tag: "news"), .feeds(tag: nil), .feed(feed), .article(first, list: list), .article(second, list: list),
                .headlines(BrowsingCommand.Headlines(query: HeadlinesQuery(category: .business))),
            ])
        #expect(first.url != second.url)
        #expect(harness.app.prompt == "alice@fake:headlines> ", "the main flow's place ended the feeds flow")
        #expect(harness.recorder.shown == ["home", "feeds", "feeds", "feed", "article", "article", "headlines"])
    }

    @Test("'back' at the feeds list returns to browsing; main's commands still reach it through the chain")
    func backAtRootLeaves() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("whoami"))
        #expect(harness.app.prompt == "alice@fake:feeds> ", "a main command that does not navigate leaves the feeds flow")
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:home> ")
        #expect(harness.recorder.shown == ["home", "feeds", "home"])
    }

    @Test("'feeds' inside the flow goes back to the list, counted again")
    func feedsGoesToTheList() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("1"))
        #expect(await harness.run("feeds"))
        #expect(harness.app.prompt == "alice@fake:feeds> ")
        #expect(harness.recorder.shown == ["home", "feeds", "feed", "article", "feeds"])
        #expect(harness.console.output.contains("(1 unread)"))
    }

    @Test("unread lists every feed's unread items newest first; mark-read empties it; fetch brings new ones")
    func unreadAndMarkRead() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("subscribe \(Self.valley)"))
        #expect(await harness.run("done"))
        #expect(await harness.run("unread"))
        let listed = harness.console.output.components(separatedBy: "Unread").last ?? ""
        let order = ["Valley orchards", "Lighthouse", "Ferry"].map { listed.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? listed.endIndex) < ($1 ?? listed.endIndex) })
        #expect(await harness.run("mark-read"))
        #expect(harness.console.output.contains("Marked 3 articles read."))
        #expect(harness.console.output.hasSuffix("Nothing unread.\nType 'fetch' to fetch your feeds, or 'feeds' to subscribe to one.\n"))
        harness.feedServer.serve(
            Self.valley,
            items: [
                ("Valley orchards flower early", "https://valley.example/orchards", "Wed, 04 Nov 2026 08:00:00 GMT"),
                ("Valley bridge opens", "https://valley.example/bridge", "Fri, 06 Nov 2026 08:00:00 GMT"),
            ])
        #expect(await harness.run("fetch"), "the subscribing fetch was minutes ago, so the feeds are not due: nothing fails")
        #expect(harness.console.output.contains("Fetched 2 feeds: 0 new articles, 2 skipped."))
        #expect(await harness.run("feeds"))
        #expect(await harness.run("fetch 2"), "fetch N fetches that feed even when it is not due")
        #expect(harness.console.output.contains("Feed le/rss: 1 new article"))
        #expect(harness.console.output.contains("2. Feed le/rss (1 unread)"))
    }

    @Test("save keeps a search; the feeds list shows it with its new matches; rename and unsubscribe act on item N")
    func savedSearchAndEdits() async throws {
        let harness = harness()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("done"))
        #expect(await harness.run("search ferry"))
        #expect(await harness.run("save ferries"))
        #expect(harness.console.output.contains("Saved the search as 'ferries'"))
        #expect(!(await harness.run("save ferries")), "a name is kept once")
        #expect(await harness.run("feeds"))
        #expect(harness.console.output.contains("2. Search: ferries"))
        #expect(await harness.run("rename 1 The Harbour"))
        #expect(harness.console.output.contains("1. The Harbour (2 unread)"))
        #expect(await harness.run("unsubscribe 2"))
        #expect(harness.console.output.contains("Forgot the saved search ferries."))
        #expect(await harness.run("unsubscribe 1"))
        #expect(harness.console.output.contains("No feeds yet."))
        #expect(!(await harness.run("bookmarks 1")), "a misspelt command is refused, not run")
    }

    @Test("mark-read works on every list of articles: home's articles, a source's")
    func markReadOnHome() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        try await harness.app.start()
        #expect(await harness.run("mark-read"))
        #expect(harness.console.output.contains("Marked 3 articles read."))
        let marked = await harness.readingList.markReadLog
        #expect(marked.count == 1 && marked[0].count == 3)
    }

    @Test("'save' and 'mark-read' say where they work; a page linking several feeds lists them")
    func whereCommandsWork() async throws {
        let harness = harness()
        harness.feedServer.serve(
            "https://harbour.example/",
            body: """
                <html><head><link rel="alternate" type="application/rss+xml" title="News" href="/feed.xml">
                <link rel="alternate" type="application/atom+xml" title="Events" href="/events.atom"></head></html>
                """, type: "text/html")
        try await harness.app.start()
        #expect(!(await harness.run("save x")))
        #expect(harness.console.errors.contains("'save' is not available on this screen: it works on a search's results"))
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe https://harbour.example/"))
        #expect(harness.console.output.contains("https://harbour.example/ links to 2 feeds"))
        #expect(harness.console.output.contains("https://harbour.example/events.atom (application/atom+xml)"))
    }
}

/// Due feeds fetched while an interactive prompt waits, and what arrived said above the prompt.
@MainActor
@Suite("Fetching in the background")
struct BackgroundFetchTests {
    static let harbour = "https://harbour.example/feed.xml"

    func harness() async throws -> (FlowHarness, MainFlowController) {
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            interactive: true,
            backgroundFetch: BackgroundFetchSchedule(firstAfter: .zero, every: .seconds(3600)))
        harness.feedServer.serve(
            Self.harbour,
            items: [
                ("Ferry timetable changes", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT"),
                ("Lighthouse repainted", "https://harbour.example/lighthouse", "Tue, 03 Nov 2026 08:00:00 GMT"),
            ])
        _ = try await harness.feedCatalog.value().subscribe(SubscriptionEntry(url: Self.harbour))
        try await harness.app.start()
        let main = try #require(harness.app.activeFlow as? MainFlowController)
        return (harness, main)
    }

    @Test("while the prompt waits, due feeds are fetched and the prompt says what arrived")
    func announcesAtPrompt() async throws {
        let (harness, main) = try await harness()
        harness.console.clearOutput()
        harness.app.promptWillWait()
        await main.backgroundFetch?.finish()
        #expect(harness.console.output == "2 new articles in 1 feed; 'unread' lists them.\n")
        #expect(harness.feedServer.requests(Self.harbour) == 1)
    }

    @Test("a fetch that ends while a command runs is said at the next prompt, not in the command's output")
    func heldUntilNextPrompt() async throws {
        let (harness, main) = try await harness()
        harness.feedServer.close()
        harness.app.promptWillWait()
        while harness.feedServer.waitingCount == 0 { await Task.yield() }
        harness.app.promptAnswered()
        harness.console.clearOutput()
        harness.feedServer.open()
        await main.backgroundFetch?.finish()
        #expect(harness.console.output.isEmpty)
        harness.app.promptWillWait()
        #expect(harness.console.output == "2 new articles in 1 feed; 'unread' lists them.\n")
        harness.app.promptAnswered()
    }

    @Test("a script never fetches in the background")
    func notInScripts() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        let main = try #require(harness.app.activeFlow as? MainFlowController)
        #expect(main.backgroundFetch == nil)
    }
}

/// Feeds belong to the home, not to the service a session browses.
@MainActor
@Suite("Feeds in a NewsAPI session")
struct FeedsInNewsAPISessionTests {
    @Test("signed in to NewsAPI, the feeds flow and unread work as in a local session")
    func newsAPISession() async throws {
        let session = Session(username: "alice", kind: .newsapi, startedAt: Date(timeIntervalSince1970: 1_790_000_000))
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: session))
        harness.feedServer.serve(
            FeedsFlowTests.harbour, items: [("Ferry timetable changes", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT")])
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(FeedsFlowTests.harbour)"))
        #expect(await harness.run("done"))
        #expect(await harness.run("unread"))
        #expect(harness.console.output.contains("1. Ferry timetable changes"))
        #expect(harness.recorder.shown == ["home", "feeds", "home", "unread"])
    }
}
