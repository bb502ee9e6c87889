/// An index on the catalog's `articles` table: its name and the statement that builds it.
struct ArticleIndex: Sendable {
    /// The index's name, for `DROP INDEX`.
    let name: String
    /// The `CREATE INDEX` statement.
    let create: String
}
