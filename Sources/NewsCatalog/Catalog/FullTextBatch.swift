import NewsStorage

/// The text a bulk load's full-text index takes from a batch of appended articles, packed in one
/// buffer: title, description, content, source name, author and CJK terms (``CJKTerms``) per
/// article, with its ``SearchKey``.
///
/// Held until the words are indexed, so it keeps only those six fields, without the rest of the
/// article or a separate allocation per field. It hands its rows over in key order: FTS5 writes out
/// its pending terms whenever a row id is lower than the one before, so a file listing the newest
/// articles first would have cost a segment per article.
struct FullTextBatch: Sendable {
    /// The number of indexed fields per article, in the order of the index's columns.
    static let fieldsPerRow = 6

    /// Each article's key, in the order the articles came.
    private var keys: [Int64] = []
    /// The articles' positions, in the order of their keys.
    private var keyOrder: [UInt32] = []
    /// Every field's UTF-8 bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each field ends in ``bytes``, ``fieldsPerRow`` per article (a batch's text is far
    /// below 4 GB: 25,000 articles).
    private var ends: [UInt32] = []

    /// Packs the indexed fields of `records`, with their ``CJKTerms`` `cjkTerms`, whose row ids run
    /// from `firstID` (all of them below ``SearchKey/idLimit``, as a bulk load's are).
    init(_ records: [CatalogRecord], cjkTerms: [String?], firstID: Int64) {
        keys = records.indices.map { index in
            SearchKey.of(published: UnixTime.secondsRoundingDown(records[index].article.publishedAt), id: firstID + Int64(index))
        }
        keyOrder = (0..<UInt32(records.count)).sorted { keys[Int($0)] < keys[Int($1)] }
        ends.reserveCapacity(records.count * Self.fieldsPerRow)
        // Through a buffer, each field read in place: an array's element, even by index, is copied,
        // retaining and releasing all its text.
        records.withUnsafeBufferPointer { records in
            // Sized once: growing by doubling left up to half the buffer unused, and held for long.
            var size = 0
            for index in records.indices {
                size += records[index].article.title.utf8.count + (records[index].article.description?.utf8.count ?? 0)
                size += (records[index].article.content?.utf8.count ?? 0) + records[index].article.source.name.utf8.count
                size += (records[index].article.author?.utf8.count ?? 0) + (cjkTerms[index]?.utf8.count ?? 0)
            }
            bytes.reserveCapacity(size)
            for index in records.indices {
                append(records[index].article.title)
                append(records[index].article.description)
                append(records[index].article.content)
                append(records[index].article.source.name)
                append(records[index].article.author)
                append(cjkTerms[index])
            }
        }
    }

    /// How many articles the batch holds.
    var count: Int { ends.count / Self.fieldsPerRow }

    /// About how much memory the batch holds.
    var byteCount: Int {
        bytes.capacity + ends.capacity * MemoryLayout<UInt32>.stride + keys.capacity * MemoryLayout<Int64>.stride
            + keyOrder.capacity * MemoryLayout<UInt32>.stride
    }

    /// Calls `body` with each article's key and fields, in key order, the fields valid only inside
    /// the call (a missing field is empty, which the index treats as it treats none).
    func forEachRow(_ body: (Int64, InlineArray<6, UnsafeBufferPointer<UInt8>>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            for position in keyOrder {
                let row = Int(position)
                var start = row == 0 ? 0 : Int(ends[row * Self.fieldsPerRow - 1])
                var fields = InlineArray<6, UnsafeBufferPointer<UInt8>>(repeating: UnsafeBufferPointer(rebasing: buffer[0..<0]))
                for field in 0..<Self.fieldsPerRow {
                    let end = Int(ends[row * Self.fieldsPerRow + field])
                    fields[field] = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    start = end
                }
                try body(keys[row], fields)
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
