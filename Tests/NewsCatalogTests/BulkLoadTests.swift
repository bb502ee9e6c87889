import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Import: bulk load into an empty catalog")
struct BulkLoadTests {
    /// The names of the indexes on `articles`, as the catalog's schema lists them.
    static func articleIndexNames(_ catalog: LocalCatalog) async throws -> Set<String> {
        try await catalog.storage.read { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'articles'"))
        }
    }

    /// Counts every article against its distinct URLs, and what the full-text index finds for a word.
    static func counts(_ catalog: LocalCatalog, matching word: String) async throws -> (rows: Int, urls: Int, found: Int) {
        try await catalog.storage.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), COUNT(DISTINCT url) FROM articles")
            let found = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles_fts WHERE articles_fts MATCH ?", arguments: [word])
            return (row?[0] ?? 0, row?[1] ?? 0, found ?? 0)
        }
    }

    /// The writer's page cache size, as `PRAGMA cache_size` gives it (negative: KiB).
    static func cacheSize(_ catalog: LocalCatalog) async throws -> Int? {
        try await catalog.storage.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
    }

    /// A UCI file of two events told in turn, a minute apart, by three publishers, 22 rows: stories
    /// and sources to compare.
    static func twoEventsFile(in fixture: ImportFixture) throws -> String {
        let rows = (1...22).map { index in
            ImportFixture.uciRow(
                index, title: index % 2 == 0 ? "Harbour bridge closed after storm \(index)" : "Central bank raises rates again \(index)",
                publisher: ["Daily Planet", "Bugle", "Sentinel"][index % 3], milliseconds: 1_394_470_370_698 + Int64(index) * 60_000)
        }
        return try fixture.file("uci.tsv", rows.joined(separator: "\n"))
    }

    /// What an import of ``twoEventsFile(in:)`` wrote: each article's id, story and source, then
    /// each source, then the keys the full-text index finds for two of its words.
    static func written(_ catalog: LocalCatalog) async throws -> [String] {
        try await catalog.storage.read { db in
            try String.fetchAll(db, sql: "SELECT id || ' ' || story_id || ' ' || source_id FROM articles ORDER BY id")
                + String.fetchAll(db, sql: "SELECT id || ' ' || name FROM sources ORDER BY id")
                + String.fetchAll(db, sql: "SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'harbour OR daily' ORDER BY rowid")
                .map { String($0) }
        }
    }

    /// What an import of the file at `path` into a new catalog, in batches of 4 that insert 4 a
    /// batch too, wrote (``written(_:)``): the reference a load is compared with.
    static func writtenByBatchesOfFour(_ path: String) async throws -> [String] {
        let catalog = try LocalCatalog.inMemory()
        _ = try await CatalogImporter(catalog: catalog, batchSize: 4, appendingBatchSize: 4).importFile(.file(path))
        return try await written(catalog)
    }

    @Test("a bulk load builds its indexes with a small page cache, and puts the writer's back (no sorting threads) when it ends")
    func smallCacheWhileLoading() async throws {
        for commits in [true, false] {
            let catalog = try LocalCatalog.inMemory()
            #expect(try await catalog.fillWithSampleIfEmpty())
            try await catalog.storage.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -20000") }

            let load = try #require(try await catalog.beginBulkLoad())
            #expect(try await Self.cacheSize(catalog) == -CatalogBulkLoad.appendingCacheKiB)
            _ = try await load.append([CatalogFixture.record("cached", title: "Harbour cache", hour: 1)], sources: [])
            #expect(try await Self.cacheSize(catalog) == -CatalogBulkLoad.appendingCacheKiB)
            if commits {
                _ = try await load.finish()
            } else {
                await load.abandon()
            }

            #expect(try await Self.cacheSize(catalog) == -20000, "committed: \(commits)")
            let sortingThreads = try await catalog.storage.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA threads") }
            #expect(sortingThreads == 0, "the sorter's helper threads end with the index builds; committed: \(commits)")
            try await catalog.refreshQueryStatistics()
            #expect(try await Self.cacheSize(catalog) == -20000, "gathering statistics keeps it too")
        }
    }

    @Test(
        "a file expected to bring more than twice the bound of held words holds a few batches' words; one that fits, or of unknown size, the bound"
    )
    func heldTextBound() {
        let bound = CatalogBulkLoad.defaultHeldTextBytes
        let streaming = CatalogBulkLoad.streamingHeldTextBytes
        // UCI packs about 90 bytes of words per article: 38 MB for 422,637 rows, 380 MB ten times over.
        #expect(CatalogBulkLoad.heldTextBound(bound, firstBatch: 450_000, rows: 5_000, expectedRows: 422_637) == bound)
        #expect(CatalogBulkLoad.heldTextBound(bound, firstBatch: 450_000, rows: 5_000, expectedRows: 4_226_370) == streaming)
        #expect(CatalogBulkLoad.heldTextBound(bound, firstBatch: 450_000, rows: 5_000, expectedRows: 1_000_000) == bound)
        #expect(CatalogBulkLoad.heldTextBound(bound, firstBatch: 450_000, rows: 5_000, expectedRows: 1_200_000) == streaming)
        #expect(
            CatalogBulkLoad.heldTextBound(bound, firstBatch: 450_000, rows: 5_000, expectedRows: nil) == bound,
            "the size of what comes through standard input is unknown")
        #expect(CatalogBulkLoad.heldTextBound(0, firstBatch: 450_000, rows: 5_000, expectedRows: 4_226_370) == 0, "a smaller bound stays")
        #expect(CatalogBulkLoad.heldTextBound(bound, firstBatch: 0, rows: 0, expectedRows: 4_226_370) == bound)
    }

    @Test("a file whose words are held for the end has its first third indexed as they come; one that streams, or of unknown size, none")
    func leadingText() {
        let bound = CatalogBulkLoad.defaultHeldTextBytes
        let streaming = CatalogBulkLoad.streamingHeldTextBytes
        // 90 bytes an article: UCI's 422,637 rows bring 38,037,330 bytes, a third of them indexed as they come.
        #expect(CatalogBulkLoad.leadingTextBytes(bound: bound, firstBatch: 450_000, rows: 5_000, expectedRows: 422_637) == 12_679_110)
        #expect(CatalogBulkLoad.leadingTextBytes(bound: streaming, firstBatch: 450_000, rows: 5_000, expectedRows: 4_226_370) == 0)
        #expect(CatalogBulkLoad.leadingTextBytes(bound: bound, firstBatch: 450_000, rows: 5_000, expectedRows: nil) == 0)
        #expect(CatalogBulkLoad.leadingTextBytes(bound: 0, firstBatch: 450_000, rows: 5_000, expectedRows: 422_637) == 0)
        #expect(CatalogBulkLoad.leadingTextBytes(bound: bound, firstBatch: 0, rows: 0, expectedRows: 422_637) == 0)
    }

    @Test("a gzip file's rows are guessed from the share of its compressed bytes the first batch took")
    func gzipRowsGuessed() {
        // UCI x10 compressed by `gzip -1` is 345 MB; its first 25,000 rows took about 2 MB of it.
        #expect(CatalogImporter.rows(25_000, readingShare: 2.04 / 345) == 4_227_941)
        #expect(CatalogImporter.rows(25_000, readingShare: 1) == 25_000, "a file read whole in its first batch")
        #expect(CatalogImporter.rows(25_000, readingShare: 0) == 25_000, "nothing read says nothing")
        #expect(CatalogImporter.rows(25_000, readingShare: .leastNonzeroMagnitude) > 1 << 40, "never past Int")
    }

    @Test("the compressed bytes a gzip file's first lines took are counted as inflate took them, not as they were read ahead")
    func gzipShareOfFirstLines() throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = (1...40_000).map { ImportFixture.uciRow($0, title: "Headline number \($0) about event \($0 % 977)") }
        let path = try fixture.gzip(try fixture.file("uci.tsv", rows.joined(separator: "\n")))
        let file = try FileByteSource(.file(path))
        let gzip = try GzipByteSource(file, name: "uci.tsv.gz")
        let lines = ImportLineReader(gzip)
        for _ in 1...1_000 { _ = try lines.next() }
        let size = try #require(file.size)
        let guess = CatalogImporter.rows(1_000, readingShare: Double(gzip.compressedBytes(ofFirst: lines.consumed)) / Double(size))
        #expect(abs(guess - 40_000) < 2_000, "\(guess) rows")
        // The bytes read from the file, a chunk of input and one of output ahead, guessed a sixth as many.
        let ahead = CatalogImporter.rows(1_000, readingShare: try #require(file.progress.fraction))
        #expect(ahead < 10_000, "\(ahead) rows")
    }

    @Test("a bulk load appends in batches of its own smaller size, its first batch too; batch-by-batch inserts keep the full size")
    func appendingBatchSize() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try Self.twoEventsFile(in: fixture)

        let empty = try LocalCatalog.inMemory()
        let appended = ReportLog()
        _ = try await CatalogImporter(catalog: empty, batchSize: 10, appendingBatchSize: 4).importFile(.file(path)) { appended.add($0) }
        // 4 rows at a time, the first batch (which sizes the load) too; each report comes once the
        // batch after the next is read (the next one is grouped meanwhile, ``StoryStream``).
        #expect(appended.reports.filter { !$0.indexing }.map(\.read) == [12, 16, 20, 22, 22, 22])
        // The same rows, stories and sources as a load in batches of 4 that inserts 4 a batch too.
        let rowsWritten = try await Self.written(empty)
        #expect(rowsWritten == (try await Self.writtenByBatchesOfFour(path)))
        let stories = Set(rowsWritten.prefix(22).map { $0.split(separator: " ")[1] }).count
        #expect(stories > 1 && stories < 11, "stories of several rows each, so the comparison compares grouping")

        // A catalog holding more news than the file brings takes it batch by batch, 10 rows at a
        // time, the first batch read on to the full size once it has sized the load.
        let news = try LocalCatalog.inMemory()
        _ = try await news.insert((1...30).map { CatalogFixture.record("news-\($0)", title: "Old news \($0)", hour: $0) })
        let inserted = ReportLog()
        _ = try await CatalogImporter(catalog: news, batchSize: 10, appendingBatchSize: 4).importFile(.file(path)) { inserted.add($0) }
        #expect(inserted.reports.map(\.read) == [20, 22, 22])
        #expect(try await news.articleCount() == 52)
    }

    @Test("an import whose words are indexed as they come reads one batch ahead, not two, and writes what an import in batches writes")
    func pacedByTheFullTextBuild() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try Self.twoEventsFile(in: fixture)
        let inBatches = try await Self.writtenByBatchesOfFour(path)

        try await FullTextBuildTests.withCatalogFile { file, _ in
            // No text held: each batch's words are indexed as it comes, and the next waits for them.
            var paced = file
            paced.bulkLoadHeldTextBytes = 0
            let log = ReportLog()
            _ = try await CatalogImporter(catalog: paced, batchSize: 10, appendingBatchSize: 4).importFile(.file(path)) { log.add($0) }

            // Once the first append has told the stream to stop reading ahead, a batch is counted
            // when the one after it is read: at 20 rows read, 16 are in. (Read two ahead, as
            // `appendingBatchSize` shows, 12 would be.) The first reports depend on when that was.
            let reports = log.reports.filter { !$0.indexing }
            let inAtTwenty = reports.filter { $0.read == 20 }.map(\.added)
            #expect(inAtTwenty == [16])
            #expect(reports.last?.read == 22)
            #expect(reports.last?.added == 22)
            #expect(try await Self.written(file) == inBatches)
            #expect(try await FullTextBuildTests.integrity(file) == "ok")
        }
    }

    @Test("a row the catalog refuses ends a bulk load: no batch after it is appended, and the catalog is as it was")
    func refusedRow() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = (1...30).map { ImportFixture.uciRow($0, title: $0 == 13 ? "Refused headline \($0)" : "Harbour story \($0)") }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        try await catalog.storage.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse BEFORE INSERT ON articles WHEN NEW.title LIKE 'Refused%'
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        // Batches of 4 after a first of 8: rows 1 to 12 are appended, the batch of row 13 fails
        // while later batches are read and grouped.
        let importer = CatalogImporter(catalog: catalog, batchSize: 8, appendingBatchSize: 4)
        let failure = try await ImportIntegrityTests.failure(importer, path)
        guard case .catalog = failure.error else {
            Issue.record("unexpected failure \(failure.error)")
            return
        }
        #expect(failure.summary?.added == 12, "the three batches before the refused one, and none after it")
        #expect(try await catalog.articleCount() == 0, "the load is rolled back")
        let next = try await catalog.beginBulkLoad()
        #expect(next != nil, "and over: another can begin")
        await next?.abandon()
    }

    @Test("repeated URLs across batches are added once, and the indexes exist when the load commits")
    func repeatsAcrossBatches() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows =
            (1...40).map { ImportFixture.uciRow($0, title: "Harbour story \($0)") }
            + (1...40).filter { $0 % 3 == 0 }.map {
                ImportFixture.uciRow($0 + 100, title: "Harbour repeat \($0)", url: "http://www.dailyplanet.example/\($0)")
            }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        let log = ReportLog()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 20).importFile(.file(path)) { log.add($0) }
        let reports = log.reports

        #expect((summary.read, summary.added, summary.alreadyPresent, summary.rejected) == (53, 40, 13, 0))
        #expect(try await Self.counts(catalog, matching: "harbour") == (40, 40, 40))
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
        #expect(reports.last?.indexing == true, "the last report says the indexes are being built")
        #expect(reports.dropLast().allSatisfy { !$0.indexing })
        let source = try #require(try await catalog.source(id: "daily-planet"))
        #expect(source.articleCount == 40)
    }

    @Test("a bulk load keeps the feed identities' index, which no appended row enters: into news its entries stay whole")
    func identityIndexKept() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let catalog = try LocalCatalog.inMemory()
        let rows = { (ids: ClosedRange<Int>) in
            ids.map { ImportFixture.uciRow($0, title: "Lighthouse log \($0)") }.joined(separator: "\n")
        }
        let first = try fixture.file("first.tsv", rows(1...10))
        _ = try await CatalogImporter(catalog: catalog).importFile(.file(first))
        try await catalog.storage.write { db in
            try db.execute(sql: "UPDATE articles SET identity = 'feed-item-' || id WHERE id <= 3")
        }
        // Larger than the catalog: a bulk load into its news, every other index dropped and built again.
        let second = try fixture.file("second.tsv", rows(11...40))
        let summary = try await CatalogImporter(catalog: catalog, batchSize: 8, appendingBatchSize: 4).importFile(.file(second))
        #expect(summary.added == 30)

        let (integrity, found) = try await catalog.storage.read { db in
            (
                try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                try Int64.fetchAll(
                    db, sql: "SELECT id FROM articles INDEXED BY articles_by_identity WHERE identity IS NOT NULL ORDER BY id")
            )
        }
        #expect(integrity == ["ok"], "every index holds exactly its rows' entries")
        #expect(found == [1, 2, 3])
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("a bulk load has no row bound: a file repeating itself goes in as one load, its repeats removed at the end")
    func noRowBound() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows =
            (1...30).map { ImportFixture.uciRow($0, title: "Tide table \($0)") }
            + (1...30).map { ImportFixture.uciRow($0, title: "Tide table again \($0)") }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 4).importFile(.file(path))

        #expect((summary.read, summary.added, summary.alreadyPresent) == (60, 30, 30))
        #expect(try await Self.counts(catalog, matching: "tide") == (30, 30, 30))
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("repeats beyond one delete statement's share all leave the articles and the full-text index")
    func repeatsInSeveralStatements() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let count = RepeatedRows.deletedAtOnce * 2 + 7
        let rows =
            (1...count).map { ImportFixture.uciRow($0, title: "Ferry timetable \($0)") }
            + (1...count).reversed().map { ImportFixture.uciRow($0, title: "Ferry timetable copy \($0)") }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 400).importFile(.file(path))

        #expect((summary.read, summary.added, summary.alreadyPresent) == (count * 2, count, count))
        #expect(try await Self.counts(catalog, matching: "ferry") == (count, count, count))
        #expect(try await Self.counts(catalog, matching: "copy").found == 0, "no repeat's words stay in the full-text index")
    }

    @Test("the URL keys more than one row holds are found once each, in key order, negative keys too")
    func repeatedURLKeys() throws {
        let queue = try DatabaseQueue()
        let keys: [Int64] = [5, 3, -8, 5, 9, 5, -2, 3, -8, 7, Int64.min, Int64.max, Int64.max]
        let repeated = try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE articles (id INTEGER PRIMARY KEY, url_key INTEGER NOT NULL);
                    CREATE INDEX articles_by_url_key ON articles(url_key);
                    """)
            for key in keys {
                try db.execute(sql: "INSERT INTO articles (url_key) VALUES (?)", arguments: [key])
            }
            return try RepeatedRows.repeatedURLKeys(in: db)
        }
        #expect(repeated == [-8, 3, 5, Int64.max])
        #expect(try queue.read { try RepeatedRows.repeatedURLKeys(in: $0) } == repeated, "reading twice finds the same")
    }

    @Test("a file that repeats itself ends the bulk load early instead of holding every repeat")
    func manyRepeats() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = (1...12).flatMap { _ in (1...5).map { ImportFixture.uciRow($0, title: "Lighthouse \($0)") } }
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 7).importFile(.file(path))

        #expect((summary.read, summary.added, summary.alreadyPresent) == (60, 5, 55))
        #expect(try await Self.counts(catalog, matching: "lighthouse") == (5, 5, 5))
    }

    @Test("sources and counts written once at the end are what batch-by-batch upserts leave")
    func ledgerMatchesBatches() async throws {
        let batches: [(records: [CatalogRecord], sources: [Source])] = [
            (
                [
                    CatalogFixture.record(
                        "a1", source: "alpha", sourceName: "Alpha", title: "One", category: .business, story: "s", hour: 1),
                    CatalogFixture.record("a2", source: "alpha", sourceName: "Alpha", title: "Two", category: .sports, story: "s", hour: 2),
                ],
                [
                    Source(id: "alpha", name: "Alpha", url: "http://alpha.example", country: "gb"),
                    Source(id: "alpha", name: "Alpha (ignored: the batch's first description counts)"),
                ]
            ),
            // A row naming an undescribed source makes it bare; a later description replaces it.
            (
                [
                    CatalogFixture.record("b1", source: "beta", sourceName: "Beta bare", title: "Three", category: .sports, hour: 3),
                    CatalogFixture.record(
                        "c1", source: "gamma", sourceName: "Gamma bare", title: "Four", category: .health, story: "t", hour: 4),
                ],
                [Source(id: "alpha", name: "Alpha Renamed", country: "us")]
            ),
            (
                [
                    CatalogFixture.record(
                        "a3", source: "alpha", sourceName: "Alpha", title: "Five", category: .sports, story: "s", hour: 5),
                    CatalogFixture.record("n1", source: "", sourceName: "Nobody", title: "Six", category: .general, hour: 6),
                ],
                [Source(id: "beta", name: "Beta", language: "en")]
            ),
        ]
        let bulk = try LocalCatalog.inMemory()
        let load = try #require(try await bulk.beginBulkLoad())
        for batch in batches {
            _ = try await load.append(batch.records, sources: batch.sources)
        }
        _ = try await load.finish()
        // The same batches into a catalog that holds news go batch by batch.
        let batched = try LocalCatalog.inMemory()
        _ = try await batched.insert([CatalogFixture.record("seed", source: "seed", title: "Seed", hour: 0)])
        for batch in batches {
            _ = try await batched.insert(batch.records, sources: batch.sources)
        }

        let fromBulk = try await bulk.sources(SourcesQuery())
        let fromBatches = try await batched.sources(SourcesQuery()).filter { $0.id != "seed" }
        #expect(fromBulk == fromBatches)
        let alpha = try #require(fromBulk.first { $0.id == "alpha" })
        #expect(
            (alpha.name, alpha.url, alpha.country, alpha.articleCount, alpha.category) == (
                "Alpha Renamed", "http://alpha.example", "us", 3, .sports
            ))
        #expect(fromBulk.first { $0.id == "gamma" }?.name == "Gamma bare")
        #expect(fromBulk.first { $0.id == "beta" }.map { ($0.name, $0.language, $0.articleCount) } ?? ("", nil, nil) == ("Beta", "en", 1))
        let stories = try await bulk.storage.read { db in
            try String.fetchAll(db, sql: "SELECT story || ':' || articles FROM stories ORDER BY story")
        }
        #expect(stories == ["s:3", "t:1"])
    }

    @Test("a story's articles are counted whether its rows come in runs, apart, or across batches")
    func storyRuns() async throws {
        let labels: [[String?]] = [["s", "s", "t", "s", nil, "t", "t"], ["t", "u", "s"]]
        let catalog = try LocalCatalog.inMemory()
        let load = try #require(try await catalog.beginBulkLoad())
        for (batch, stories) in labels.enumerated() {
            let records = stories.enumerated().map { index, story in
                CatalogFixture.record("r\(batch)-\(index)", title: "Row \(batch) \(index)", story: story, hour: batch * 10 + index)
            }
            _ = try await load.append(records, sources: [])
        }
        _ = try await load.finish()

        let stories = try await catalog.storage.read { db in
            try String.fetchAll(db, sql: "SELECT story || ':' || articles FROM stories ORDER BY story")
        }
        #expect(stories == ["s:4", "t:4", "u:1"])
    }

    @Test("an abandoned load leaves the catalog as it was: the sample and every index")
    func abandoned() async throws {
        let catalog = try LocalCatalog.inMemory()
        #expect(try await catalog.fillWithSampleIfEmpty())
        let before = try await catalog.articleCount()

        let load = try #require(try await catalog.beginBulkLoad())
        _ = try await load.append([CatalogFixture.record("gone", title: "Never committed", hour: 1)], sources: [])
        await load.abandon()

        #expect(try await catalog.articleCount() == before)
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("a catalog holding news is not bulk loaded")
    func notEmpty() async throws {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.insert(CatalogFixture.numbered(2))

        #expect(try await catalog.beginBulkLoad() == nil)
        #expect(try await catalog.insert(CatalogFixture.numbered(3)) == 1, "no transaction was left open")
    }

    @Test("a file larger than the news a catalog holds goes in as a bulk load: repeats of the catalog's articles go, counts add up")
    func largerFileIntoNews() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let held = (1...6).map { ImportFixture.uciRow($0, title: "Harbour story \($0)", category: "t", story: "old") }
        let file = (1...40).map {
            ImportFixture.uciRow($0 + 100, title: "Harbour news \($0)", url: "http://www.dailyplanet.example/\($0)", story: "new")
        }
        let catalog = try LocalCatalog.inMemory()
        _ = try await CatalogImporter(catalog: catalog).importFile(.file(try fixture.file("held.tsv", held.joined(separator: "\n"))))
        let log = ReportLog()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 4).importFile(
            .file(try fixture.file("more.tsv", file.joined(separator: "\n")))
        ) { log.add($0) }

        #expect((summary.read, summary.added, summary.alreadyPresent) == (40, 34, 6))
        #expect(log.reports.contains { $0.indexing }, "the indexes were built again at the end: a bulk load")
        #expect(try await Self.counts(catalog, matching: "harbour") == (40, 40, 40))
        #expect(try await catalog.everything(SearchQuery(query: "story", pageSize: 100)).totalResults == 6, "the held articles stay")
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
        let counts = try await catalog.storage.read { db in
            (
                try String.fetchAll(db, sql: "SELECT story || ':' || articles FROM stories ORDER BY story"),
                try String.fetchAll(db, sql: "SELECT category || ':' || articles FROM source_categories ORDER BY category"),
                try Int.fetchOne(db, sql: "SELECT article_count FROM sources") ?? 0
            )
        }
        #expect(counts.0 == ["new:34", "old:6"])
        #expect(counts.1 == ["business:34", "technology:6"])
        #expect(counts.2 == 40)
        // A later insert finds the URLs through the rebuilt index.
        #expect(try await catalog.insert([CatalogFixture.record("x", title: "Harbour extra", hour: 1)]) == 1)
    }

    @Test("a gzip that fails halfway keeps nothing the bulk load read before the failure, and every index")
    func failureHalfway() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = (1...4_000).map { ImportFixture.uciRow($0, title: "Estuary survey \($0) \(String(repeating: "x", count: $0 % 50))") }
        let plain = try fixture.file("uci.tsv", rows.joined(separator: "\n") + "\n")
        let gzipped = try Array(Data(contentsOf: URL(fileURLWithPath: try fixture.gzip(plain))))
        // Cut the compressed stream: the rows before the cut are readable, then the file ends too soon.
        let path = try fixture.bytes("cut.tsv.gz", Array(gzipped.prefix(gzipped.count * 2 / 3)))
        let catalog = try LocalCatalog.inMemory()

        await #expect(throws: ImportError.self) {
            _ = try await CatalogImporter(catalog: catalog, batchSize: 100).importFile(.file(path))
        }

        // Issue 14: rows read from gzip data are committed only once its trailer proves them whole.
        #expect(try await Self.counts(catalog, matching: "estuary") == (0, 0, 0))
        #expect(try await Self.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("a catalog made before the named URL index keeps its articles, full-text index and uniqueness")
    func migratesFromUniqueColumn() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        try await CatalogFixture.olderCatalog(
            at: path, upTo: "v3: full-text index filled per insert, not per row", holding: CatalogFixture.numbered(5)
        )

        let catalog = try LocalCatalog.open(path: path)

        #expect(try await catalog.articleCount() == 5)
        #expect(try await Self.articleIndexNames(catalog).isSuperset(of: CatalogSchema.articleIndexes.map(\.name)))
        #expect(try await catalog.insert(CatalogFixture.numbered(6)) == 1)
        let found = try await catalog.everything(SearchQuery(query: try #require(CatalogFixture.numbered(1).first?.article.title)))
        #expect(found.totalResults >= 1)
        let pendingBytes = try await catalog.storage.read { db in
            try Int.fetchOne(db, sql: "SELECT v FROM articles_fts_config WHERE k = 'hashsize'")
        }
        #expect(pendingBytes == CatalogSchema.ftsPendingBytes, "v5 lets the full-text index gather 8 MB of terms")
    }
}

/// Progress reports collected from an import's callback.
private final class ReportLog: Sendable {
    private let collected = Mutex<[ImportProgress]>([])

    func add(_ report: ImportProgress) {
        collected.withLock { $0.append(report) }
    }

    var reports: [ImportProgress] {
        collected.withLock { $0 }
    }
}
