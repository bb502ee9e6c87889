import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Paging a list")
struct PagingTests {
    func harness(articles: Int) -> FlowHarness {
        FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: articles))
        )
    }

    @Test("next shows page 2 numbered from 21; prev shows page 1 again without loading it again")
    func nextAndPrev() async throws {
        let harness = harness(articles: 25)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(harness.console.output.contains("Top headlines: your country (page 1 of 2, 25 articles)"))
        harness.console.clearOutput()

        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("(page 2 of 2, 25 articles)"))
        #expect(harness.console.output.contains("21. Story 21\n"))
        #expect(await harness.run("open 25"))
        #expect(harness.console.output.contains("Story 25\n========"))
        #expect(await harness.run("back"))
        #expect(await harness.run("prev"))

        let pages = await harness.news.headlineQueries.map(\.page)
        #expect(pages == [1, 1, 1, 2], "home's two sections, then pages 1 and 2 once each")
        #expect(harness.recorder.shown == ["home", "headlines", "article", "headlines"])
    }

    @Test("next on the last page and prev on the first fail in plain words")
    func pageEdges() async throws {
        let harness = harness(articles: 3)
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("next") == false)
        #expect(await harness.run("prev") == false)
        #expect(harness.console.errors == "error: this is the last page\nerror: this is the first page\n")
    }

    @Test("open with a number that is not on the page names the range")
    func openOutOfRange() async throws {
        let harness = harness(articles: 3)
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("open 9") == false)
        #expect(harness.console.errors == "error: no article 9 here: choose 1 to 3\n")
    }
}

extension PagingTests {
    @Test("page N jumps to page N, next N and prev N move N pages, loading only the page shown")
    func jumps() async throws {
        let harness = harness(articles: 95)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("page 4"))
        #expect(harness.console.output.contains("(page 4 of 5, 95 articles)"))
        #expect(harness.console.output.contains("61. Story 61\n"))
        #expect(await harness.run("prev 3"))
        #expect(harness.console.output.hasSuffix("Type 'next' for more.\n"))
        #expect(await harness.run("next 4"))
        #expect(harness.console.output.contains("(page 5 of 5, 95 articles)"))

        let pages = await harness.news.headlineQueries.map(\.page)
        #expect(pages == [1, 1, 1, 4, 5], "home's sections, page 1, then only the pages shown")
    }

    @Test(
        "a page that does not exist is an error naming the pages there are, for any number typed",
        arguments: [
            ("page 0", "no page 0 here: choose 1 to 5"),
            ("page 6", "no page 6 here: choose 1 to 5"),
            ("page -9223372036854775808", "no page -9223372036854775808 here: choose 1 to 5"),
            ("page 99999999999999999999", "no page 99999999999999999999 here: choose 1 to 5"),
            ("page two", "'two' is not a number"),
            ("next 5", "there are 5 pages and this is page 1; 'page 5' shows the last"),
            ("next 9223372036854775807", "there are 5 pages and this is page 1"),
            ("next 99999999999999999999", "there are 5 pages and this is page 1"),
            ("next 0", "next moves 1 page or more, not 0"),
            ("next -9223372036854775808", "next moves 1 page or more, not -9223372036854775808"),
            ("next -99999999999999999999", "next moves 1 page or more"),
            ("prev 1", "this is the first page"),
        ])
    func missingPages(line: String, message: String) async throws {
        let harness = harness(articles: 95)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run(line) == false)
        #expect(harness.console.errors.contains(message), "\(line): \(harness.console.errors)")
        #expect(harness.app.prompt == "alice@fake:headlines> ")
    }

    @Test("the sources list jumps too")
    func sourcesJump() async throws {
        let sources = (1...45).map { Source(id: "source-\($0)", name: "Source \($0)") }
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(sources: sources)
        )
        try await harness.app.start()
        #expect(await harness.run("sources"))
        harness.console.clearOutput()
        #expect(await harness.run("page 3"))
        #expect(harness.console.output.contains("page 3 of 3"))
        #expect(await harness.run("prev 2"))
        #expect(harness.console.output.contains("page 1 of 3"))
        #expect(await harness.run("page 9223372036854775807") == false)
        #expect(harness.console.errors.contains("no page 9223372036854775807 here: choose 1 to 3"))
    }
}
