import NewsModels

/// The records one transaction writes, with the sources they name.
struct ImportBatch: Sendable {
    /// The records, in file order.
    let records: [CatalogRecord]
    /// Each record's ``URLKey``, in the same order: computed while the batch is read, so the
    /// importer's check for repeats and the writer need not hash the URLs again.
    let urlKeys: [Int64]
    /// Each source the records name, once.
    let sources: [Source]

    /// This batch and `next` as one, in order, each source once (as this batch described it, when
    /// both did): what one read of both batches' records would have made.
    func followed(by next: ImportBatch) -> ImportBatch {
        let described = Set(sources.map(\.id))
        return ImportBatch(
            records: records + next.records, urlKeys: urlKeys + next.urlKeys,
            sources: sources + next.sources.filter { !described.contains($0.id) })
    }
}
