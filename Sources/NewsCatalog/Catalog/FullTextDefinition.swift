import GRDB

/// How the catalog's full-text index is made, read from the catalog, so that a scratch build
/// (``FullTextBuild``) makes tables the catalog's can take as they are.
struct FullTextDefinition: Sendable {
    /// The index's `CREATE VIRTUAL TABLE` statement.
    let statement: String
    /// FTS5's settings (its `_config` table), by key.
    let settings: [String: DatabaseValue]

    /// Reads the definition of `articles_fts` in the catalog of `db`.
    init(of db: Database) throws {
        guard let statement = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'articles_fts'") else {
            throw CatalogError.database("the catalog has no full-text index")
        }
        self.statement = statement
        var settings: [String: DatabaseValue] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT k, v FROM articles_fts_config") {
            settings[row["k"]] = row["v"] as DatabaseValue
        }
        self.settings = settings
    }
}
