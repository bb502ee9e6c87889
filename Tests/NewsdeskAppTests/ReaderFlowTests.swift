import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Reader mode at the prompt: `read` on an article and `read N` on a list open a screen of its own
/// through ContentPrepare; the page is read once and kept, `refresh` reads it again.
@MainActor
@Suite("Reader mode at the prompt: read, read N, back, refresh, bookmark, browse")
struct ReaderFlowTests {
    /// A page written for these tests: an article with a link, among navigation and a share bar.
    static func page(title: String, words: String) -> String {
        """
        <!doctype html><html><head><title>\(title) | The Fake Times</title>
        <meta property="og:site_name" content="The Fake Times"></head><body>
        <nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a></nav>
        <article><h1>\(title)</h1><p class="byline">By Ada Reporter</p>
        <p>The harbour authority said on Tuesday that the new breakwater, built over three winters, had held
        through the worst storm in a decade, and that \(words) were found along the outer wall.</p>
        <p>Engineers will publish a full survey next month, according to <a href="https://fake.example/survey">the
        authority's notice</a>, and fishing boats may use the inner basin again from Friday.</p>
        <p>Residents who lost moorings in the storm can claim compensation until the end of the year.</p>
        </article>
        <div class="share">Share this on Facebook Twitter Email</div>
        <footer>Copyright The Fake Times</footer></body></html>
        """
    }

    @Test("article → read → back shows the exact screens; a second read asks nothing, refresh asks again")
    func articleReadBack() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        harness.feedServer.serve(
            "https://fake.example/2", body: Self.page(title: "Breakwater holds", words: "barnacles"), type: "text/html")
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 2"))
        harness.console.clearOutput()
        #expect(await harness.run("read"))
        let output = harness.console.output
        #expect(output.contains("Breakwater holds\n"))
        #expect(output.contains("The Fake Times"))
        #expect(output.contains("barnacles were"))
        #expect(output.contains("notice[1]"))
        #expect(output.contains("[1] https://fake.example/survey"))
        #expect(!output.contains("Share this on Facebook"))
        #expect(!output.contains("World"))
        #expect(harness.app.prompt == "alice@fake:read> ")
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(harness.recorder.shown == ["home", "headlines", "article", "read", "article"])

        #expect(await harness.run("read"))
        #expect(harness.feedServer.requests("https://fake.example/2") == 1, "the kept page is read again, not fetched")
        harness.console.clearOutput()
        #expect(await harness.run("refresh"))
        #expect(harness.feedServer.requests("https://fake.example/2") == 2, "refresh reads the page anew")
        #expect(harness.console.output.contains("barnacles"))
    }

    @Test("read N on a list; bookmark and browse work on the page; read marks the article read")
    func readFromList() async throws {
        let readingList = FakeReadingList()
        let harness = FlowHarness.signedIn(
            news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)), readingList: readingList)
        harness.feedServer.serve("https://fake.example/3", body: Self.page(title: "Moorings claimed", words: "oysters"), type: "text/html")
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("read 3"))
        #expect(harness.console.output.contains("oysters were"))
        #expect(try await readingList.readArticleIDs(account: "alice") == ["https://fake.example/3"])
        #expect(await harness.run("bookmark"))
        #expect(try await readingList.bookmarks(account: "alice").map(\.article.url) == ["https://fake.example/3"])
        // A script never starts a browser: browse and link print the address.
        harness.console.clearOutput()
        #expect(await harness.run("browse"))
        #expect(harness.console.output == "https://fake.example/3\n")
        harness.console.clearOutput()
        #expect(await harness.run("link 1"))
        #expect(harness.console.output == "https://fake.example/survey\n")
        #expect(await harness.run("back"))
        #expect(harness.recorder.shown == ["home", "headlines", "read", "headlines"])
        #expect(await harness.run("read 9") == false)
        #expect(harness.console.errors.contains("9"))
    }

    @Test("a page that is no HTML fails naming what it is and suggesting browse; retry reads it again")
    func notHTMLThenRetry() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        harness.feedServer.serve("https://fake.example/1", body: "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", type: "application/pdf")
        try await harness.app.start()
        #expect(await harness.run("read 1") == false)
        #expect(harness.console.errors.contains("PDF"))
        #expect(harness.console.errors.contains("browse"))
        #expect(harness.console.output.contains("retry") || harness.console.errors.contains("retry"))
        harness.feedServer.serve("https://fake.example/1", body: Self.page(title: "Now a page", words: "mussels"), type: "text/html")
        harness.console.clearOutput()
        #expect(await harness.run("retry"))
        #expect(harness.console.output.contains("mussels were"))
    }

    @Test("Ctrl-C while the page loads cancels at once; the article's screen is back")
    func interruptWhileLoading() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        harness.feedServer.serve("https://fake.example/2", body: Self.page(title: "Slow page", words: "crabs"), type: "text/html")
        try await harness.app.start()
        #expect(await harness.run("open 2"))
        harness.feedServer.close()
        let reading = Task { await harness.run("read") }
        while harness.feedServer.waitingCount == 0 { await Task.yield() }
        harness.console.interrupt()
        #expect(await reading.value == false)
        #expect(harness.console.errors.contains("cancelled"))
        harness.feedServer.open()
    }

    @Test("subscribe --full-text reads the items' pages; full-text N off and on change it; the list says which")
    func fullTextFeeds() async throws {
        let harness = FlowHarness.signedIn()
        let feed = "https://quay.example/feed.xml"
        harness.feedServer.serve(feed, items: [("Crane arrives", "https://quay.example/crane", "Mon, 23 Nov 2026 07:30:00 GMT")])
        harness.feedServer.serve("https://quay.example/crane", body: Self.page(title: "Crane arrives", words: "dockers"), type: "text/html")
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(feed) --full-text"))
        #expect(harness.console.output.contains("1 article, read in"))
        #expect(harness.feedServer.requests("https://quay.example/crane") == 1)
        #expect(harness.console.output.contains("1. Feed ed.xml (1 unread) · full text\n"))
        harness.console.clearOutput()
        #expect(await harness.run("full-text 1 off"))
        #expect(harness.console.output.contains("no longer be read in full"))
        #expect(!harness.console.output.contains("full text"))
        harness.console.clearOutput()
        #expect(await harness.run("full-text 1 on"))
        #expect(harness.console.output.contains("will be read in full with each fetch"))
        #expect(await harness.run("full-text 1 maybe") == false)
        #expect(harness.console.errors.contains("'full-text N on'"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("read 1"))
        #expect(harness.feedServer.requests("https://quay.example/crane") == 1, "the page read with the fetch is the one shown")
        #expect(harness.console.output.contains("dockers were"))
    }
}
