import Foundation
import GRDB
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Import: a bulk load into an empty catalog file writes it once, without the WAL, when it has the file to itself")
struct BulkJournalTests {
    /// The catalog's journal mode, as a connection of its own sees it.
    static func journalMode(at path: String) throws -> String? {
        try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }

    /// Whether a file sits at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    @Test("alone, the load keeps a rollback journal while it runs, and leaves the catalog in WAL mode, whole")
    func rollbackJournalWhileAlone() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            let load = try #require(try await catalog.beginBulkLoad())
            // The indexes were dropped inside the load's transaction: a rollback journal holds their pages.
            #expect(Self.exists(path + "-journal"), "a rollback journal beside the catalog")
            #expect(!Self.exists(path + "-wal"), "no -wal file, which SQLite would take for WAL mode")

            #expect(try await FullTextBuildTests.load(load) == 1)

            #expect(!Self.exists(path + "-journal"))
            #expect(try Self.journalMode(at: path) == "wal")
            let size = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
            #expect((size ?? 0) > 0, "read-only connections need a -wal file with something in it")
            #expect(try await catalog.articleCount() == 76, "read through the pool's read-only connections")
            #expect(try await FullTextBuildTests.integrity(catalog) == "ok")
        }
    }

    @Test("with another connection open, the load keeps the WAL and still loads everything")
    func walWhenShared() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            // Another shell, as it would hold the catalog: open, having read from it.
            let other = try DatabaseQueue(path: path)
            #expect(try await other.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") } == 0)

            let load = try #require(try await catalog.beginBulkLoad())
            #expect(!Self.exists(path + "-journal"), "no rollback journal: the catalog stayed in WAL mode")
            #expect(try await FullTextBuildTests.load(load) == 1)

            #expect(try await other.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") } == 76)
            #expect(try Self.journalMode(at: path) == "wal")
            #expect(try await FullTextBuildTests.integrity(catalog) == "ok")
            try other.close()
        }
    }

    @Test("an abandoned load leaves the catalog as it was, in WAL mode, with no journal")
    func abandonedLoad() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            #expect(try await catalog.fillWithSampleIfEmpty())
            let load = try #require(try await catalog.beginBulkLoad())
            _ = try await load.append(FullTextBuildTests.batches[0], sources: CatalogFixture.sources)
            await load.abandon()

            #expect(!Self.exists(path + "-journal"))
            #expect(try Self.journalMode(at: path) == "wal")
            #expect(try await catalog.articleCount() == SampleCatalog.records.count, "the sample is back")
            #expect(try await FullTextBuildTests.integrity(catalog) == "ok")
        }
    }

    @Test("a catalog with news is not taken out of WAL mode: its imports go batch by batch")
    func catalogWithNews() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            _ = try await FullTextBuildTests.load(catalog)
            #expect(try await catalog.beginBulkLoad() == nil)
            #expect(!Self.exists(path + "-journal"))
            #expect(try Self.journalMode(at: path) == "wal")
        }
    }

    @Test("a catalog opened while a first import holds it is tried again, and opens once the import ends")
    func openingWaitsForTheLoad() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            let load = try #require(try await catalog.beginBulkLoad())
            let attempts = Mutex(0)
            let waiting = CatalogOpenWait { attempt in
                attempts.withLock { $0 = attempt }
                // The import ends while the opening waits.
                if attempt == 1 { _ = try? await FullTextBuildTests.load(load) }
                return attempt < 3
            }

            let opened = try await LocalCatalog.open(path: path, waiting: waiting)

            #expect(attempts.withLock { $0 } == 1, "busy once, while the load held the catalog")
            #expect(try await opened.articleCount() == 76)
        }
    }

    @Test("an opening that stops waiting says the catalog is busy")
    func openingGivesUp() async throws {
        try await FullTextBuildTests.withCatalogFile { catalog, path in
            let load = try #require(try await catalog.beginBulkLoad())
            await #expect(throws: CatalogError.database("the database is busy in another newsdesk; try again")) {
                _ = try await LocalCatalog.open(path: path, waiting: CatalogOpenWait { _ in false })
            }
            await load.abandon()
            #expect(try await LocalCatalog.open(path: path, waiting: CatalogOpenWait { _ in false }).articleCount() == 0)
        }
    }
}
