import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

@Suite("Imported URLs: HTML character references decoded, at import and in older catalogs")
struct URLEntityTests {
    /// An article row's URL, its key, title and image URL.
    struct Stored: Sendable {
        var url: String
        var key: Int64
        var title: String
        var image: String?
    }

    /// Every article row, in id order.
    static func stored(_ catalog: LocalCatalog) async throws -> [Stored] {
        try await catalog.storage.read { db in
            try Row.fetchAll(db, sql: "SELECT url, url_key, title, url_to_image FROM articles ORDER BY id").map { row in
                Stored(url: row["url"], key: row["url_key"], title: row["title"], image: row["url_to_image"])
            }
        }
    }

    @Test(
        "references a page's markup leaves in an address are decoded once; anything else stays",
        arguments: [
            ("http://a.example/x?p=1&amp;q=2&amp;r=3", "http://a.example/x?p=1&q=2&r=3"),
            ("http://a.example/Runnin&#39;+Scared", "http://a.example/Runnin'+Scared"),
            ("http://a.example/?q=&#x27;a&#X27;", "http://a.example/?q='a'"),
            ("http://a.example/?a=&quot;b&quot;&lt;&gt;&apos;", "http://a.example/?a=\"b\"<>'"),
            ("http://a.example/?a=1&amp;amp;b=2", "http://a.example/?a=1&amp;b=2"),
            ("http://a.example/?a=1&b=2&copy=3", "http://a.example/?a=1&b=2&copy=3"),
            ("http://a.example/?a=1&copy;", "http://a.example/?a=1&copy;"),
            ("http://a.example/?a=&#0;&#10;&#32;&#x85;&#xD800;&#99999999;", "http://a.example/?a=&#0;&#10;&#32;&#x85;&#xD800;&#99999999;"),
            ("http://a.example/?a=&#233;t&#xE9;", "http://a.example/?a=été"),
            ("http://a.example/end&", "http://a.example/end&"),
            ("http://a.example/&amp", "http://a.example/&amp"),
            ("http://a.example/plain", "http://a.example/plain"),
        ])
    func decoded(url: String, expected: String) {
        #expect(WebAddress.decoding(url) == expected)
    }

    @Test("UCI, HuffPost and NewsAPI imports store the decoded address, and an escaped repeat is already present")
    func imports() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let escaped = "http://www.dailyplanet.example/story?id=1&amp;utm_source=feed&amp;utm_medium=rss"
        let plain = "http://www.dailyplanet.example/story?id=1&utm_source=feed&utm_medium=rss"
        let uci = try fixture.file(
            "uci.tsv",
            [
                ImportFixture.uciRow(1, title: "Escaped", url: escaped),
                ImportFixture.uciRow(2, title: "Plain", url: plain),
            ].joined(separator: "\n"))
        let huffPost = try fixture.file(
            "huffpost.jsonl",
            #"{"link": "https://www.huffpost.com/entry/a?x=1&amp;y=2", "headline": "Seals", "category": "TECH", "date": "2022-09-23"}"#)
        let newsAPI = try fixture.file(
            "newsapi.json",
            #"{"status":"ok","totalResults":1,"articles":[{"source":{"id":"wire","name":"Wire"},"title":"Ferry","url":"https://wire.example/f?a=1&amp;b=2","urlToImage":"https://wire.example/f.jpg?w=1&amp;h=2","publishedAt":"2024-05-02T08:00:00Z"}]}"#
        )
        let catalog = try LocalCatalog.inMemory()
        let importer = CatalogImporter(catalog: catalog)

        let summary = try await importer.importFile(.file(uci))
        _ = try await importer.importFile(.file(huffPost))
        _ = try await importer.importFile(.file(newsAPI))

        #expect((summary.read, summary.added, summary.alreadyPresent) == (2, 1, 1))
        let rows = try await Self.stored(catalog)
        #expect(rows.map(\.url) == [plain, "https://www.huffpost.com/entry/a?x=1&y=2", "https://wire.example/f?a=1&b=2"])
        #expect(rows.allSatisfy { $0.key == URLKey.of($0.url) })
        #expect(rows.last?.image == "https://wire.example/f.jpg?w=1&h=2")
    }

    @Test("a catalog whose URLs hold references is fixed when opened: keys follow, an escaped copy of a stored URL goes")
    func migration() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        func record(_ url: String, _ title: String, story: String?, category: NewsCategory = .business) -> CatalogRecord {
            var record = CatalogFixture.record("x", title: title, category: category, story: story, hour: 1)
            record.article.url = url
            return record
        }
        let records = [
            record("https://a.example/1?x=1&amp;y=2", "Escaped copy of a stored URL", story: "s1"),
            record("https://a.example/1?x=1&y=2", "Stored URL", story: "s1"),
            record("https://a.example/2?p=1&amp;q=2", "Escaped alone", story: "s2", category: .health),
            record("https://a.example/3?it&#39;s", "Apostrophe", story: nil),
            record("https://a.example/3?it&apos;s", "Apostrophe again", story: nil, category: .science),
            record("https://a.example/4?plain=1&copy=2", "Ampersand, no reference", story: nil),
        ]
        let old = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: "v6: articles found by a key of their URL")
        // As version 6 stored them: its columns, the words under the row id, the counts kept.
        try await old.write { db in
            _ = try LocalCatalog.upsert(CatalogFixture.sources, in: db)
            for record in records {
                try db.execute(
                    sql: """
                        INSERT INTO articles (url, url_key, source_id, source_name, title, published_at, category, story)
                        VALUES (?, ?, ?, ?, ?, 0, ?, ?)
                        """,
                    arguments: [
                        record.article.url, URLKey.of(record.article.url), record.sourceID, record.article.source.name,
                        record.article.title,
                        record.category.rawValue, record.story,
                    ])
                try db.execute(
                    sql: "INSERT INTO articles_fts (rowid, title, source_name) VALUES (last_insert_rowid(), ?, ?)",
                    arguments: [record.article.title, record.article.source.name])
            }
            try db.execute(
                sql: """
                    INSERT INTO source_categories (source_id, category, articles)
                        SELECT source_id, category, COUNT(*) FROM articles WHERE source_id IS NOT NULL GROUP BY source_id, category;
                    INSERT INTO stories (story, articles) SELECT story, COUNT(*) FROM articles WHERE story IS NOT NULL GROUP BY story;
                    UPDATE sources SET
                        article_count = (SELECT COUNT(*) FROM articles WHERE source_id = sources.id),
                        main_category = (SELECT category FROM source_categories WHERE source_id = sources.id
                                         ORDER BY articles DESC, category LIMIT 1);
                    """)
        }
        try old.close()

        let catalog = try LocalCatalog.open(path: path)

        let rows = try await Self.stored(catalog)
        #expect(rows.map(\.title) == ["Stored URL", "Escaped alone", "Apostrophe", "Ampersand, no reference"])
        #expect(
            rows.map(\.url) == [
                "https://a.example/1?x=1&y=2", "https://a.example/2?p=1&q=2", "https://a.example/3?it's",
                "https://a.example/4?plain=1&copy=2",
            ])
        #expect(rows.allSatisfy { $0.key == URLKey.of($0.url) }, "every key is its URL's")
        let counts = try await catalog.storage.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT article_count FROM sources WHERE id = 'alpha-news'"),
                try Row.fetchAll(db, sql: "SELECT story, articles FROM stories ORDER BY story").map {
                    "\($0["story"] as String)=\($0["articles"] as Int)"
                },
                try Row.fetchAll(db, sql: "SELECT category, articles FROM source_categories ORDER BY category").map {
                    "\($0["category"] as String)=\($0["articles"] as Int)"
                },
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles_fts WHERE articles_fts MATCH 'copy'")
            )
        }
        #expect(counts.0 == 4)
        #expect(counts.1 == ["s1=1", "s2=1"])
        #expect(counts.2 == ["business=3", "health=1"])
        #expect(counts.3 == 0, "the removed copy left the full-text index")
        #expect(try await catalog.insert([record("https://a.example/1?x=1&y=2", "Again", story: nil)]) == 0)
        #expect(try await catalog.source(id: "alpha-news")?.articleCount == 4)
    }
}
