import NewsCore
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

    @Test("next shows page 2 numbered from 1; prev shows page 1 again without loading it again")
    func nextAndPrev() async throws {
        let harness = harness(articles: 25)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(harness.console.output.contains("Top headlines: your country (page 1 of 2, 25 articles)"))
        harness.console.clearOutput()

        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("(page 2 of 2, 25 articles)"))
        #expect(harness.console.output.contains("1. Story 21\n"))
        #expect(await harness.run("open 5"))
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
