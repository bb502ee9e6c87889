import Foundation
import GRDB
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Catalog: page size of new and existing files")
struct CatalogPageSizeTests {
    /// The page size and the WAL's checkpoint threshold (in pages) as the catalog's writer sees them.
    static func pages(_ catalog: LocalCatalog) async throws -> (pageSize: Int, checkpointPages: Int) {
        try await catalog.storage.writeWithoutTransaction { db in
            (try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0, try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 0)
        }
    }

    @Test("a new catalog file has 16 KiB pages, and an import checkpoints when the WAL holds as much as its cache")
    func newFile() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path

        let browsing = try LocalCatalog.open(path: path)
        #expect(try await Self.pages(browsing).pageSize == 16_384)
        let importing = try LocalCatalog.open(path: path, purpose: .bulkImport)

        #expect(try await Self.pages(importing) == (16_384, 4_096), "64 MB of cache is 4,096 pages of 16 KiB")
    }

    @Test("a catalog made with 4 KiB pages keeps them, its news and its checkpoint threshold in bytes")
    func existingFile() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        var configuration = Configuration()
        configuration.journalMode = .wal
        let old = try DatabaseQueue(path: path, configuration: configuration)
        try CatalogSchema.migrator.migrate(old)
        try await old.write { db in
            _ = try LocalCatalog.insert(CatalogFixture.numbered(3), sources: CatalogFixture.sources, grouping: nil, in: db)
        }
        #expect(try await old.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 4_096)
        try old.close()

        let importing = try LocalCatalog.open(path: path, purpose: .bulkImport)

        #expect(try await Self.pages(importing) == (4_096, 16_384), "64 MB of cache is 16,384 pages of 4 KiB")
        #expect(try await importing.articleCount() == 3)
        #expect(try await importing.insert(CatalogFixture.numbered(4)) == 1)
    }
}
