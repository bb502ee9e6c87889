import Foundation
import GRDB
import NewsModels

@testable import NewsCatalog

/// Small hand-made catalogs for tests.
enum CatalogFixture {
    /// A fixed moment articles are dated from.
    static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    /// Three sources in three countries and two languages.
    static let sources = [
        Source(
            id: "alpha-news", name: "Alpha News", description: "General news", url: "https://alpha.example",
            category: .general, language: "en", country: "us"),
        Source(id: "beta-times", name: "Beta Times", category: .business, language: "en", country: "gb"),
        Source(id: "gamma-zeitung", name: "Gamma Zeitung", category: .technology, language: "de", country: "de"),
    ]

    /// A record dated some hours after ``epoch``.
    static func record(
        _ slug: String,
        source: String = "alpha-news",
        sourceName: String? = nil,
        title: String,
        description: String? = nil,
        content: String? = nil,
        category: NewsCategory = .general,
        story: String? = nil,
        hour: Int
    ) -> CatalogRecord {
        let name = sourceName ?? sources.first { $0.id == source }?.name ?? source
        return CatalogRecord(
            article: Article(
                source: SourceReference(id: source, name: name),
                author: "Test Author",
                title: title,
                description: description,
                url: "https://example.test/\(slug)",
                publishedAt: epoch.addingTimeInterval(Double(hour) * 3600),
                content: content
            ),
            category: category,
            story: story
        )
    }

    /// `count` plain articles from Alpha News, article `i` published at hour `i`.
    static func numbered(_ count: Int) -> [CatalogRecord] {
        (1...count).map { record("n\($0)", title: "Numbered article \($0)", hour: $0) }
    }

    /// A catalog in memory holding the given records and the fixture sources.
    static func catalog(_ records: [CatalogRecord]) async throws -> LocalCatalog {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.insert(records, sources: sources)
        return catalog
    }

    /// Makes a catalog file at `path` as newsdesk made it up to `migration`, holding `records` as
    /// every version stores them: the row's columns all versions have, then its words.
    ///
    /// Today's insert writes columns an older version lacks, so the rows are written here.
    static func olderCatalog(at path: String, upTo migration: String, holding records: [CatalogRecord]) async throws {
        let old = try DatabaseQueue(path: path)
        try CatalogSchema.migrator.migrate(old, upTo: migration)
        try await old.write { db in
            for record in records {
                try db.execute(
                    sql: """
                        INSERT INTO articles (url, source_id, source_name, title, published_at, category)
                        VALUES (?, ?, ?, ?, 0, 'general')
                        """, arguments: [record.article.url, record.article.source.id, record.article.source.name, record.article.title])
                try db.execute(
                    sql: """
                        INSERT INTO articles_fts (rowid, title, source_name) VALUES (last_insert_rowid(), ?, ?)
                        """, arguments: [record.article.title, record.article.source.name])
            }
        }
        try old.close()
    }
}
