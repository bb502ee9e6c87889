import Foundation
import GRDB
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Upgrading a catalog an earlier version wrote")
struct CatalogUpgradeTests {
    /// Writes a catalog file as version 9 left it: the comet articles of ``NewestSearchTests``, one
    /// with an id past ``SearchKey/idLimit`` published in the same second as another, and a feed
    /// with one item; each article's words filed under its row id.
    static func version9Catalog(at path: String) async throws -> Int {
        var records = NewestSearchTests.records().map { (id: Int64(0), record: $0) }
        for index in records.indices { records[index].id = Int64(index + 1) }
        // Article 2 is published at hour 24: this one shares its second and, modulo 2^25, its id.
        records.append((SearchKey.idLimit + 2, CatalogFixture.record("clash", title: "Comet clash", hour: 24)))
        records.append(
            (500, CatalogFixture.record("feed-item", source: "feed-1", sourceName: "A Feed", title: "Comet from a feed", hour: 49)))
        let old = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v9: a fetch claims the feeds it fetches")
        let rows = records
        try await old.write { db in
            _ = try LocalCatalog.upsert(CatalogFixture.sources + [Source(id: "feed-1", name: "A Feed")], in: db)
            for (id, record) in rows {
                let article = record.article
                try db.execute(
                    sql: """
                        INSERT INTO articles (id, url, url_key, source_id, source_name, title, published_at, category)
                        VALUES (?, ?, ?, ?, ?, ?, ?, 'general')
                        """,
                    arguments: [
                        id, article.url, URLKey.of(article.url), record.sourceID, article.source.name, article.title,
                        Int64(article.publishedAt.timeIntervalSince1970),
                    ])
                try db.execute(
                    sql: "INSERT INTO articles_fts (rowid, title, source_name) VALUES (?, ?, ?)",
                    arguments: [id, article.title, article.source.name])
            }
            try db.execute(
                sql: """
                    INSERT INTO feeds (id, url, source_id, added_at) VALUES (1, 'https://feeds.test/rss', 'feed-1', 0);
                    INSERT INTO feed_items (feed_id, item_key, article_id) VALUES (1, 'item-1', 500);
                    """)
        }
        try old.close()
        return records.count
    }

    @Test(
        "from version 9: every article gets a key of its own, the index is built again under them, searches answer newest first, progress runs from none to all"
    )
    func fromVersion9() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let articles = try await Self.version9Catalog(at: path)
        let reports = Mutex<[CatalogUpgradeProgress]>([])

        let catalog = try LocalCatalog.open(path: path, upgrading: { progress in reports.withLock { $0.append(progress) } })

        let all = reports.withLock { $0 }
        let seen = all.filter { $0.work == .searchIndex }
        #expect(
            all.filter { $0.work == .stories }.map(\.articlesDone) == [0, articles], "v14 groups every article, after the index builds")
        #expect(seen.first == CatalogUpgradeProgress(articlesDone: 0, articles: articles))
        #expect(seen.last == CatalogUpgradeProgress(articlesDone: articles, articles: articles))
        let counts = seen.map(\.articlesDone)
        #expect(
            zip(counts, counts.dropFirst()).filter { $0 > $1 }.count == 2,
            "three upgrades build the index again (v10, v12, v13), each counting from none to all")
        let keys = try await catalog.storage.read { db in
            try Row.fetchAll(db, sql: "SELECT id, published_at, search_key FROM articles").map { row in
                (id: row["id"] as Int64, published: row["published_at"] as Int64, key: row["search_key"] as Int64?)
            }
        }
        #expect(keys.count == articles)
        #expect(Set(keys.compactMap(\.key)).count == articles, "every article has a key, none shared")
        #expect(keys.filter { $0.id < SearchKey.idLimit }.allSatisfy { $0.key == SearchKey.of(published: $0.published, id: $0.id) })
        #expect(try await NewestSearchTests.indexIsWhole(catalog))
        #expect(try await NewestSearchTests.hasKeyIndex(catalog), "an id past 2^25 made the index of keys")
        let query = SearchQuery(query: "comet")
        let expected = try await NewestSearchTests.sortedByDate(query, in: catalog)
        #expect(expected.count == 202)
        let found = try await NewestSearchTests.allPages(query, size: 20, in: catalog).urls
        // Past 2^25 an article sorts among those of its second by the free key it was given.
        let clash = "https://example.test/clash"
        #expect(found.filter { $0 != clash } == expected.filter { $0 != clash })
        #expect(Set(found) == Set(expected))
        let feedItems = try await catalog.feedArticles(ofFeedAt: "https://feeds.test/rss", page: 1, pageSize: 20)
        #expect(feedItems.items.map(\.title) == ["Comet from a feed"])

        try await catalog.storage.write { db in try db.execute(sql: "DELETE FROM articles WHERE url = 'https://example.test/clash'") }
        #expect(try await catalog.everything(SearchQuery(query: "clash")).totalResults == 0, "a deleted article leaves the index")
        #expect(try await NewestSearchTests.indexIsWhole(catalog))
        let again = Mutex(0)
        _ = try LocalCatalog.open(path: path, upgrading: { _ in again.withLock { $0 += 1 } })
        #expect(again.withLock { $0 } == 0, "an upgraded catalog is not upgraded again")
    }

    @Test(
        "from version 11: authors and CJK text are searchable, day-only dates are the midnights, the index is whole and follows deletes"
    )
    func fromVersion11() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let old = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v11: a feed's item is an article of its own; a failing feed backs off")
        // (id, title, author, published): a day-only date was stored at midnight, like any at 00:00.
        let rows: [(Int64, String, String?, Int64)] = [
            (1, "出建国纪念币", nil, 1_527_292_800),
            (2, "The economy this week", "Paul Krugman", 1_527_300_000),
            (3, "Harbour news", "Ann Lee", 1_527_379_200),
        ]
        try await old.write { db in
            _ = try LocalCatalog.upsert(CatalogFixture.sources, in: db)
            for (id, title, author, published) in rows {
                let url = "https://example.test/\(id)"
                try db.execute(
                    sql: """
                        INSERT INTO articles (id, url, url_key, source_id, source_name, author, title, published_at, category, search_key)
                        VALUES (?, ?, ?, 'alpha-news', 'Alpha News', ?, ?, ?, 'general', ?)
                        """,
                    arguments: [id, url, URLKey.of(url), author, title, published, SearchKey.of(published: published, id: id)])
            }
            try db.execute(
                sql: """
                    INSERT INTO articles_fts (rowid, title, description, content, source_name)
                    SELECT search_key, title, description, content, source_name FROM articles
                    """)
        }
        try old.close()
        let reports = Mutex<[CatalogUpgradeProgress]>([])

        let catalog = try LocalCatalog.open(path: path, upgrading: { progress in reports.withLock { $0.append(progress) } })

        #expect(reports.withLock { $0 }.last { $0.work == .searchIndex } == CatalogUpgradeProgress(articlesDone: 3, articles: 3))
        #expect(try await catalog.everything(SearchQuery(query: "krugman")).items.map(\.title) == ["The economy this week"])
        #expect(try await catalog.everything(SearchQuery(query: "纪念币")).items.map(\.title) == ["出建国纪念币"])
        #expect(try await catalog.everything(SearchQuery(query: "harbour")).totalResults == 1, "Latin words as before")
        let all = try await catalog.everything(SearchQuery(query: "alpha")).items
        #expect(all.map(\.publishedIsDayOnly) == [true, false, true])
        #expect(try await NewestSearchTests.indexIsWhole(catalog))
        try await catalog.storage.write { db in try db.execute(sql: "DELETE FROM articles WHERE id = 2") }
        #expect(try await catalog.everything(SearchQuery(query: "krugman")).totalResults == 0, "a deleted article leaves the index")
        #expect(try await NewestSearchTests.indexIsWhole(catalog))
    }

    @Test("from version 10: items that shared one article let go of it but the first, and come back as articles of their own")
    func fromVersion10() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let feedURL = "https://feeds.test/rss"
        let old = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v10: the full-text index files articles by publication time")
        try await old.write { db in
            _ = try LocalCatalog.upsert([Source(id: "feed-1", name: "A Feed")], in: db)
            try db.execute(
                sql: """
                    INSERT INTO articles (id, url, url_key, source_id, source_name, title, published_at, category, search_key)
                    VALUES (7, 'http://mnml.af/', ?, 'feed-1', 'A Feed', 'Linked post', 0, 'general', 7);
                    INSERT INTO feeds (id, url, source_id, added_at) VALUES (1, ?, 'feed-1', 0);
                    INSERT INTO feed_items (feed_id, item_key, article_id) VALUES (1, 'guid:post', 7), (1, 'guid:sponsor', 7);
                    """, arguments: [URLKey.of("http://mnml.af/"), feedURL])
        }
        try old.close()

        let catalog = try LocalCatalog.open(path: path)
        let keys = try await catalog.storage.read { db in try String.fetchAll(db, sql: "SELECT item_key FROM feed_items") }
        #expect(keys == ["guid:post"])
        let items = [
            FeedItem(guid: "post", link: "http://mnml.af/", title: "Linked post"),
            FeedItem(guid: "sponsor", link: "http://mnml.af/", title: "Sponsor"),
        ]
        let document = FeedDocument(format: .rss, title: "A Feed", siteURL: nil, items: items)
        let outcome = try await catalog.store(
            FeedFetchResult(outcome: .fetched(document), state: FeedFetchState(url: feedURL, fetchedAt: Date())), forFeedAt: feedURL)
        #expect(outcome == FeedStoreOutcome(added: 1))
        #expect(
            try await catalog.feedArticles(ofFeedAt: feedURL, page: 1, pageSize: 20).items.map(\.title).sorted() == [
                "Linked post", "Sponsor",
            ])
    }
}
