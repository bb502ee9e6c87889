import NewsCatalog
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Completing source ids")
struct SourceCompletionTests {
    static let sources = [
        Source(id: "gullhaven-ledger", name: "Gullhaven Ledger"),
        Source(id: "ferrobyte-review", name: "Ferrobyte Review"),
        Source(id: "fernhollow-radio", name: "Fernhollow Radio"),
    ]

    @Test("the first Tab starts fetching the service's source ids without waiting; later Tabs offer them")
    func sourceIDsComplete() async throws {
        let news = FakeNewsService(sources: Self.sources)
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        let complete = try #require(harness.console.completion)
        let flow = try #require(harness.app.childFlow as? MainFlowController)

        await news.holdSources()
        #expect(complete("source f", "f") == [], "nothing is waited for")
        await news.releaseSources()
        await flow.sourceIDs.load?.value

        #expect(complete("source fe", "fe") == ["fernhollow-radio", "ferrobyte-review"])
        #expect(complete("headlines --source ", "") == ["fernhollow-radio", "ferrobyte-review", "gullhaven-ledger"])
        #expect(complete("headlines --source g", "g") == ["gullhaven-ledger"])
    }

    @Test("a failed fetch is forgotten, so a later Tab tries again")
    func failedFetchRetries() async throws {
        let news = FakeNewsService(sources: Self.sources)
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        await news.setFailure(CatalogError.database("the disk is busy"))
        let complete = try #require(harness.console.completion)
        let flow = try #require(harness.app.childFlow as? MainFlowController)

        _ = complete("source ", "")
        await flow.sourceIDs.load?.value
        #expect(flow.sourceIDs.load == nil)

        await news.setFailure(nil)
        _ = complete("source ", "")
        await flow.sourceIDs.load?.value
        #expect(complete("source g", "g") == ["gullhaven-ledger"])
    }
}
