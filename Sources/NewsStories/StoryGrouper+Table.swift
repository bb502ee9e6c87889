extension StoryGrouper {
    /// A map from 64-bit hashes (term ids, addresses' hashes) to values, open-addressed with linear
    /// probing on the keys' own bits, so a look-up costs a multiply and a probe or two instead of
    /// `Dictionary`'s seeded hashing of every key.
    ///
    /// Keys are hashes already; they are spread once more by a multiply so that keys differing in
    /// their high bits only still fall apart. Removal shifts the entries after it back, so no
    /// tombstones build up while the window's terms come and go.
    struct Table<Value: Sendable>: Sendable {
        private var keys: [UInt64]
        private var values: [Value?]
        private var shift: UInt64
        /// Entries held.
        private(set) var count = 0

        /// An empty table with room for about `capacity` entries before it grows.
        init(capacity: Int = 0) {
            var size = 16
            while size < capacity * 2 { size *= 2 }
            keys = Array(repeating: 0, count: size)
            values = Array(repeating: nil, count: size)
            shift = UInt64(64 - size.trailingZeroBitCount)
        }

        private var mask: Int { keys.count - 1 }

        @inline(__always)
        private func home(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// Where `key` is held, or nil.
        @inline(__always)
        func index(of key: UInt64) -> Int? {
            var index = home(key)
            while values[index] != nil {
                if keys[index] == key { return index }
                index = (index + 1) & mask
            }
            return nil
        }

        /// The value held for `key`, or nil.
        subscript(key: UInt64) -> Value? {
            guard let index = index(of: key) else { return nil }
            return values[index]
        }

        /// The value at an index ``index(of:)`` gave (valid until the table next changes).
        subscript(at index: Int) -> Value {
            get { values[index].unsafelyUnwrapped }
        }

        /// Sets the value for `key`, adding it if it is not held.
        mutating func set(_ value: Value, for key: UInt64) {
            values[place(key).index] = value
        }

        /// Changes the value held for `key` in place, `initial` added first when it is not held;
        /// when `body` leaves the value empty by `isEmpty`, the entry is removed.
        mutating func modify(_ key: UInt64, default initial: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
            let (index, isNew) = place(key)
            // Taken out while it changes, so an array value is not shared and copied.
            var value = isNew ? initial() : values[index].take().unsafelyUnwrapped
            body(&value)
            values[index] = value
        }

        /// Changes the value held for `key` in place, if it is held; removes the entry when `body` returns true.
        mutating func modifyIfPresent(_ key: UInt64, _ body: (inout Value) -> Bool) {
            guard let index = index(of: key) else { return }
            var value = values[index].take().unsafelyUnwrapped
            let isEmpty = body(&value)
            values[index] = value
            if isEmpty { remove(at: index) }
        }

        /// The index of `key`'s entry, and whether it is new: its value must then be set at once.
        private mutating func place(_ key: UInt64) -> (index: Int, isNew: Bool) {
            if let index = index(of: key) { return (index, false) }
            if (count + 1) * 2 > keys.count { grow() }
            var index = home(key)
            while values[index] != nil { index = (index + 1) & mask }
            keys[index] = key
            count += 1
            return (index, true)
        }

        /// Removes the entry at `index`, shifting back the entries its probe runs passed over.
        private mutating func remove(at index: Int) {
            var hole = index
            values[hole] = nil
            count -= 1
            var next = hole
            while true {
                next = (next + 1) & mask
                guard values[next] != nil else { return }
                let wanted = home(keys[next])
                // The entry stays when its home lies cyclically after the hole, up to where it is.
                let stays = hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
                if stays { continue }
                keys[hole] = keys[next]
                values.swapAt(hole, next)
                hole = next
            }
        }

        private mutating func grow() {
            var larger = Table(capacity: keys.count)
            for index in keys.indices {
                guard let value = values[index] else { continue }
                values[index] = nil
                larger.values[larger.place(keys[index]).index] = value
            }
            self = larger
        }
    }
}
