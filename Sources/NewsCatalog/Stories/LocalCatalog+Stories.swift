import GRDB
import NewsModels

extension LocalCatalog {
    /// Every article of `article`'s story, earliest first (then in the order they were stored);
    /// `article` alone when the catalog does not hold it.
    public func storyArticles(of article: Article) async throws -> [Article] {
        try await storage.read { db in
            guard let id = try Self.rowID(of: article, in: db) else { return [article] }
            // An article without a story (written by an older version's process since the upgrade) is alone.
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT \(CatalogRows.articleColumns) FROM articles a
                    WHERE a.story_id = (SELECT story_id FROM articles WHERE id = ?1) OR a.id = ?1
                    ORDER BY a.published_at, a.id
                    """, arguments: [id]
            ).map(CatalogRows.article)
        }
    }
}
