/// The URLs a bulk load has appended, kept as 64-bit hashes: eight bytes an article, not its URL.
///
/// A hash seen before means "maybe a duplicate": such a record waits for the end of the load,
/// when the URL key index exists and the URLs themselves decide. Different URLs sharing a hash are
/// therefore never lost, only written a little later.
struct URLFingerprints {
    /// Most URLs kept; an import's default, a million, holds about 16 MB.
    let capacity: Int
    private var seen = Set<Int>()

    /// Creates an empty set holding at most `capacity` hashes.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many URLs are remembered.
    var count: Int { seen.count }

    /// Whether the set is full.
    var isFull: Bool { seen.count >= capacity }

    /// Remembers `url`; false when its hash was seen before.
    mutating func insert(_ url: String) -> Bool {
        var hasher = Hasher()
        var url = url
        url.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return seen.insert(hasher.finalize()).inserted
    }
}
