import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Reading at newsboat's pace on an article: `next` and `prev` through the list it came from,
/// `mark-unread`, and `link N`.
@MainActor
@Suite("On an article: next, prev, mark-unread, link N")
struct ArticleNavigationTests {
    static let harbour = "https://harbour.example/feed.xml"

    @Test("next and prev step through a list of pages, loading the next page once; back shows the article's page")
    func acrossPages() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 25)))
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 19"))
        harness.console.clearOutput()
        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("Story 20\n========"))
        harness.console.clearOutput()
        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("Story 21\n========"))
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(await harness.run("back"))
        #expect(harness.console.output.contains("21. Story 21"), "back shows the page the article is on")
        #expect(await harness.run("open 21"))
        harness.console.clearOutput()
        #expect(await harness.run("prev"))
        #expect(harness.console.output.contains("Story 20\n========"))
        #expect(await harness.run("back"))
        #expect(harness.console.output.contains("20. Story 20"))

        let pages = await harness.news.headlineQueries.map(\.page)
        #expect(pages == [1, 1, 1, 2], "home's two sections, page 1, then page 2 once")
        #expect(
            harness.recorder.shown == [
                "home", "headlines", "article", "article", "article", "headlines", "article", "article", "headlines",
            ])
        #expect(await harness.run("open 1"))
        #expect(await harness.run("prev") == false)
        #expect(await harness.run("page 2") == false)
        #expect(harness.console.errors.hasPrefix("error: this is the first article of the list\n"))
    }

    @Test("next past the last article says so; an article of home steps through home's articles")
    func edgesAndHome() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        try await harness.app.start()
        #expect(await harness.run("open 2"))
        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("Story 3\n=======\n"))
        #expect(await harness.run("next") == false)
        #expect(harness.console.errors == "error: this is the last article of the list\n")
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:home> ", "one back returns to the list, however many steps were taken")
    }

    @Test("mark-unread removes the read mark the opening made; the list shows it unread again")
    func markUnread() async throws {
        let readingList = FakeReadingList()
        let harness = FlowHarness.signedIn(
            news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)), readingList: readingList)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 2"))
        #expect(try await readingList.readArticleIDs(account: "alice") == ["https://fake.example/2"])
        #expect(await harness.run("mark-unread"))
        #expect(harness.console.output.contains("Marked unread: Story 2\n"))
        #expect(try await readingList.readArticleIDs(account: "alice") == [])
        #expect(await harness.run("mark-unread"))
        #expect(harness.console.output.contains("Not marked read, nothing to undo: Story 2\n"))
        harness.console.clearOutput()
        #expect(await harness.run("back"))
        #expect(!harness.console.output.contains("read"))
    }

    @Test("link N opens the text's [N] reference with the browse opener; a reference that is no web address is refused")
    func link() async throws {
        let opener = FakeURLOpener()
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            urlOpener: opener, interactive: true)
        harness.feedServer.serve(
            Self.harbour,
            body: """
                <rss version="2.0"><channel><title>Harbour</title><item><title>Ferry map</title>
                <link>https://harbour.example/ferry</link><pubDate>Mon, 02 Nov 2026 08:00:00 GMT</pubDate>
                <description><![CDATA[<p>See the <a href="https://harbour.example/map">map</a> and
                <a href="mailto:desk@harbour.example">write</a>.</p>]]></description></item></channel></rss>
                """,
            type: "application/rss+xml")
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour)"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("open 1"))
        #expect(harness.console.output.contains("[1]"))
        #expect(await harness.run("link 1"))
        #expect(await opener.opened == ["https://harbour.example/map"])
        #expect(harness.console.output.contains("Opened https://harbour.example/map\n"))
        #expect(await harness.run("link 2") == false)
        #expect(await harness.run("link 3") == false)
        #expect(await harness.run("link x") == false)
        #expect(
            harness.console.errors.replacingOccurrences(of: ":\n  mailto", with: ": mailto") == """
                error: that link is not a web address a browser can open: mailto:desk@harbour.example
                error: no reference 3 here: choose 1 to 2
                error: 'x' is not a number; type the number of a [N] reference, e.g. 'link 1'

                """)
        #expect(await opener.opened.count == 1)
    }

    @Test("an article with no references says so")
    func linkWithoutReferences() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        try await harness.app.start()
        #expect(await harness.run("open 1"))
        #expect(await harness.run("link 1") == false)
        #expect(harness.console.errors == "error: this article's text has no [N] references to open; 'browse' opens the article\n")
    }
}
