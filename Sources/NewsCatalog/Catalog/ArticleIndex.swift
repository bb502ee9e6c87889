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
    /// Whether appended rows' entries land near one another: a file's dates mostly ascend, there
    /// are a handful of categories, and a story's id is a recent row's. A large load keeps such an
    /// index and inserts into it as it appends, instead of sorting it whole at its end
    /// (``CatalogBulkLoad/inOrderIndexRows``).
    var takesRowsInOrder = false
}
