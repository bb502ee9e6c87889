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

    /// The batch cut into batches of at most `size` records, in order; the first carries all the
    /// batch's sources, so they are noted as the whole batch would have had them noted.
    func slices(of size: Int) -> [ImportBatch] {
        let size = max(1, size)
        return stride(from: 0, to: records.count, by: size).map { start in
            let end = min(start + size, records.count)
            return ImportBatch(
                records: Array(records[start..<end]), urlKeys: Array(urlKeys[start..<end]), sources: start == 0 ? sources : [])
        }
    }
}
