import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Browsing a paid service: result limits and refresh")
struct NewsAPIBrowsingFlowTests {
    static let limitReached = NewsAPIError.service(
        code: .maximumResultsReached,
        message: "You have requested too many results. Developer accounts are limited to a max of 100 results.",
        status: 426,
        retryAfter: nil
    )

    @Test("next past the plan's limit says why, stays on the last readable page and offers no more pages")
    func pagingStopsAtThePlanLimit() async throws {
        let news = FakeNewsService(articles: FakeNewsService.sampleArticles(count: 45))
        await news.limitPages(to: 1, error: Self.limitReached)
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("next") == false)

        #expect((harness.console.output + harness.console.errors).contains("maximumResultsReached"))
        #expect(harness.console.errors.contains("staying on page 1"))
        harness.console.clearOutput()
        #expect(await harness.run("next") == false)
        #expect(harness.console.errors.contains("the last page the news service lets you read"))
        let asked = await news.headlineQueries.map(\.page)
        #expect(asked.filter { $0 == 2 }.count == 1, "page 2 is asked once, never again")
        #expect(await harness.run("1"), "the first page's items are still the ones on screen")
    }

    @Test("refresh asks the service to forget cached answers before loading again; retry does not")
    func refreshDiscardsCache() async throws {
        let news = FakeNewsService()
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("refresh"))
        #expect(await news.discardCount == 1)
        let loads = await news.headlineQueries.count

        await news.setFailure(Self.limitReached)
        #expect(await harness.run("refresh") == false)
        await news.setFailure(nil)
        #expect(await harness.run("retry"))
        #expect(await news.discardCount == 2)
        #expect(await news.headlineQueries.count == loads + 2)
    }
}
