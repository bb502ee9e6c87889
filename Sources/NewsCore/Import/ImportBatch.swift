/// The records one transaction writes, with the sources they name.
struct ImportBatch: Sendable {
    /// The records, in file order.
    let records: [CatalogRecord]
    /// Each source the records name, once.
    let sources: [Source]
}
