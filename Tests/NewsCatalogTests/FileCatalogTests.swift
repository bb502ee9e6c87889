import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("File-backed catalog")
struct FileCatalogTests {
    @Test func twoPoolsOnOneFileLoseNothing() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path

        let first = try LocalCatalog.open(path: path)
        let second = try LocalCatalog.open(path: path)
        let left = (1...60).map { CatalogFixture.record("left-\($0)", title: "Left \($0)", hour: $0) }
        let right = (1...60).map { CatalogFixture.record("right-\($0)", title: "Right \($0)", hour: $0) }

        async let fromFirst = first.insert(left, sources: CatalogFixture.sources)
        async let fromSecond = second.insert(right, sources: CatalogFixture.sources)
        let added = try await (fromFirst, fromSecond)
        #expect(added.0 == 60)
        #expect(added.1 == 60)

        #expect(try await first.articleCount() == 120)
        #expect(try await second.articleCount() == 120)
        #expect(try await second.everything(SearchQuery(query: "left")).totalResults == 60)

        let reopened = try LocalCatalog.open(path: path)
        #expect(try await reopened.articleCount() == 120)
        #expect(try await reopened.insert(left) == 0)
    }

    @Test func theFileUsesWriteAheadLogging() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let catalog = try LocalCatalog.open(path: path)
        _ = try await catalog.insert(CatalogFixture.numbered(1))
        let mode = try await catalog.storage.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test("a browsing shell's readers keep a hundredth of the catalog file in pages, 2 MB to 16 MB; an import's keep SQLite's default")
    func readersCachePages() async throws {
        #expect(CatalogPurpose.readerCacheKiB(catalogBytes: 0) == 2_048)
        #expect(CatalogPurpose.readerCacheKiB(catalogBytes: 219_004_928) == 2_138, "UCI's 422,000 articles")
        #expect(CatalogPurpose.readerCacheKiB(catalogBytes: 800 << 20) == 8_192)
        #expect(CatalogPurpose.readerCacheKiB(catalogBytes: 1_998_979_072) == 16_384, "4.2 million articles")
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        _ = try await LocalCatalog.open(path: path).insert(CatalogFixture.numbered(1))
        let cacheSize = { (catalog: LocalCatalog) in try await catalog.storage.read { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") }
        }
        #expect(try await cacheSize(LocalCatalog.open(path: path)) == -2_048, "a small catalog's readers keep 2 MB")
        #expect(try await cacheSize(LocalCatalog.open(path: path, purpose: .bulkImport)) == -2_000)
    }

    @Test func aFileThatIsNotACatalogFailsInPlainWords() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CatalogError.database("the database file is damaged or is not a newsdesk database")) {
            _ = try LocalCatalog.open(path: path)
        }
    }
}
