import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Newest-first search: the full-text index in publication order")
struct NewestSearchTests {
    /// 300 articles, dates out of insertion order and often shared; two in three mention a comet.
    static func records() -> [CatalogRecord] {
        (1...300).map { index in
            CatalogFixture.record(
                "walk-\(index)",
                source: ["alpha-news", "beta-times", "gamma-zeitung"][index % 3],
                title: index % 3 == 0 ? "Harbour report \(index)" : "Comet sighting \(index)",
                hour: (index * 37) % 50
            )
        }
    }

    /// The comet articles `query`'s bounds keep, sorted by date then id, newest first, read
    /// without the full-text index.
    static func sortedByDate(_ query: SearchQuery, in catalog: LocalCatalog) async throws -> [String] {
        var clauses = ["a.title LIKE 'Comet%'"]
        var arguments = StatementArguments()
        if let from = query.from {
            clauses.append("a.published_at >= ?")
            arguments += [Int64(from.timeIntervalSince1970.rounded(.up))]
        }
        if let to = query.to {
            clauses.append("a.published_at <= ?")
            arguments += [Int64(to.timeIntervalSince1970.rounded(.down))]
        }
        if let language = query.language {
            clauses.append("a.source_id IN (SELECT id FROM sources WHERE language = ?)")
            arguments += [language]
        }
        let sql = "SELECT url FROM articles a WHERE " + clauses.joined(separator: " AND ") + " ORDER BY a.published_at DESC, a.id DESC"
        let bound = arguments
        return try await catalog.storage.read { db in try String.fetchAll(db, sql: sql, arguments: bound) }
    }

    /// Every page of `query` in turn, each of `size` articles, as the catalog answers them.
    static func allPages(_ query: SearchQuery, size: Int, in catalog: LocalCatalog) async throws -> (urls: [String], total: Int) {
        var urls: [String] = []
        var total = 0
        for number in 1...40 {
            var asked = query
            asked.page = number
            asked.pageSize = size
            let page = try await catalog.everything(asked)
            total = page.totalResults
            urls += page.items.map(\.url)
            if page.items.isEmpty { break }
        }
        return (urls, total)
    }

    /// Whether FTS5 finds its index consistent with the articles it indexes.
    static func indexIsWhole(_ catalog: LocalCatalog) async throws -> Bool {
        try await catalog.storage.write { db in
            try db.execute(sql: "INSERT INTO articles_fts(articles_fts, rank) VALUES ('integrity-check', 1)")
            return true
        }
    }

    /// Whether the catalog has made its index of keys (``SearchKey/indexName``).
    static func hasKeyIndex(_ catalog: LocalCatalog) async throws -> Bool {
        try await catalog.storage.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = ?)", arguments: [SearchKey.indexName])
                ?? false
        }
    }

    static let bounds: [SearchQuery] = [
        SearchQuery(query: "comet"),
        SearchQuery(query: "comet", from: CatalogFixture.epoch.addingTimeInterval(10 * 3600), language: "en"),
        // Its sources hold 100 articles, fewer than the 200 matches: the sources lead.
        SearchQuery(query: "comet", language: "de"),
        SearchQuery(query: "comet", language: "de", sortBy: .popularity),
        SearchQuery(
            query: "comet", from: CatalogFixture.epoch.addingTimeInterval(7 * 3600), to: CatalogFixture.epoch.addingTimeInterval(31 * 3600)),
    ]

    @Test("every page, with and without other bounds, is the matches sorted by date then id, newest first")
    func sameAsSorting() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records())

        for query in Self.bounds {
            let expected = try await Self.sortedByDate(query, in: catalog)
            for size in [7, 20] {
                let found = try await Self.allPages(query, size: size, in: catalog)
                #expect(
                    found.urls == expected, "from \(String(describing: query.from)) in \(query.language ?? "any language"), \(size) a page")
                #expect(found.total == expected.count)
            }
        }
    }

    @Test("a bulk load of a file listing the newest first, in batches, files every article in date order")
    func bulkLoadNewestFirst() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = try LocalCatalog.open(path: directory.appendingPathComponent("catalog.sqlite").path, purpose: .bulkImport)
        let records = Self.records().sorted { $0.article.publishedAt > $1.article.publishedAt }

        let load = try #require(try await catalog.beginBulkLoad())
        for start in stride(from: 0, to: records.count, by: 64) {
            _ = try await load.append(Array(records[start..<min(start + 64, records.count)]), sources: CatalogFixture.sources)
        }
        _ = try await load.finish()

        #expect(try await Self.indexIsWhole(catalog))
        #expect(try await !Self.hasKeyIndex(catalog), "below 2^25 ids a key's low bits are its id: no index of keys")
        for query in Self.bounds {
            let expected = try await Self.sortedByDate(query, in: catalog)
            #expect(try await Self.allPages(query, size: 20, in: catalog).urls == expected)
        }
    }

    @Test("dates past the years a key tells apart are still told apart by the date itself")
    func farFutureDates() async throws {
        let year = 365.25 * 86_400
        let records = [7_000, 9_000].map { when in
            var record = CatalogFixture.record("year-\(when)", title: "Comet of the year \(when)", hour: 0)
            record.article.publishedAt = Date(timeIntervalSince1970: Double(when - 1970) * year)
            return record
        }
        let catalog = try await CatalogFixture.catalog(records)

        let found = try await catalog.everything(
            SearchQuery(query: "comet", from: Date(timeIntervalSince1970: Double(8_000 - 1970) * year)))

        #expect(found.items.map(\.title) == ["Comet of the year 9000"])
        #expect(found.totalResults == 1)
    }

    @Test("a condition keeping few of the matches sorts them; one keeping many reads the index newest first")
    func choice() {
        #expect(ArticleFilter.sortsMatches(matches: 104_000, kept: 0, pageEnd: 20))
        #expect(ArticleFilter.sortsMatches(matches: 104_000, kept: 1_000, pageEnd: 20))
        #expect(!ArticleFilter.sortsMatches(matches: 104_000, kept: 50_000, pageEnd: 20))
        #expect(ArticleFilter.sortsMatches(matches: 104_000, kept: 50_000, pageEnd: 40_000))
    }

    @Test("an insert's few new rows are found by id for the index, never by walking the whole key index")
    func newRowsByID() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records())
        let plan = try await catalog.storage.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + LocalCatalog.newRows(most: false), arguments: [290]).map {
                $0["detail"] as String
            }
        }
        #expect(plan.contains { $0.contains("INTEGER PRIMARY KEY") }, "\(plan)")
        #expect(!plan.contains { $0.contains("articles_by_search_key") }, "\(plan)")
    }

    @Test("the catalog's search answers newest first through the service")
    func searchThroughTheService() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records())

        let page = try await catalog.everything(SearchQuery(query: "comet", sortBy: .publishedAt, pageSize: 5))

        #expect(page.totalResults == 200)
        let dates = page.items.map(\.publishedAt)
        #expect(dates == dates.sorted(by: >))
        #expect(page.items.allSatisfy { $0.title.hasPrefix("Comet") })
    }

    @Test("a word bunched in the distant past is found newest first, on the first page and the last")
    func bunchedInThePast() async throws {
        // 3,000 articles an hour apart; the 250 oldest mention the comet.
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

    @Test("an article whose date changes moves in the index: found once, in its new place")
    func redatedArticle() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records())
        try await catalog.storage.write { db in
            let id = try #require(try Int64.fetchOne(db, sql: "SELECT id FROM articles WHERE url = 'https://example.test/walk-1'"))
            let published = Int64(CatalogFixture.epoch.timeIntervalSince1970) + 99 * 3600
            try db.execute(
                sql: "UPDATE articles SET published_at = ?, search_key = ? WHERE id = ?",
                arguments: [published, try SearchKey.free(published: published, id: id, in: db), id])
        }

        let page = try await catalog.everything(SearchQuery(query: "comet", pageSize: 3))

        #expect(page.items.first?.url == "https://example.test/walk-1")
        #expect(page.totalResults == 200)
        #expect(try await Self.indexIsWhole(catalog))
    }
}
