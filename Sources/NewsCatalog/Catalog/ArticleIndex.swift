/// An index on the catalog's `articles` table: its name and the statement that builds it.
struct ArticleIndex: Sendable {
    /// The index's name, for `DROP INDEX`.
    let name: String
    /// The `CREATE INDEX` statement.
    let create: String
    /// Whether a bulk load's appended rows have entries in it, so that the load drops it and builds
    /// it again at its end. An index they have none in (partial, on a column the append leaves
    /// NULL) is kept instead: building it again would read the whole table to find nothing.
    var takesAppendedRows = true
}
