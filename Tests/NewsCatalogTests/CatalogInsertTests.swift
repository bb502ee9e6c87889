import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Catalog inserts")
struct CatalogInsertTests {
    @Test func insertCountsNewArticlesAndIgnoresKnownURLs() async throws {
        let catalog = try LocalCatalog.inMemory()
        let records = CatalogFixture.numbered(4)
        #expect(try await catalog.insert(records, sources: CatalogFixture.sources) == 4)
        #expect(try await catalog.insert(records, sources: CatalogFixture.sources) == 0)
        #expect(try await catalog.articleCount() == 4)
    }

    @Test func duplicatesWithinOneBatchCountOnce() async throws {
        let catalog = try LocalCatalog.inMemory()
        let first = CatalogFixture.record("same", title: "First telling", hour: 1)
        let second = CatalogFixture.record("same", title: "Second telling", hour: 2)
        #expect(try await catalog.insert([first, second]) == 1)
        let page = try await catalog.topHeadlines(HeadlinesQuery())
        #expect(page.items.map(\.title) == ["First telling"])
    }

    @Test func articlesRoundTripEveryField() async throws {
        let catalog = try LocalCatalog.inMemory()
        let article = Article(
            source: SourceReference(id: nil, name: "Nameless Wire"),
            author: nil, title: "Only a title", description: nil,
            url: "https://example.test/bare", urlToImage: "https://example.test/bare.png",
            publishedAt: CatalogFixture.epoch, content: nil
        )
        #expect(try await catalog.insert([CatalogRecord(article: article, category: .science)]) == 1)
        let page = try await catalog.topHeadlines(HeadlinesQuery(category: .science))
        var stored = article
        // The catalog adds the story it grouped the article into: alone, its own (row 1).
        stored.story = "1"
        #expect(page.items == [stored])
    }

    @Test func sampleFillHappensOnce() async throws {
        let catalog = try LocalCatalog.inMemory()
        #expect(try await catalog.fillWithSampleIfEmpty())
        let count = try await catalog.articleCount()
        #expect(count == Set(SampleCatalog.records.map(\.article.url)).count)
        #expect(count > 0)
        #expect(try await catalog.fillWithSampleIfEmpty() == false)
        #expect(try await catalog.articleCount() == count)
    }

    @Test func sampleFillSkipsACatalogThatHasArticles() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(2))
        #expect(try await catalog.fillWithSampleIfEmpty() == false)
        #expect(try await catalog.articleCount() == 2)
    }

    @Test func sampleIsSearchableAndBrowsable() async throws {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.fillWithSampleIfEmpty()
        let headlines = try await catalog.topHeadlines(HeadlinesQuery(pageSize: 100))
        #expect(headlines.totalResults == SampleCatalog.records.count)
        let sources = try await catalog.sources(SourcesQuery())
        #expect(sources.count >= SampleCatalog.sources.count)
        #expect(sources.reduce(0) { $0 + ($1.articleCount ?? 0) } == SampleCatalog.records.filter { $0.article.source.id != nil }.count)
    }

    @Test func serviceNameIsLocal() throws {
        #expect(try LocalCatalog.inMemory().serviceName == "local")
    }
}
