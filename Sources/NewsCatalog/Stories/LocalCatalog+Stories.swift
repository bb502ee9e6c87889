import GRDB
import NewsModels

extension LocalCatalog {
    /// Every article of `article`'s story, earliest first (then in the order they were stored);
    /// `article` alone when the catalog does not hold it.
    public func storyArticles(of article: Article) async throws -> [Article] {
        try await storage.read { db in
            guard let id = try Self.rowID(of: article, in: db) else { return [article] }
            // An article without a story (one an older version wrote since the upgrade) is alone.
            let story = try Int64.fetchOne(db, sql: "SELECT story_id FROM articles WHERE id = ?", arguments: [id])
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT \(CatalogRows.articleColumns) FROM articles a
                    WHERE \(story == nil ? "a.id" : "a.story_id") = ? ORDER BY a.published_at, a.id
                    """, arguments: [story ?? id]
            ).map(CatalogRows.article)
        }
    }
}
