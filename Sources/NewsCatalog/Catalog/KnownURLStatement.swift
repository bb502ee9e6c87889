import GRDB
import NewsStorage

/// Whether the catalog holds an article with a given URL, found by its ``URLKey`` through the index on it.
struct KnownURLStatement: ~Copyable {
    private let statement: BoundStatement

    /// Prepares the lookup on the connection of `db`; the URL key index must exist.
    init(in db: Database) throws {
        // INDEXED BY: statistics gathered while the catalog was small can make the planner prefer
        // scanning the table, once per article (minutes for 120,000 articles after one).
        statement = try BoundStatement(
            """
            SELECT 1 FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ?
            """, in: db)
    }

    /// Whether an article has `url`, whose key is `urlKey`.
    func contains(_ url: String, urlKey: Int64) throws -> Bool {
        statement.bind(1, urlKey)
        statement.bind(2, url)
        return try statement.hasRow()
    }
}
