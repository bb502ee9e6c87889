import Foundation
import GRDB
import NewsModels
import NewsStorage

extension LocalCatalog {
    /// Hands every article of the catalog to `each`, in the order they were added (row id), and
    /// returns how many it handed.
    ///
    /// One read transaction over a cursor: the export is one moment's catalog (a write meanwhile
    /// is not half in it), and only the row at hand is held, however many the catalog has.
    ///
    /// - Throws: what `each` throws, as it threw it (the rest is not read); ``CatalogError`` when
    ///   the catalog cannot be read.
    public func exportArticles(_ each: @escaping @Sendable (ArticleBackup) throws -> Void) async throws -> Int {
        let outcome = try await storage.read { db -> Result<Int, any Error> in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(CatalogRows.articleColumns), a.category, a.story, a.body_html, a.page, a.page_text,
                           (SELECT COUNT(*) FROM articles m WHERE m.story_id = a.story_id) AS story_size,
                           s.name AS described_name, s.description AS source_description, s.url AS source_url,
                           s.category AS source_category, s.language AS source_language, s.country AS source_country
                    FROM articles a LEFT JOIN sources s ON s.id = a.source_id
                    ORDER BY a.id
                    """)
            var count = 0
            while let row = try rows.next() {
                let backup = try Self.backup(from: row)
                do {
                    try each(backup)
                } catch {
                    // Kept apart from the catalog's failures, which the storage rewords.
                    return .failure(error)
                }
                count += 1
            }
            return .success(count)
        }
        return try outcome.get()
    }

    /// A backup from a row of the export's query.
    private static func backup(from row: Row) throws -> ArticleBackup {
        var article = try CatalogRows.article(from: row)
        article.storySize = max(1, row["story_size"] ?? 1)
        var source: Source?
        if let id = article.source.id, let name: String = row["described_name"] {
            let category: String? = row["source_category"]
            source = Source(
                id: id, name: name, description: row["source_description"], url: row["source_url"],
                category: category.flatMap(NewsCategory.init(rawValue:)), language: row["source_language"], country: row["source_country"])
        }
        let category: String = row["category"]
        let readAt: Int64? = row["page_read_at"]
        let page = (row["page"] as String?).flatMap(StoredPage.decoded)?.page(plainText: row["page_text"] ?? "")
        return ArticleBackup(
            article: article, category: NewsCategory(rawValue: category) ?? .general, datasetStory: row["story"], source: source,
            bodyHTML: row["body_html"], page: page, pageReadAt: readAt.map(UnixTime.date))
    }
}
