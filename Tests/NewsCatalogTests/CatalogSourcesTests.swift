import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Catalog sources")
struct CatalogSourcesTests {
    static let records = [
        CatalogFixture.record("a1", source: "alpha-news", title: "One", hour: 1),
        CatalogFixture.record("a2", source: "alpha-news", title: "Two", hour: 2),
        CatalogFixture.record("g1", source: "gamma-zeitung", title: "Drei", hour: 3),
        CatalogFixture.record("d1", source: "delta-wire", sourceName: "Delta Wire", title: "Undescribed", hour: 4),
    ]

    @Test func sourcesAreSortedByNameWithCounts() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let sources = try await catalog.sources(SourcesQuery())
        #expect(sources.map(\.name) == ["Alpha News", "Beta Times", "Delta Wire", "Gamma Zeitung"])
        #expect(sources.map(\.articleCount) == [2, 0, 1, 1])
    }

    @Test func sourcesFilterByCategoryLanguageAndCountry() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        #expect(try await catalog.sources(SourcesQuery(category: .business)).map(\.id) == ["beta-times"])
        #expect(try await catalog.sources(SourcesQuery(language: "en")).map(\.id) == ["alpha-news", "beta-times"])
        #expect(try await catalog.sources(SourcesQuery(country: "DE")).map(\.id) == ["gamma-zeitung"])
        #expect(try await catalog.sources(SourcesQuery(language: "en", country: "us")).map(\.id) == ["alpha-news"])
        #expect(try await catalog.sources(SourcesQuery(country: "fr")).isEmpty)
    }

    @Test func sourceByIDCarriesItsDetailsAndCount() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let alpha = try await catalog.source(id: "alpha-news")
        #expect(alpha?.name == "Alpha News")
        #expect(alpha?.url == "https://alpha.example")
        #expect(alpha?.category == .general)
        #expect(alpha?.articleCount == 2)
        #expect(try await catalog.source(id: "no-such-source") == nil)
    }

    @Test func anArticlesUndescribedSourceIsDerived() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let delta = try await catalog.source(id: "delta-wire")
        // Its category is the one most of its articles have.
        #expect(delta == Source(id: "delta-wire", name: "Delta Wire", category: .general, articleCount: 1))
    }

    @Test func laterImportsFillMissingFieldsWithoutErasing() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        _ = try await catalog.insert([], sources: [Source(id: "delta-wire", name: "Delta Wire", country: "NZ")])
        _ = try await catalog.insert([], sources: [Source(id: "delta-wire", name: "Delta Wire", language: "en")])
        let delta = try await catalog.source(id: "delta-wire")
        #expect(delta?.country == "nz")
        #expect(delta?.language == "en")
    }
}
