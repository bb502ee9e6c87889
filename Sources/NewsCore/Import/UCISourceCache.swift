/// The sources a UCI file has named so far, found by the raw bytes of a row's publisher and host.
///
/// Most of a large file's rows name a publisher seen before; looking it up by bytes spares each
/// such row two strings and a key built from them.
struct UCISourceCache {
    /// A source with the exact bytes that named it.
    private struct Entry {
        let publisher: [UInt8]
        let host: [UInt8]
        let source: Source?
    }

    /// Entries by a hash of their bytes; a list, as two pairs may share a hash.
    private var entries: [Int: [Entry]] = [:]

    /// The source named by these publisher and host bytes, made by `make` the first time.
    mutating func source(
        publisher: ArraySlice<UInt8>, host: ArraySlice<UInt8>, make: () -> Source?
    ) -> Source? {
        var hasher = Hasher()
        publisher.withUnsafeBytes { hasher.combine(bytes: $0) }
        hasher.combine(0xFF as UInt8)  // Never a UTF-8 byte, so ("ab", "c") and ("a", "bc") differ.
        host.withUnsafeBytes { hasher.combine(bytes: $0) }
        let key = hasher.finalize()
        if let known = entries[key]?.first(where: { $0.publisher.elementsEqual(publisher) && $0.host.elementsEqual(host) }) {
            return known.source
        }
        let made = make()
        entries[key, default: []].append(Entry(publisher: Array(publisher), host: Array(host), source: made))
        return made
    }
}
