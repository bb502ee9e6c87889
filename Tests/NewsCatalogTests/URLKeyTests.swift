import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Catalog: articles found by a key of their URL")
struct URLKeyTests {
    @Test("the key is 64-bit FNV-1a of the URL's UTF-8 bytes, the published test values")
    func knownValues() {
        #expect(URLKey.of("") == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(URLKey.of("a") == Int64(bitPattern: 0xaf63_dc4c_8601_ec8c))
        #expect(URLKey.of("foobar") == Int64(bitPattern: 0x8594_4171_f739_67e8))
        #expect(URLKey.of("https://example.test/é") != URLKey.of("https://example.test/e"))
    }

    @Test("a URL whose key another article already has is still added, and each is still found once")
    func sharedKeyKeepsBoth() async throws {
        let catalog = try await CatalogFixture.catalog([])
        let first = try #require(CatalogFixture.numbered(1).first)
        let second = CatalogFixture.record("other", title: "Another article", hour: 2)
        // No two short URLs are known to share an FNV-1a key, so one article is stored under the other's.
        try await catalog.storage.write { db in
            _ = try LocalCatalog.insert([first], sources: [], grouping: nil, in: db)
            try db.execute(sql: "UPDATE articles SET url_key = ?", arguments: [URLKey.of(second.article.url)])
        }

        #expect(try await catalog.insert([second]) == 1)
        #expect(try await catalog.insert([second]) == 0)
        #expect(try await catalog.articleCount() == 2)
    }

    @Test("a catalog made with the unique URL index gets every article's key, and stays unique by URL")
    func migratesFromURLIndex() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let records = CatalogFixture.numbered(5)
        try await CatalogFixture.olderCatalog(
            at: path, upTo: "v5: the full-text index gathers 8 MB of terms before it writes them", holding: records
        )

        let catalog = try LocalCatalog.open(path: path)

        let keys = try await catalog.storage.read { db in
            try Row.fetchAll(db, sql: "SELECT url, url_key FROM articles ORDER BY id").map { row in
                (row["url"] as String, row["url_key"] as Int64)
            }
        }
        #expect(keys.map(\.0) == records.map(\.article.url))
        #expect(keys.map(\.1) == records.map { URLKey.of($0.article.url) })
        #expect(try await BulkLoadTests.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
        let found = try await catalog.everything(SearchQuery(query: "\"Numbered article 3\""))
        #expect(found.items.map(\.url) == [records[2].article.url], "the full-text index is as it was")
        #expect(try await catalog.insert(records) == 0)
        #expect(try await catalog.insert(CatalogFixture.numbered(6)) == 1)
    }
}
