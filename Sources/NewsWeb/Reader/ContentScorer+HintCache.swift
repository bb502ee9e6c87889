extension ContentScorer {
    /// Class and id values already judged, and their hints, found by a hash of their bytes.
    ///
    /// Pages repeat the same few hundred values over thousands of elements; `Dictionary`'s seeded
    /// hashing of a `String` and its comparison by characters cost as much as the judging they
    /// saved. A value is judged by its bytes, so it is matched by its bytes too.
    struct HintCache {
        /// A value judged, its hash and its hint words.
        private struct Entry {
            var hash: UInt64
            var value: String
            var words: (negative: Bool, positive: Bool)
        }

        /// Open-addressed with linear probing; never more than half full.
        private var slots = [Entry?](repeating: nil, count: 256)
        private var count = 0

        /// The hint words of `value`, judged by `judge` the first time it is met.
        mutating func words(of value: String, judge: (String) -> (negative: Bool, positive: Bool)) -> (negative: Bool, positive: Bool) {
            let hash = Self.hash(value)
            var slot = place(hash)
            while let entry = slots[slot] {
                if entry.hash == hash, Self.sameBytes(entry.value, value) { return entry.words }
                slot = (slot + 1) & (slots.count - 1)
            }
            let words = judge(value)
            slots[slot] = Entry(hash: hash, value: value, words: words)
            count += 1
            if 2 * count > slots.count { grow() }
            return words
        }

        /// Where a probe for `hash` starts: the top bits, which the hash mixes best.
        private func place(_ hash: UInt64) -> Int {
            Int(truncatingIfNeeded: hash >> UInt64(64 - slots.count.trailingZeroBitCount))
        }

        /// Doubles the slots, each entry placed again.
        private mutating func grow() {
            let entries = slots.compactMap { $0 }
            slots = [Entry?](repeating: nil, count: slots.count * 2)
            for entry in entries {
                var slot = place(entry.hash)
                while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = entry
            }
        }

        /// Whether two values' UTF-8 is the same, compared in place.
        private static func sameBytes(_ first: String, _ second: String) -> Bool {
            var first = first
            var second = second
            return first.withUTF8 { first in second.withUTF8 { second in first.elementsEqual(second) } }
        }

        /// A hash of `value`'s UTF-8, eight bytes at a time, then mixed.
        private static func hash(_ value: String) -> UInt64 {
            var value = value
            return value.withUTF8 { bytes in
                var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
                var index = 0
                if let base = UnsafeRawPointer(bytes.baseAddress) {
                    while index + 8 <= bytes.count {
                        hash = (hash ^ base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                        hash ^= hash >> 29
                        index += 8
                    }
                }
                var last: UInt64 = 0
                for offset in index..<bytes.count { last |= UInt64(bytes[offset]) << (8 * UInt64(offset - index)) }
                hash = (hash ^ last) &* 0xC4CE_B9FE_1A85_EC53
                return hash ^ (hash >> 32)
            }
        }
    }
}
