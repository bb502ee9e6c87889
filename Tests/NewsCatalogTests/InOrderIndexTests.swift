import Foundation
import GRDB
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Import: a large bulk load keeps the indexes that take its rows in order")
struct InOrderIndexTests {
    /// The names of the indexes a load of `expectedRows` drops and builds at its end, in order.
    private static func dropped(_ expectedRows: Int?) -> [String] {
        CatalogBulkLoad.droppedIndexes(expectedRows: expectedRows, inOrderIndexRows: CatalogBulkLoad.inOrderIndexRows).map(\.name)
    }

    @Test("from the bound on, a load drops only the URL key and source indexes; below it, or of unknown size, every index rows enter")
    func droppedBySize() {
        let every = ["articles_by_url_key", "articles_by_date", "articles_by_category", "articles_by_source", "articles_by_story_id"]
        #expect(Self.dropped(nil) == every, "the size of what comes through standard input is unknown")
        #expect(Self.dropped(422_637) == every)
        #expect(Self.dropped(CatalogBulkLoad.inOrderIndexRows - 1) == every)
        #expect(Self.dropped(CatalogBulkLoad.inOrderIndexRows) == ["articles_by_url_key", "articles_by_source"])
        #expect(Self.dropped(4_226_370) == ["articles_by_url_key", "articles_by_source"])
        #expect(!Self.dropped(nil).contains("articles_by_identity"), "no appended row enters the feed identities' index")
    }

    @Test("a load expected to be large appends into the date, category and story indexes and builds the others at its end")
    func keptWhileAppending() async throws {
        let catalog = try LocalCatalog.inMemory()
        let load = try #require(try await catalog.beginBulkLoad(expectedRows: 2_000_000))
        let during = try await BulkLoadTests.articleIndexNames(catalog)
        #expect(during == ["articles_by_identity", "articles_by_date", "articles_by_category", "articles_by_story_id"])
        _ = try await load.append([CatalogFixture.record("kept", title: "Harbour kept", hour: 1)], sources: [])
        _ = try await load.finish()
        #expect(try await BulkLoadTests.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("with the indexes kept, a load writes what an import in batches writes, its repeats removed, every index whole")
    func sameRowsWithIndexesKept() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        // Two events told in turn (their stories grow as the file goes on), then a third of the rows again under
        // the same URLs: removed at the end through the indexes kept.
        let events = try String(contentsOfFile: try BulkLoadTests.twoEventsFile(in: fixture), encoding: .utf8)
        let repeats = (1...22).filter { $0 % 3 == 0 }.map {
            ImportFixture.uciRow($0 + 100, title: "Harbour repeat \($0)", url: "http://www.dailyplanet.example/\($0)")
        }
        let path = try fixture.file("events.tsv", events + "\n" + repeats.joined(separator: "\n"))
        let inBatches = try await BulkLoadTests.writtenByBatchesOfFour(path)

        try await FullTextBuildTests.withCatalogFile { file, _ in
            var kept = file
            kept.bulkLoadInOrderIndexRows = 0
            let summary = try await CatalogImporter(catalog: kept, batchSize: 10, appendingBatchSize: 4).importFile(.file(path))
            #expect((summary.added, summary.alreadyPresent) == (22, 7))
            #expect(try await BulkLoadTests.written(kept) == inBatches)
            #expect(try await FullTextBuildTests.integrity(kept) == "ok", "every index holds exactly its rows' entries")
            #expect(try await BulkLoadTests.articleIndexNames(kept) == Set(CatalogSchema.articleIndexes.map(\.name)))
        }
    }
}
