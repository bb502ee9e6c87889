import Foundation
import NewsModels

/// The sources a UCI file has named so far, found by the raw bytes of a row's publisher and host.
///
/// Most of a large file's rows name a publisher seen before; looking it up by bytes spares each
/// such row two strings and a key built from them. The bytes of every pair sit in one buffer and
/// the table holds plain numbers, so a lookup reads three places in memory, not one per string.
struct UCISourceCache {
    /// What a row learns about its source.
    struct Found {
        /// The article's reference to the source.
        let reference: SourceReference
        /// The source itself, the first time its publisher and host appear; nil after.
        let newSource: Source?
    }

    /// Where a pair's bytes are in ``bytes``, and their hash.
    private struct Entry {
        let hash: Int
        let start: Int
        let publisherCount: Int
        let hostCount: Int
    }

    private var entries: [Entry] = []
    /// Each entry's reference, nil for a pair that names no source.
    private var references: [SourceReference?] = []
    /// Every entry's publisher bytes, then host bytes, one entry after another.
    private var bytes: [UInt8] = []
    /// An open-addressing table of entry numbers plus one (0: empty), at most half full.
    private var slots = [Int32](repeating: 0, count: 1 << 10)

    /// The source named by these publisher and host bytes, made by `make` the first time; nil when
    /// `make` made none.
    mutating func source(
        publisher: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>, make: () -> Source?
    ) -> Found? {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(publisher))
        hasher.combine(0xFF as UInt8)  // Never a UTF-8 byte, so ("ab", "c") and ("a", "bc") differ.
        hasher.combine(bytes: UnsafeRawBufferPointer(host))
        let hash = hasher.finalize()
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if entries[index].hash == hash, matches(entries[index], publisher, host) {
                return references[index].map { Found(reference: $0, newSource: nil) }
            }
            slot = (slot + 1) & mask
        }
        let source = make()
        let reference = source.map { SourceReference(id: $0.id, name: $0.name) }
        entries.append(Entry(hash: hash, start: bytes.count, publisherCount: publisher.count, hostCount: host.count))
        references.append(reference)
        bytes.append(contentsOf: publisher)
        bytes.append(contentsOf: host)
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count {
            grow()
        }
        guard let source, let reference else { return nil }
        return Found(reference: reference, newSource: source)
    }

    private func matches(_ entry: Entry, _ publisher: UnsafeBufferPointer<UInt8>, _ host: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.publisherCount == publisher.count, entry.hostCount == host.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress else { return entry.publisherCount + entry.hostCount == 0 }
            return Self.equal(base + entry.start, publisher) && Self.equal(base + entry.start + entry.publisherCount, host)
        }
    }

    /// Whether the bytes at `stored` begin with `bytes`, compared by the C library.
    private static func equal(_ stored: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return memcmp(stored, base, bytes.count) == 0
    }

    /// Doubles the table and places every entry again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = entries[index].hash & mask
            while slots[slot] != 0 {
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(index + 1)
        }
    }
}
