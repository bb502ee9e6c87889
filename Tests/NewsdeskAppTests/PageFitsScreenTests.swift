import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// At a terminal a list's page holds what fits the screen and is never paged, so the next command
/// is typed at once; only one long text (an article, `help`) may go through `$PAGER`.
@MainActor
@Suite("A list fits the screen; the pager is for long text")
struct PageFitsScreenTests {
    func harness(rows: Int?, articles: [Article] = FakeNewsService.sampleArticles(count: 25)) -> FlowHarness {
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: articles, sources: [Source(id: "wire", name: "Wire")]),
            interactive: true)
        harness.console.rows = rows
        return harness
    }

    /// Runs `line` as the shell runs a typed command; returns whether it succeeded and whether its
    /// output may be paged.
    func run(_ line: String, in harness: FlowHarness) async -> (succeeded: Bool, paged: Bool) {
        harness.console.beginCommandOutput()
        let succeeded = await harness.run(line)
        return (succeeded, harness.console.pagingAllowed)
    }

    @Test("14 rows hold 4 articles a page, numbered across pages; lists are never paged, an article and help may be")
    func fourToAPage() async throws {
        let harness = harness(rows: 14)
        try await harness.app.start()
        #expect(await run("headlines", in: harness) == (true, false))
        #expect(harness.console.output.contains("(page 1 of 7, 25 articles)"))
        #expect(await run("next", in: harness) == (true, false))
        #expect(harness.console.output.contains("5. Story 5\n"))
        #expect(await run("open 6", in: harness) == (true, true))
        #expect(harness.console.output.contains("Story 6\n=======\n"))
        #expect(await run("back", in: harness) == (true, false))
        #expect(await run("help", in: harness) == (true, true))
        #expect(await run("help open", in: harness) == (true, true))
        #expect(await run("sources", in: harness) == (true, false))
        #expect(await run("feeds", in: harness) == (true, false))
        let pages = await harness.news.headlineQueries.filter { $0.category == nil && $0.sources.isEmpty }.map(\.pageSize)
        #expect(pages.suffix(2) == [4, 4], "headlines asks for pages of 4")
    }

    @Test("a title too long for the line takes one line at a terminal, so the page still fits the screen")
    func longTitlesFit() async throws {
        var articles = FakeNewsService.sampleArticles(count: 25)
        for index in articles.indices { articles[index].title = "Story \(index + 1) " + String(repeating: "and more words ", count: 12) }
        let harness = harness(rows: 14, articles: articles)
        try await harness.app.start()
        harness.console.beginCommandOutput()
        let before = harness.console.output.count
        #expect(await harness.run("headlines"))
        let lines = harness.console.output.dropFirst(before).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 14 - 1, "the page and the prompt fit 14 rows: \(lines)")
        #expect(lines.contains { $0.hasPrefix("1. Story 1 and more words") && $0.hasSuffix("…") })
        let script = self.harness(rows: nil, articles: articles)
        try await script.app.start()
        #expect(await script.run("headlines"))
        #expect(script.console.output.contains("\n   words and more words and more words\n"), "off a terminal a title wraps whole")
    }

    @Test("off a terminal (a script, --json) a page holds 20, as before")
    func twentyOffATerminal() async throws {
        let harness = harness(rows: nil)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(harness.console.output.contains("(page 1 of 2, 25 articles)"))
    }
}
