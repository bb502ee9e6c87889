extension PageTree {
    /// What the tree's builder makes of the names libxml2 hands it (an element's ``PageTag``, a
    /// kept ``Attribute``), remembered by the name's address.
    ///
    /// libxml2 keeps one copy of each name a parse meets and hands that copy's address every time,
    /// so a page's few dozen names are worked out once each instead of at every element. The
    /// address alone is not trusted: an entry is used only when its stored bytes equal the name's,
    /// so a name at an address another name had is worked out again, never mistaken.
    struct Names {
        /// What a name stands for.
        struct Found {
            /// The element tag it names (``PageTag/other`` for a name no tag has).
            var tag: PageTag
            /// The kept attribute it names, if it is one.
            var attribute: Attribute?
            /// The builder's number for it as an element's name; -1 until the builder gives one.
            var number: Int
        }

        /// A name worked out: its address, where its bytes (NUL-ended) lie in `bytes`, and what it is.
        private struct Entry {
            var address: UnsafePointer<UInt8>?
            var start = 0
            var tag = PageTag.other
            var attribute: Attribute?
            /// The builder's number for the element name; -1 until the builder gives one.
            var number = -1
        }

        /// The entries, a name's place set by its address.
        private var entries = [Entry](repeating: Entry(), count: Self.slots)
        /// The bytes of every name entered, each ended by a NUL.
        private var bytes: [UInt8] = []

        private static let slots = 512
        /// How far a product is shifted right to leave a slot's number: 64 less log2 of ``slots``.
        private static let shift: UInt64 = 55
        /// The most bytes of names held before they are let go.
        private static let mostBytes = 1 << 16

        /// What `name` stands for, worked out now if it is not held.
        mutating func look(_ name: UnsafePointer<UInt8>) -> Found {
            let slot = slot(of: name)
            let entry = entries[slot]
            return Found(tag: entry.tag, attribute: entry.attribute, number: entry.number)
        }

        /// Notes the builder's number for the element name `name`.
        mutating func setNumber(_ number: Int, for name: UnsafePointer<UInt8>) {
            let slot = slot(of: name)
            entries[slot].number = number
        }

        /// The slot holding `name`, which is worked out and put there if it is not held.
        private mutating func slot(of name: UnsafePointer<UInt8>) -> Int {
            // The product's high bits: names lie a few bytes apart, so the address's low bits alone would meet.
            let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15) >> Self.shift)
            let held = entries[slot]
            if held.address == name, Self.holds(bytes, name, at: held.start) { return slot }
            if bytes.count > Self.mostBytes {
                // Names that keep meeting at one place (a page of thousands of names) start over.
                bytes.removeAll(keepingCapacity: true)
                entries = [Entry](repeating: Entry(), count: Self.slots)
            }
            let start = bytes.count
            var index = 0
            while name[index] != 0 {
                bytes.append(name[index])
                index += 1
            }
            bytes.append(0)
            entries[slot] = Entry(address: name, start: start, tag: PageTag.of(name), attribute: Attribute.of(name))
            return slot
        }

        /// Whether the NUL-ended `name` equals the name stored in `bytes` at `start`. Static, so a
        /// check does not hold a second reference to the entries while they are written.
        private static func holds(_ bytes: [UInt8], _ name: UnsafePointer<UInt8>, at start: Int) -> Bool {
            bytes.withUnsafeBufferPointer { stored in
                var index = 0
                while start + index < stored.count {
                    let byte = stored[start + index]
                    guard byte == name[index] else { return false }
                    if byte == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }
}
