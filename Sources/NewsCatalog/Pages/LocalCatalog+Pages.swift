import Foundation
import GRDB
import NewsModels
import NewsStorage
import NewsWeb

extension LocalCatalog {
    /// The page reader mode kept for `article`, if it read one.
    public func keptPage(of article: Article) async throws -> ReadPage? {
        try await storage.read { db in
            guard let id = try Self.rowID(of: article, in: db),
                let row = try Row.fetchOne(db, sql: "SELECT page, page_text FROM articles WHERE id = ?", arguments: [id]),
                let json: String = row["page"], let stored = StoredPage.decoded(json)
            else { return nil }
            return stored.page(plainText: row["page_text"] ?? "")
        }
    }

    /// Keeps `page` as `article`'s text, searchable from now on; an article the catalog does not
    /// hold (a NewsAPI answer) is added to it first, filed under `category`.
    public func keep(_ page: ReadPage, for article: Article, category: NewsCategory = .general, at time: Date = Date()) async throws {
        let json = try StoredPage(page).json()
        try await writeGrouping { [stories] db in
            var found = try Self.rowID(of: article, in: db)
            if found == nil {
                _ = try Self.insert([CatalogRecord(article: article, category: category)], sources: [], grouping: stories, in: db)
                found = try Self.rowID(of: article, in: db)
            }
            guard let id = found else { throw CatalogError.database("the article could not be added to the catalog") }
            // The full-text index follows `page_text` through its update trigger.
            try db.execute(
                sql: "UPDATE articles SET page = ?, page_text = ?, page_read_at = ? WHERE id = ?",
                arguments: [json, page.plainText, UnixTime.secondsRoundingDown(time), id])
        }
    }

    /// The row of `article`: by its identity when it has one (a feed's item), else by its address,
    /// the article known by that address alone first (a feed's items may share it).
    static func rowID(of article: Article, in db: Database) throws -> Int64? {
        if let identity = article.identity {
            return try Int64.fetchOne(db, sql: "SELECT id FROM articles WHERE identity = ?", arguments: [identity])
        }
        return try Int64.fetchOne(
            db,
            sql: """
                SELECT id FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ?
                ORDER BY identity IS NOT NULL, id LIMIT 1
                """,
            arguments: [URLKey.of(article.url), article.url])
    }
}
