/// The records one transaction writes, with the sources they name.
struct ImportBatch: Sendable {
    /// The records, in file order; a var, so the importer can take them out whole and thin them in place.
    var records: [CatalogRecord]
    /// Each source the records name, once.
    let sources: [Source]
}
