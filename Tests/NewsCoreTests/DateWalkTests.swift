import Foundation
import GRDB
import Testing

@testable import NewsCore

@Suite("Newest-first search: walking the date index")
struct DateWalkTests {
    /// 300 articles, dates out of insertion order and often shared; two in three mention a comet.
    static func catalog() async throws -> LocalCatalog {
        let records = (1...300).map { index in
            CatalogFixture.record(
                "walk-\(index)",
                source: ["alpha-news", "beta-times", "gamma-zeitung"][index % 3],
                title: index % 3 == 0 ? "Harbour report \(index)" : "Comet sighting \(index)",
                hour: (index * 37) % 50
            )
        }
        return try await CatalogFixture.catalog(records)
    }

    /// One page of a filter's articles in newest order, read either way.
    static func page(_ filter: ArticleFilter, _ number: Int, size: Int, walking: Bool, in catalog: LocalCatalog) async throws -> [String] {
        let query = filter.pageQuery(order: .newest, page: try PageRequest(page: number, pageSize: size), walkingDates: walking)
        return try await catalog.storage.read { db in
            try String.fetchAll(db, sql: "SELECT url FROM (\(query.sql))", arguments: query.arguments)
        }
    }

    @Test("both ways give the same pages, ties broken by the newer id, with and without other filters")
    func sameAnswers() async throws {
        let catalog = try await Self.catalog()
        var plain = ArticleFilter()
        plain.matching(try SearchExpression(parsing: "comet"))
        var bounded = plain
        bounded.publishedFrom(CatalogFixture.epoch.addingTimeInterval(10 * 3600))
        bounded.language("en")

        for filter in [plain, bounded] {
            for number in 1...12 {
                let walked = try await Self.page(filter, number, size: 20, walking: true, in: catalog)
                let looked = try await Self.page(filter, number, size: 20, walking: false, in: catalog)
                #expect(walked == looked, "page \(number)")
            }
        }
        let first = try await Self.page(plain, 2, size: 100, walking: true, in: catalog)
        #expect(first.count == 100, "the second page of 100 holds the last hundred of 200 matches")
    }

    @Test("the catalog's search answers the same whichever way it reads")
    func searchThroughTheService() async throws {
        let catalog = try await Self.catalog()

        let page = try await catalog.everything(SearchQuery(query: "comet", sortBy: .publishedAt, pageSize: 5))

        #expect(page.totalResults == 200)
        let dates = page.items.map(\.publishedAt)
        #expect(dates == dates.sorted(by: >))
        #expect(page.items.allSatisfy { $0.title.hasPrefix("Comet") })
    }

    @Test("a word bunched in the distant past is still found newest first: the walk's window falls short and the matches are looked up")
    func bunchedInThePast() async throws {
        // 3,000 articles an hour apart; the 250 oldest mention the comet, so an even spread would
        // put twenty of them among the newest 240.
        let records = (1...3_000).map { hour in
            CatalogFixture.record("old-\(hour)", title: hour <= 250 ? "Comet of \(hour)" : "Harbour of \(hour)", hour: hour)
        }
        let catalog = try await CatalogFixture.catalog(records)

        let first = try await catalog.everything(SearchQuery(query: "comet", sortBy: .publishedAt))
        let last = try await catalog.everything(SearchQuery(query: "comet", sortBy: .publishedAt, page: 13))

        #expect(first.totalResults == 250)
        #expect(first.items.map(\.title) == (231...250).reversed().map { "Comet of \($0)" })
        #expect(last.items.map(\.title) == (1...10).reversed().map { "Comet of \($0)" })
    }

    @Test("a word in many articles walks the dates; a rare word, or a far page, looks its matches up")
    func choice() {
        #expect(ArticleFilter.walksDates(matches: 28_000, pageEnd: 20, catalogRows: 432_000))
        #expect(ArticleFilter.walksDates(matches: 10_000, pageEnd: 20, catalogRows: 432_000))
        #expect(!ArticleFilter.walksDates(matches: 50, pageEnd: 20, catalogRows: 432_000))
        #expect(!ArticleFilter.walksDates(matches: 10_000, pageEnd: 2_000, catalogRows: 432_000))
        #expect(!ArticleFilter.walksDates(matches: 0, pageEnd: 20, catalogRows: 0))
    }
}
