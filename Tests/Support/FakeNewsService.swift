import Foundation
import NewsModels

/// News from a fixed list, for flow tests; records what it was asked and can be told to fail.
public actor FakeNewsService: CachingNewsService {
    /// Always `fake`.
    public nonisolated let serviceName = "fake"
    private let articles: [Article]
    private let allSources: [Source]
    private var failure: (any Error)?
    private var pageLimit: (pages: Int, error: any Error)?
    /// How many times `refresh` asked to forget cached answers.
    public private(set) var discardCount = 0
    /// Every headlines query received, in order.
    public private(set) var headlineQueries: [HeadlinesQuery] = []
    /// Every search received, in order.
    public private(set) var searchQueries: [SearchQuery] = []
    /// Whether `sources` waits for `releaseSources()` before it answers.
    private var sourcesHeld = false
    /// The `sources` requests waiting for `releaseSources()`.
    private var heldSourceRequests: [CheckedContinuation<Void, Never>] = []

    /// Creates a service holding `articles` and `sources`.
    public init(articles: [Article] = FakeNewsService.sampleArticles(count: 3), sources: [Source] = []) {
        self.articles = articles
        self.allSources = sources
    }

    /// Makes every later request fail with `error` (nil to succeed again).
    public func setFailure(_ error: (any Error)?) {
        failure = error
    }

    /// Makes every page after the first `pages` fail with `error`, as a plan's result limit does.
    public func limitPages(to pages: Int, error: any Error) {
        pageLimit = (pages, error)
    }

    /// Makes `sources` wait until ``releaseSources()``, so a test can look before the answer arrives.
    public func holdSources() {
        sourcesHeld = true
    }

    /// Lets every waiting and later `sources` request answer.
    public func releaseSources() {
        sourcesHeld = false
        heldSourceRequests.forEach { $0.resume() }
        heldSourceRequests = []
    }

    /// Counts the request; the fake keeps no cache.
    public func discardCachedAnswers() {
        discardCount += 1
    }

    /// One page of the fixed articles.
    public func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        headlineQueries.append(query)
        if let failure { throw failure }
        if let pageLimit, query.page > pageLimit.pages { throw pageLimit.error }
        return page(articles, number: query.page, size: query.pageSize)
    }

    /// The fixed articles whose titles contain the query.
    public func everything(_ query: SearchQuery) async throws -> Page<Article> {
        searchQueries.append(query)
        if let failure { throw failure }
        let found = articles.filter { $0.title.localizedCaseInsensitiveContains(query.query) }
        return page(found, number: query.page, size: query.pageSize)
    }

    /// The fixed sources.
    public func sources(_ query: SourcesQuery) async throws -> [Source] {
        if sourcesHeld {
            await withCheckedContinuation { heldSourceRequests.append($0) }
        }
        if let failure { throw failure }
        return allSources
    }

    private func page(_ items: [Article], number: Int, size: Int) -> Page<Article> {
        let start = min(items.count, (number - 1) * size)
        let end = min(items.count, start + size)
        return Page(items: Array(items[start..<end]), number: number, size: size, totalResults: items.count)
    }

    /// `count` plain articles titled "Story 1", "Story 2", ….
    public static func sampleArticles(count: Int) -> [Article] {
        (1...max(1, count)).map { index in
            Article(
                source: SourceReference(id: "fake-source", name: "Fake Source"),
                title: "Story \(index)",
                url: "https://fake.example/\(index)",
                publishedAt: Date(timeIntervalSince1970: 1_790_000_000 - Double(index) * 3600)
            )
        }
    }
}
