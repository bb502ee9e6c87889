import Foundation
import GRDB
import Testing

@testable import NewsCatalog

@Suite("Import: the article indexes' statistics kept by a bulk load instead of ANALYZE")
struct IndexStatisticsTests {
    @Test("a sketch counts distinct values, each once however often it comes, within about 1%")
    func sketchCounts() {
        #expect(DistinctSketch().estimate == 0)
        for distinct in [1, 4, 7, 1_000, 30_000, 200_000] {
            var sketch = DistinctSketch()
            for round in 0..<2 {
                for value in 0..<distinct {
                    sketch.add(hash: DistinctSketch.mix(UInt64(value) &* 1_000 &+ 17))
                }
                let error = abs(sketch.estimate - Double(distinct)) / Double(distinct)
                #expect(error < 0.03, "\(distinct) distinct values, round \(round + 1): \(sketch.estimate)")
            }
            if distinct < 10 {
                #expect(Int(sketch.estimate.rounded()) == distinct, "few values are counted exactly")
            }
        }
    }

    @Test("a stat is the rows, then the rows a value holds, rounded up as ANALYZE rounds them")
    func statRounding() {
        // UCI's category index: 422,441 rows in 4 categories.
        #expect(ArticleIndexStatistics.averageRows(422_441, distinct: 4) == 105_611)
        #expect(ArticleIndexStatistics.averageRows(422_441, distinct: 422_441) == 1)
        #expect(ArticleIndexStatistics.averageRows(110, distinct: 100) == 1, "one row in ten sharing a value rounds down to 1")
        #expect(ArticleIndexStatistics.averageRows(111, distinct: 100) == 2)
        let statistics = ArticleIndexStatistics(rows: 100, distinctByIndex: ["a": [4, 2], "b": [500], "c": [0]])
        #expect(
            statistics.statByIndex == ["a": "100 25 25", "b": "100 1", "c": "100 100"],
            "a wider run holds at least a shorter one's values, at most a value a row, at least one")
    }

    /// `rows` UCI rows from 37 publishers in UCI's four categories, three to a publication second.
    static func uciRows(_ rows: Int) -> [String] {
        (0..<rows).map { index in
            let publisher = index * 7 % 37
            return ImportFixture.uciRow(
                index + 1, title: "Report \(index % 50) on harbour \(index % 11) and market \(index % 13)",
                url: "http://news\(publisher).example/\(index)", publisher: "Publisher \(publisher)",
                category: ["b", "t", "e", "m"][index % 4], host: "news\(publisher).example",
                milliseconds: 1_394_470_370_000 + Int64(index / 3) * 1_000)
        }
    }

    /// The article table's rows in `sqlite_stat1`, by index.
    static func stored(_ catalog: LocalCatalog) async throws -> [String: String] {
        try await catalog.storage.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT idx, stat FROM sqlite_stat1 WHERE tbl = 'articles'").map {
                    (row: Row) -> (String, String) in (row[0], row[1])
                })
        }
    }

    @Test("a load into an empty catalog keeps what ANALYZE would write for its article indexes, and the other tables are analysed")
    func keptMatchAnalyze() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.file("uci.tsv", Self.uciRows(6_000).joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        let summary = try await CatalogImporter(catalog: catalog, batchSize: 1_000, appendingBatchSize: 500).importFile(.file(path))
        #expect(summary.added == 6_000)
        let kept = try #require(summary.indexStatistics, "the catalog was empty")
        #expect(kept.rows == 6_000)

        try await catalog.refreshQueryStatistics()
        let analysed = try await Self.stored(catalog)
        #expect(Set(analysed.keys) == Set(kept.statByIndex.keys), "the same indexes; none for feed identities, which no row has")
        for (index, stat) in kept.statByIndex {
            let ours = stat.split(separator: " ").compactMap { Int($0) }
            let theirs = try #require(analysed[index]).split(separator: " ").compactMap { Int($0) }
            #expect(ours.count == theirs.count, "\(index): \(stat) against \(analysed[index] ?? "")")
            #expect(ours.first == theirs.first, "\(index): the rows")
            for (mine, analyze) in zip(ours.dropFirst(), theirs.dropFirst()) {
                #expect(abs(mine - analyze) <= max(1, analyze / 50), "\(index): \(stat) against \(analysed[index] ?? "")")
            }
        }
        // Stories are counted, not estimated: exact when no row repeated a URL.
        #expect(kept.statByIndex["articles_by_story_id"] == analysed["articles_by_story_id"])

        try await catalog.refreshQueryStatistics(knowing: kept)
        #expect(try await Self.stored(catalog) == kept.statByIndex, "written as kept")
        let otherTables = try await catalog.storage.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT tbl FROM sqlite_stat1 WHERE tbl <> 'articles'")
        }
        #expect(otherTables.contains("sources"), "the other tables are analysed: \(otherTables)")
        #expect(otherTables.contains("source_categories"))
    }

    @Test("statistics gathered within a tenth of the catalog's articles stay; past it, they are gathered again")
    func statisticsDrift() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = Self.uciRows(7_300)
        let catalog = try LocalCatalog.inMemory()
        let importer = CatalogImporter(catalog: catalog, batchSize: 1_000, appendingBatchSize: 500)
        _ = try await importer.importFile(.file(try fixture.file("first.tsv", rows.prefix(6_000).joined(separator: "\n"))))
        try await catalog.refreshQueryStatistics()
        let counted = { try await Self.stored(catalog).values.map { $0.split(separator: " ")[0] } }
        #expect(Set(try await counted()) == ["6000"])

        // 599 more is under a tenth of 6,000: what was gathered stays.
        let few = try await importer.importFile(.file(try fixture.file("few.tsv", rows[6_000..<6_599].joined(separator: "\n"))))
        #expect(few.added == 599)
        try await catalog.refreshQueryStatistics()
        #expect(Set(try await counted()) == ["6000"], "6,599 articles")

        // One more makes a tenth: gathered again, for every index.
        let more = try await importer.importFile(.file(try fixture.file("more.tsv", rows[6_599..<6_600].joined(separator: "\n"))))
        #expect(more.added == 1)
        try await catalog.refreshQueryStatistics()
        #expect(Set(try await counted()) == ["6600"])
    }

    @Test("rows a load removes as repeated URLs leave the rows' count; a load into a catalog with news keeps nothing")
    func repeatsAndNews() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        var rows = Self.uciRows(2_000)
        rows += rows.prefix(30).map { $0.replacingOccurrences(of: "Report", with: "Again") }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        let summary = try await CatalogImporter(catalog: catalog, batchSize: 1_000, appendingBatchSize: 500).importFile(.file(path))
        #expect(summary.added == 2_000)
        #expect(summary.indexStatistics?.rows == 2_000)

        // Larger than the catalog: a bulk load too, but into news.
        let more = try fixture.file("more.tsv", Self.uciRows(5_000).suffix(3_000).joined(separator: "\n"))
        let second = try await CatalogImporter(catalog: catalog).importFile(.file(more))
        #expect(second.added == 3_000)
        #expect(second.indexStatistics == nil, "rows written before the load are in no sketch")
        #expect(try await catalog.articleCount() == 5_000)
    }
}
