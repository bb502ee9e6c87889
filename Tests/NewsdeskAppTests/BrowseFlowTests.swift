import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("browse: an article's address in a browser")
struct BrowseFlowTests {
    static func harness(
        interactive: Bool, opener: FakeURLOpener = FakeURLOpener(), articles: [Article] = FakeNewsService.sampleArticles(count: 3)
    ) -> FlowHarness {
        FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: articles),
            urlOpener: opener,
            interactive: interactive
        )
    }

    @Test("on a terminal, browse N hands item N's address to the browser")
    func opensOnATerminal() async throws {
        let harness = Self.harness(interactive: true)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        let address = try #require(FakeNewsService.sampleArticles(count: 3).dropFirst().first?.url)

        #expect(await harness.run("browse 2"))

        #expect(await harness.urlOpener.opened == [address])
        #expect(harness.console.output.contains("Opened \(address)"))
        #expect(harness.recorder.shown.last == "headlines", "browsing moves to no other screen")
    }

    @Test("browse N works on every list of articles: home and a source's latest as well as headlines")
    func everyList() async throws {
        let articles = FakeNewsService.sampleArticles(count: 3)
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: articles, sources: [Source(id: "fake-source", name: "Fake Source")]),
            interactive: true
        )
        try await harness.app.start()

        #expect(await harness.run("browse 3"), "home")
        #expect(await harness.run("source fake-source"))
        #expect(await harness.run("browse 1"), "a source's latest articles")
        #expect(await harness.run("browse 4") == false)

        #expect(await harness.urlOpener.opened == [articles[2].url, articles[0].url])
        #expect(harness.console.errors == "error: no article 4 here: choose 1 to 3\n")
        #expect(harness.recorder.shown == ["home", "source"])
    }

    @Test("on the article screen, browse opens the article on screen")
    func opensFromTheArticle() async throws {
        let harness = Self.harness(interactive: true)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))

        #expect(await harness.run("browse"))
        #expect(await harness.urlOpener.opened == [FakeNewsService.sampleArticles(count: 3)[0].url])
    }

    @Test("a script never starts a browser: it prints the address")
    func scriptPrintsTheAddress() async throws {
        let harness = Self.harness(interactive: false)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("browse 1"))

        #expect(await harness.urlOpener.opened.isEmpty)
        #expect(harness.console.output == FakeNewsService.sampleArticles(count: 3)[0].url + "\n")
    }

    @Test("browse N marks the article read, as open N does: the list shows it read")
    func browseMarksRead() async throws {
        let readingList = FakeReadingList()
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)),
            readingList: readingList,
            interactive: true
        )
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("browse 2"))

        #expect(await readingList.openedLog == [FakeNewsService.sampleArticles(count: 3)[1].url])
        harness.console.clearOutput()
        #expect(await harness.run("refresh"))
        #expect(harness.console.output.contains("2. Story 2\n   Fake Source · 2026-09-21 12:13 · read\n"), "\(harness.console.output)")
    }

    @Test("with no browser to open it, the address is printed with what to set")
    func noBrowser() async throws {
        let harness = Self.harness(interactive: true, opener: FakeURLOpener(available: false))
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("browse 1"))
        #expect(harness.console.output.contains("No browser to open it with (set $BROWSER, or install xdg-open):"))
        #expect(harness.console.output.contains(FakeNewsService.sampleArticles(count: 3)[0].url))
    }

    @Test(
        "an address that is not plain http(s) is never handed to a browser",
        arguments: [
            "javascript:alert(1)", "file:///etc/passwd", "https://example.com/a\u{1B}[31mb", "https://",
        ])
    func hostileAddress(address: String) async throws {
        var article = FakeNewsService.sampleArticles(count: 1)[0]
        article.url = address
        let harness = Self.harness(interactive: true, articles: [article])
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("browse 1") == false)
        #expect(await harness.urlOpener.opened.isEmpty)
        #expect(harness.console.errors.contains("no web address a browser can open"))
    }

    @Test("browse N names the numbers on screen when N is not one of them")
    func wrongNumber() async throws {
        let harness = Self.harness(interactive: true)
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("browse 9") == false)
        #expect(harness.console.errors.contains("no article 9 here: choose 1 to 3"))
    }
}
