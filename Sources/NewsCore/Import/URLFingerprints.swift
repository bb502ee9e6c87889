/// The URLs a bulk load has appended, kept as their 64-bit ``URLKey``s: eight bytes an article, not its URL.
///
/// A key seen before means "maybe a duplicate": such a record waits for the end of the load,
/// when the URL key index exists and the URLs themselves decide. Different URLs sharing a key are
/// therefore never lost, only written a little later.
struct URLFingerprints {
    /// Most URLs kept; an import's default, a million, holds about 16 MB.
    let capacity: Int
    private var seen = Set<Int64>()

    /// Creates an empty set holding at most `capacity` keys.
    init(capacity: Int) {
        self.capacity = capacity
        // Room for all at once: growing rehashes every key, and the load waits for it each time.
        seen.reserveCapacity(capacity)
    }

    /// How many URLs are remembered.
    var count: Int { seen.count }

    /// Whether the set is full.
    var isFull: Bool { seen.count >= capacity }

    /// Remembers a URL by its key; false when the key was seen before.
    mutating func insert(urlKey: Int64) -> Bool {
        seen.insert(urlKey).inserted
    }
}
