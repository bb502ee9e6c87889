import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Headline filters")
struct HeadlineFilterTests {
    static let records = [
        CatalogFixture.record("us-biz", source: "alpha-news", title: "Markets rally", category: .business, hour: 1),
        CatalogFixture.record("us-tech", source: "alpha-news", title: "New phone", category: .technology, hour: 2),
        CatalogFixture.record("gb-biz", source: "beta-times", title: "Pound steady", category: .business, hour: 3),
        CatalogFixture.record("de-tech", source: "gamma-zeitung", title: "Neue Chips", category: .technology, hour: 4),
        CatalogFixture.record(
            "gb-sport", source: "beta-times", title: "Cup final tonight",
            content: "The markets close early for the final.", category: .sports, hour: 5),
    ]

    func titles(_ query: HeadlinesQuery) async throws -> [String] {
        let catalog = try await CatalogFixture.catalog(Self.records)
        return try await catalog.topHeadlines(query).items.map(\.title)
    }

    @Test func noFilterGivesEverythingNewestFirst() async throws {
        #expect(try await titles(HeadlinesQuery()) == ["Cup final tonight", "Neue Chips", "Pound steady", "New phone", "Markets rally"])
    }

    @Test func countryIsTheSourcesCountryInAnyCase() async throws {
        #expect(try await titles(HeadlinesQuery(country: "gb")) == ["Cup final tonight", "Pound steady"])
        #expect(try await titles(HeadlinesQuery(country: "US")) == ["New phone", "Markets rally"])
        #expect(try await titles(HeadlinesQuery(country: "fr")).isEmpty)
    }

    @Test("totals read from the per-source counts are what the rows give: categories, countries, sources, unsourced articles")
    func totalsFromTheTallies() async throws {
        let catalog = try await CatalogFixture.catalog(
            Self.records + [
                CatalogFixture.record("none-biz", source: "", sourceName: "Nobody", title: "Unsourced", category: .business, hour: 6)
            ])
        _ = try await catalog.insert([CatalogFixture.record("late-biz", source: "beta-times", title: "Late", category: .business, hour: 7)])
        var queries: [HeadlinesQuery] = []
        for category in [nil, NewsCategory.business, .technology, .sports, .health] {
            queries.append(HeadlinesQuery(category: category, pageSize: 100))
            queries.append(HeadlinesQuery(country: "gb", category: category, pageSize: 100))
            queries.append(HeadlinesQuery(country: "fr", category: category, pageSize: 100))
            queries.append(HeadlinesQuery(category: category, sources: ["alpha-news", "beta-times"], pageSize: 100))
            queries.append(HeadlinesQuery(country: "us", category: category, sources: ["alpha-news", "nobody"], pageSize: 100))
        }
        for query in queries {
            let page = try await catalog.topHeadlines(query)
            #expect(page.totalResults == page.items.count, "\(query)")
        }
        #expect(try await catalog.topHeadlines(HeadlinesQuery(category: .business)).totalResults == 4)
        #expect(try await catalog.topHeadlines(HeadlinesQuery()).totalResults == 7)
    }

    @Test func categoryFilters() async throws {
        #expect(try await titles(HeadlinesQuery(category: .business)) == ["Pound steady", "Markets rally"])
    }

    @Test func countryAndCategoryCombine() async throws {
        #expect(try await titles(HeadlinesQuery(country: "us", category: .technology)) == ["New phone"])
    }

    @Test func sourcesFilterByID() async throws {
        #expect(
            try await titles(HeadlinesQuery(sources: ["gamma-zeitung", "alpha-news"])) == ["Neue Chips", "New phone", "Markets rally"])
    }

    @Test func unknownSourcesGiveNothing() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let page = try await catalog.topHeadlines(HeadlinesQuery(sources: ["no-such-source"]))
        #expect(page.items.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func queryMatchesTitleAndContent() async throws {
        #expect(try await titles(HeadlinesQuery(query: "markets")) == ["Cup final tonight", "Markets rally"])
        #expect(try await titles(HeadlinesQuery(category: .sports, query: "markets")) == ["Cup final tonight"])
    }

    @Test func blankQueryIsNoFilter() async throws {
        #expect(try await titles(HeadlinesQuery(query: "   ")).count == 5)
    }

    @Test func totalResultsCountsTheFilteredSet() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let page = try await catalog.topHeadlines(HeadlinesQuery(category: .business, pageSize: 1))
        #expect(page.items.count == 1)
        #expect(page.totalResults == 2)
    }
}
