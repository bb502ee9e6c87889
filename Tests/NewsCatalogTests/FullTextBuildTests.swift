import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Import: a file catalog's full-text index, built beside the bulk load")
struct FullTextBuildTests {
    /// Three batches whose words reach every indexed column, with accents the index folds.
    static let batches: [[CatalogRecord]] = [
        (1...30).map {
            CatalogFixture.record(
                "harbour-\($0)", title: "Harbour storm \($0)", description: "Tide table for the bay",
                category: .general, hour: $0)
        },
        (31...60).map {
            CatalogFixture.record(
                "cafe-\($0)", source: "beta-times", title: "Café crème prices \($0)",
                content: "Storm over the harbour markets", category: .business, hour: $0)
        },
        (61...75).map {
            CatalogFixture.record("quiet-\($0)", source: "gamma-zeitung", title: "Quiet day \($0)", category: .technology, hour: $0)
        },
    ]

    /// Searches that reach titles, descriptions, contents and source names, with phrases,
    /// exclusions and folded accents.
    static let searches = ["harbour", "\"tide table\"", "cafe", "creme", "storm -cafe", "zeitung", "quiet OR tide"]

    /// The URLs each search finds, most relevant first.
    static func answers(_ catalog: LocalCatalog) async throws -> [[String]] {
        var answers: [[String]] = []
        for search in searches {
            let page = try await catalog.everything(SearchQuery(query: search, sortBy: .relevancy, pageSize: 100))
            answers.append(page.items.map(\.url))
        }
        return answers
    }

    /// Loads `batches` into an empty catalog, the last record held for the end as an importer holds
    /// records that may repeat a URL (one does, one is new).
    static func load(_ catalog: LocalCatalog) async throws -> Int {
        try await load(try #require(try await catalog.beginBulkLoad()))
    }

    /// Loads `batches` with `load`, then finishes it as ``load(_:)-(LocalCatalog)`` does.
    static func load(_ load: CatalogBulkLoad) async throws -> Int {
        for batch in batches {
            _ = try await load.append(batch, sources: CatalogFixture.sources)
        }
        let rest = [batches[0][0], CatalogFixture.record("late", title: "Late harbour news", hour: 99)]
        return try await load.finish(adding: rest)
    }

    /// Runs SQLite's and FTS5's own consistency checks on the catalog; SQLite's answer.
    static func integrity(_ catalog: LocalCatalog) async throws -> String? {
        try await catalog.storage.writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('integrity-check')")
            return try String.fetchOne(db, sql: "PRAGMA integrity_check")
        }
    }

    /// Runs `body` with a catalog file opened for importing in a fresh directory, and the file's
    /// path; `prepare` runs first, with the path, before the catalog is opened.
    static func withCatalogFile(
        prepare: (String) throws -> Void = { _ in },
        _ body: (LocalCatalog, String) async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        try prepare(path)
        try await body(try LocalCatalog.open(path: path, purpose: .bulkImport), path)
    }

    @Test("the index built beside the load answers every search as the writer's own rebuild does")
    func sameAnswers() async throws {
        try await Self.withCatalogFile { file, path in
            let memory = try LocalCatalog.inMemory()

            #expect(try await Self.load(file) == 1, "of the two held records, the new one is added")
            #expect(try await Self.load(memory) == 1)

            let answers = try await Self.answers(file)
            #expect(answers == (try await Self.answers(memory)))
            #expect(answers.map(\.count) == [61, 30, 30, 30, 30, 15, 45])
            #expect(try await Self.integrity(file) == "ok")
            #expect(!FileManager.default.fileExists(atPath: FullTextBuild.path(besideCatalog: path)), "the scratch file is gone")
            // Later inserts go into the copied index, batch by batch.
            #expect(try await file.insert([CatalogFixture.record("after", title: "Harbour reopens", hour: 100)]) == 1)
            #expect(try await file.everything(SearchQuery(query: "harbour reopens")).totalResults == 1)
            #expect(try await Self.integrity(file) == "ok")
        }
    }

    @Test("authors and CJK text reach the index a load builds beside it, as they reach an insert's")
    func authorsAndCJK() async throws {
        try await Self.withCatalogFile { file, _ in
            let load = try #require(try await file.beginBulkLoad())
            _ = try await load.append(SearchRankingTests.worldRecords, sources: CatalogFixture.sources)
            _ = try await load.finish(adding: [])
            let memory = try await CatalogFixture.catalog(SearchRankingTests.worldRecords)
            for search in ["krugman", "纪念币", "币", "iphone", "지하", "coin 纪念币"] {
                let query = SearchQuery(query: search, sortBy: .relevancy, pageSize: 100)
                let loaded = try await file.everything(query).items.map(\.url)
                #expect(!loaded.isEmpty, "\(search)")
                #expect(loaded == (try await memory.everything(query).items.map(\.url)), "\(search)")
            }
            #expect(try await Self.integrity(file) == "ok")
        }
    }

    @Test("past its bound on held text, a load indexes each batch's words as the batch comes, with the same answers")
    func textIndexedAsItComes() async throws {
        try await Self.withCatalogFile { file, path in
            let memory = try LocalCatalog.inMemory()
            let eager = try #require(
                try await CatalogBulkLoad.begin(
                    file.storage, stories: file.stories, scratchPath: FullTextBuild.path(besideCatalog: path), heldTextBytes: 0
                ))

            #expect(try await Self.load(eager) == 1)
            #expect(try await Self.load(memory) == 1)
            await eager.abandon()

            #expect(try await Self.answers(file) == (try await Self.answers(memory)), "a committed load stays committed")
            #expect(try await Self.integrity(file) == "ok")
        }
    }

    @Test("a load that knows its size indexes its first third of words as they come and holds the rest, with the same answers")
    func leadingTextIndexedAsItComes() async throws {
        try await Self.withCatalogFile { file, path in
            let memory = try LocalCatalog.inMemory()
            let rows = Self.batches.map(\.count).reduce(0, +)
            let leading = try #require(
                try await CatalogBulkLoad.begin(
                    file.storage, stories: file.stories, scratchPath: FullTextBuild.path(besideCatalog: path), expectedRows: rows))

            #expect(try await Self.load(leading) == 1)
            #expect(try await Self.load(memory) == 1)

            // The first batch, 30 of 75 articles, was past a third of the words: the other two waited.
            // (Counted in batches: a batch's bytes include its arrays' capacities, which malloc rounds.)
            #expect(await leading.leadingBatchesSent == 1)
            #expect(try await Self.answers(file) == (try await Self.answers(memory)))
            #expect(try await Self.integrity(file) == "ok")
        }
    }

    @Test("words are read ahead for the grouping while a load holds them, and not once it indexes them as they come")
    func wordsReadAheadOnlyWhileHeld() async throws {
        for (expectedRows, readsAhead) in [(75, true), (100_000_000, false)] {
            try await Self.withCatalogFile { file, path in
                let load = try #require(
                    try await CatalogBulkLoad.begin(
                        file.storage, stories: file.stories, scratchPath: FullTextBuild.path(besideCatalog: path),
                        expectedRows: expectedRows))
                let stream = try #require(load.storyStream)
                #expect(stream.words(of: Self.batches[0]) != nil, "until the first batch tells the file's size")
                _ = try await load.append(Self.batches[0], sources: [])
                #expect((stream.words(of: Self.batches[1]) != nil) == readsAhead, "expecting \(expectedRows) rows")
                await load.abandon()
            }
        }
    }

    @Test("an abandoned load removes its scratch file and leaves the catalog as it was")
    func abandoned() async throws {
        try await Self.withCatalogFile { catalog, path in
            #expect(try await catalog.fillWithSampleIfEmpty())
            let sampleAnswers = try await Self.answers(catalog)
            let before = try await catalog.articleCount()

            let load = try #require(try await catalog.beginBulkLoad())
            _ = try await load.append(Self.batches[0], sources: [])
            #expect(FileManager.default.fileExists(atPath: FullTextBuild.path(besideCatalog: path)))
            await load.abandon()

            #expect(!FileManager.default.fileExists(atPath: FullTextBuild.path(besideCatalog: path)))
            #expect(try await catalog.articleCount() == before)
            #expect(try await Self.answers(catalog) == sampleAnswers)
            #expect(try await Self.integrity(catalog) == "ok")
        }
    }

    @Test("where no scratch file can be made, the writer builds the full-text index itself")
    func noScratchFile() async throws {
        // A directory where the scratch file would go: it is neither removed nor opened as a database.
        let block = { (path: String) in
            try FileManager.default.createDirectory(atPath: FullTextBuild.path(besideCatalog: path), withIntermediateDirectories: false)
        }
        try await Self.withCatalogFile(prepare: block) { catalog, path in
            let memory = try LocalCatalog.inMemory()

            #expect(try await Self.load(catalog) == 1)
            _ = try await Self.load(memory)

            #expect(try await Self.answers(catalog) == (try await Self.answers(memory)))
            #expect(try await Self.integrity(catalog) == "ok")
            var isDirectory: ObjCBool = false
            let blocked = FullTextBuild.path(besideCatalog: path)
            #expect(FileManager.default.fileExists(atPath: blocked, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test("a scratch file a killed load left behind is replaced, never read")
    func leftBehind() async throws {
        let leave = { (path: String) in
            try Data("not a database, or half of one".utf8).write(to: URL(fileURLWithPath: FullTextBuild.path(besideCatalog: path)))
        }
        try await Self.withCatalogFile(prepare: leave) { catalog, path in
            let memory = try LocalCatalog.inMemory()

            _ = try await Self.load(catalog)
            _ = try await Self.load(memory)

            #expect(try await Self.answers(catalog) == (try await Self.answers(memory)))
            #expect(!FileManager.default.fileExists(atPath: FullTextBuild.path(besideCatalog: path)))
        }
    }
}
