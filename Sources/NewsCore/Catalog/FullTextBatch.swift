/// The text a bulk load's full-text index takes from a batch of appended articles, packed in one
/// buffer: title, description, content and source name per article, its row id counted from
/// ``firstID``.
///
/// Held until the words are indexed, so it keeps only those four fields, without the rest of the
/// article or a separate allocation per field.
struct FullTextBatch: Sendable {
    /// The number of indexed fields per article, in the order of the index's columns.
    static let fieldsPerRow = 4

    /// The row id of the first article; the others follow one by one.
    let firstID: Int64
    /// Every field's UTF-8 bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each field ends in ``bytes``, ``fieldsPerRow`` per article (a batch's text is far
    /// below 4 GB: 25,000 articles).
    private var ends: [UInt32] = []

    /// Packs the indexed fields of `records`, whose row ids run from `firstID`.
    init(_ records: [CatalogRecord], firstID: Int64) {
        self.firstID = firstID
        ends.reserveCapacity(records.count * Self.fieldsPerRow)
        // Sized once: growing by doubling left up to half the buffer unused, and held for long.
        var size = 0
        for index in records.indices {
            let article = records[index].article
            size += article.title.utf8.count + (article.description?.utf8.count ?? 0) + (article.content?.utf8.count ?? 0)
            size += article.source.name.utf8.count
        }
        bytes.reserveCapacity(size)
        // By index: a for-in loop would copy each record, retaining and releasing all its text.
        for index in records.indices {
            append(records[index].article.title)
            append(records[index].article.description)
            append(records[index].article.content)
            append(records[index].article.source.name)
        }
    }

    /// How many articles the batch holds.
    var count: Int { ends.count / Self.fieldsPerRow }

    /// About how much memory the batch holds.
    var byteCount: Int { bytes.capacity + ends.capacity * MemoryLayout<UInt32>.stride }

    /// Calls `body` with each article's row id and fields, the fields valid only inside the call (a
    /// missing field is empty, which the index treats as it treats none).
    func forEachRow(_ body: (Int64, InlineArray<4, UnsafeBufferPointer<UInt8>>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for row in 0..<count {
                var fields = InlineArray<4, UnsafeBufferPointer<UInt8>>(repeating: UnsafeBufferPointer(rebasing: buffer[0..<0]))
                for field in 0..<Self.fieldsPerRow {
                    let end = Int(ends[row * Self.fieldsPerRow + field])
                    fields[field] = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    start = end
                }
                try body(firstID + Int64(row), fields)
            }
        }
    }

    private mutating func append(_ text: String?) {
        if let text {
            bytes.append(contentsOf: text.utf8)
        }
        ends.append(UInt32(bytes.count))
    }
}
