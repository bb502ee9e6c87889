import Foundation
import GRDB
import Testing

@testable import NewsCatalog

@Suite("Search keys: publication second, then row id")
struct SearchKeyTests {
    @Test("keys sort as date then id, across negative seconds, and clamp dates beyond the years they tell apart")
    func order() {
        let keys = [
            SearchKey.of(published: -5_000_000_000, id: 9),
            SearchKey.of(published: -1, id: 3),
            SearchKey.of(published: 0, id: 1),
            SearchKey.of(published: 0, id: 2),
            SearchKey.of(published: 1_700_000_000, id: 1),
            SearchKey.of(published: 1_700_000_000, id: SearchKey.idLimit - 1),
            SearchKey.of(published: 1_700_000_001, id: 0),
        ]
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == keys.count)
        #expect(SearchKey.of(published: .max, id: 7) == SearchKey.of(published: SearchKey.latestSecond, id: 7))
        #expect(SearchKey.of(published: .min, id: 7) == SearchKey.of(published: SearchKey.earliestSecond, id: 7))
        #expect(SearchKey.lastKey(ofSecond: .max) < Int64.max)
        #expect(SearchKey.firstKey(ofSecond: .min) > Int64.min)
    }

    @Test("the SQL expression a migration uses gives the same keys")
    func sqlMatches() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE articles (id INTEGER PRIMARY KEY, published_at INTEGER)")
            for (id, published) in [(1, 0), (2, -86_400), (3, 1_700_000_000), (4, Int64.max / 2), (5, -Int64.max / 2)] as [(Int64, Int64)] {
                try db.execute(sql: "INSERT INTO articles VALUES (?, ?)", arguments: [id, published])
                let key = try Int64.fetchOne(db, sql: "SELECT \(SearchKey.sqlExpression) FROM articles WHERE id = ?", arguments: [id])
                #expect(key == SearchKey.of(published: published, id: id))
            }
        }
    }

    @Test("past 2^25 ids a key another article holds is passed over for the next free one")
    func freeKey() async throws {
        let catalog = try LocalCatalog.inMemory()
        try await catalog.storage.write { db in
            let published: Int64 = 1_700_000_000
            try db.execute(
                sql: """
                    INSERT INTO articles (id, url, url_key, source_name, title, published_at, category, search_key)
                    VALUES (5, 'https://a.test/5', 1, 'A', 'Five', ?, 'general', ?), (6, 'https://a.test/6', 2, 'A', 'Six', ?, 'general', ?)
                    """,
                arguments: [published, SearchKey.of(published: published, id: 5), published, SearchKey.of(published: published, id: 6)])
            let clashing = SearchKey.idLimit + 5
            #expect(try SearchKey.free(published: published, id: 5, in: db) == SearchKey.of(published: published, id: 5))
            #expect(try SearchKey.free(published: published, id: clashing, in: db) == SearchKey.of(published: published, id: 7))
            #expect(try SearchKey.free(published: published + 1, id: clashing, in: db) == SearchKey.of(published: published + 1, id: 5))
        }
    }
}
