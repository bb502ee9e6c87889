/// The sources a UCI file has named so far, found by the raw bytes of a row's publisher and host.
///
/// Most of a large file's rows name a publisher seen before; looking it up by bytes spares each
/// such row two strings and a key built from them.
struct UCISourceCache {
    /// A source, as a row's article refers to it too, made once for a publisher and host.
    struct Known {
        /// The source.
        let source: Source
        /// The article's reference to it.
        let reference: SourceReference
    }

    /// A source with the exact bytes that named it.
    private struct Entry {
        let publisher: [UInt8]
        let host: [UInt8]
        let known: Known?
        /// The next entry whose bytes share this one's hash, if any.
        var next: Int?
    }

    private var entries: [Entry] = []
    /// The first entry with each hash.
    private var firstByHash: [Int: Int] = [:]

    /// The source named by these publisher and host bytes, made by `make` the first time; nil when
    /// `make` made none.
    mutating func source(
        publisher: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>, make: () -> Source?
    ) -> Known? {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(publisher))
        hasher.combine(0xFF as UInt8)  // Never a UTF-8 byte, so ("ab", "c") and ("a", "bc") differ.
        hasher.combine(bytes: UnsafeRawBufferPointer(host))
        let key = hasher.finalize()
        var candidate = firstByHash[key]
        var last: Int?
        while let index = candidate {
            if Self.equal(entries[index].publisher, publisher), Self.equal(entries[index].host, host) {
                return entries[index].known
            }
            last = index
            candidate = entries[index].next
        }
        let known = make().map { Known(source: $0, reference: SourceReference(id: $0.id, name: $0.name)) }
        entries.append(Entry(publisher: Array(publisher), host: Array(host), known: known))
        if let last {
            entries[last].next = entries.count - 1
        } else {
            firstByHash[key] = entries.count - 1
        }
        return known
    }

    private static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
    }
}
