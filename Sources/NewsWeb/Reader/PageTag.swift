/// An element's name in a ``PageTree`` as a number: the names reader mode reads each have one,
/// every other element is ``other``, and text is ``text``.
///
/// The tree stores one byte a node instead of a `String`, and the rules that sort elements
/// (clutter, blocks, emptied) are switches the compiler turns into tables.
enum PageTag: UInt8, CaseIterable {
    case text, root, other
    case a, address, article, aside, audio, base, blockquote, body, br, button, canvas, caption, center, dd, del, details
    case dialog, div, dl, dt, embed, fieldset, figcaption, figure, font, footer, form, h1, h2, h3, h4, h5, h6, head, header
    case hr, html, iframe, img, input, ins, label, li, link, main, math, menu, meta, nav, noscript, object, ol, p, pre, s
    case script, section, select, source, span, strike, style, summary, sup, svg, table, tbody, td, template, textarea, th
    case thead, time, title, tr, ul, video

    /// The element's name as HTML writes it (lower case); `#root` for the root, "" for text and
    /// for other elements, whose names nothing reads.
    var name: String { Self.names[Int(rawValue)] }

    private static let names: [String] = allCases.map {
        switch $0 {
        case .text, .other: ""
        case .root: "#root"
        default: String(describing: $0)
        }
    }

    /// The tag of the element named by the NUL-terminated `name` (ASCII letters read in any case).
    static func of(_ name: UnsafePointer<UInt8>) -> PageTag {
        guard let key = Key(name) else { return .other }
        return known.value(of: key) ?? .other
    }

    /// The tag of the element named `name` (ASCII letters read in any case).
    static func of(_ name: String) -> PageTag {
        guard let key = Key(name) else { return .other }
        return known.value(of: key) ?? .other
    }

    /// A name of up to 16 bytes, lower case, packed in two words: hashed without a `String`.
    struct Key: Hashable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init?(_ name: UnsafePointer<UInt8>) {
            var index = 0
            while name[index] != 0 {
                guard index < 16 else { return nil }
                pack(name[index], at: index)
                index += 1
            }
        }

        /// The key of `name`, read as a NUL-terminated name is, with no copy of it: a feed
        /// item's HTML looks up every element's name.
        init?(_ name: String) {
            var index = 0
            for byte in name.utf8 {
                // A NUL ends a C string's name, as it would there.
                if byte == 0 { break }
                guard index < 16 else { return nil }
                pack(byte, at: index)
                index += 1
            }
        }

        /// Puts the name's byte at `index` (below 16) in its place, lower-cased.
        private mutating func pack(_ byte: UInt8, at index: Int) {
            let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if index < 8 {
                low |= UInt64(lowered) << (8 * UInt64(index))
            } else {
                high |= UInt64(lowered) << (8 * UInt64(index - 8))
            }
        }

        /// A slot in a table of `1 << bits` slots: a multiplicative hash, cheaper than `Hasher`
        /// for the few names a table holds.
        func slot(bits: Int) -> Int {
            Int(truncatingIfNeeded: ((low ^ (high &* 0x100_0000_01B3)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        }
    }

    /// A fixed table of names to values, open-addressed by ``Key/slot(bits:)``: looked up once an
    /// element and once an attribute, for every element of a page.
    struct KeyTable<Value: Sendable>: Sendable {
        private var slots: [(key: Key, value: Value)?]
        private let bits: Int

        /// A table of `entries`, in slots enough to keep it at most a quarter full.
        init(_ entries: [(Key, Value)]) {
            var bits = 4
            while (1 << bits) < 4 * entries.count { bits += 1 }
            self.bits = bits
            slots = Array(repeating: nil, count: 1 << bits)
            for (key, value) in entries {
                var slot = key.slot(bits: bits)
                while slots[slot] != nil { slot = (slot + 1) & ((1 << bits) - 1) }
                slots[slot] = (key, value)
            }
        }

        /// The value of `key`, if the table has it.
        func value(of key: Key) -> Value? {
            var slot = key.slot(bits: bits)
            while let entry = slots[slot] {
                if entry.key == key { return entry.value }
                slot = (slot + 1) & ((1 << bits) - 1)
            }
            return nil
        }
    }

    private static let known = KeyTable<PageTag>(
        allCases.compactMap { tag in
            guard !tag.name.isEmpty, tag != .root, let key = Key(tag.name) else { return nil }
            return (key, tag)
        })

    /// Elements whose content is never read: the tree keeps them empty.
    var isEmptied: Bool {
        switch self {
        case .style, .svg, .math, .template, .noscript, .canvas, .object, .select, .textarea: true
        default: false
        }
    }

    /// Elements never part of an article's body.
    var isClutter: Bool {
        switch self {
        case .script, .style, .noscript, .template, .svg, .nav, .aside, .footer, .header, .form, .button, .select, .input,
            .textarea, .iframe, .object, .embed, .figcaption, .dialog, .menu, .head, .title, .meta, .link, .address, .label,
            .fieldset, .canvas:
            true
        default: false
        }
    }

    /// Elements a class or id hint never drops: a page's frame and its main parts.
    var isSturdy: Bool {
        switch self {
        case .root, .html, .body, .article, .main: true
        default: false
        }
    }

    /// Elements that start a block; any other element runs on inside its parent's text.
    var isBlock: Bool {
        switch self {
        case .p, .div, .section, .article, .main, .blockquote, .pre, .table, .ul, .ol, .dl, .li, .h1, .h2, .h3, .h4, .h5, .h6,
            .figure, .hr, .br, .tr, .td, .th, .tbody, .thead, .header, .footer, .aside, .nav, .form:
            true
        default: false
        }
    }

    /// Headings, `h1` to `h6`.
    var isHeading: Bool {
        switch self {
        case .h1, .h2, .h3, .h4, .h5, .h6: true
        default: false
        }
    }
}
