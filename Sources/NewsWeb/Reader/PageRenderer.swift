import Foundation

/// Turns the parts of a ``PageTree`` chosen as the article into ``ArticleText``, through the same
/// builder that reads a feed item's HTML (``HTMLTextReader``), so both lay text out one way.
enum PageRenderer {
    /// The text of `roots` (subtrees of `tree`, in order), leaving out nodes `excluded` marks, with
    /// links resolved against `base`: `marked` with `[n]` and `[image: ...]`, `plain` without
    /// (``ArticleText/plainText`` of such a text), both from one walk of the tree.
    /// The tree is taken over: the render lets go of its text as it passes it.
    static func render(
        _ tree: consuming PageTree, roots: [Int], excluded: [Bool], base: URL?
    ) -> (marked: ArticleText, plain: String) {
        // The plain text is joined as its blocks end, as `finished` and `plainText` would have
        // them, so a long page's plain blocks are never held beside it and the marked ones.
        let plain = PlainText(capacity: tree.textCount + tree.textCount / 4)
        let builders = [
            HTMLTextReader.Builder(base: base, marksLinks: true),
            HTMLTextReader.Builder(base: base, marksLinks: false) { plain.append(sanitized($0.text)) },
        ]
        for root in roots {
            replay(&tree, root, excluded: excluded, into: builders)
        }
        let marked = finished(builders[0])
        _ = builders[1].finish()
        return (marked, plain.finished())
    }

    /// A plain text being joined: blocks that are more than white space, a blank line between.
    private final class PlainText {
        private var text = ""
        private let reserved: Int

        /// Reserves `capacity` bytes: more than the page's text (blank lines between blocks can
        /// pass it a little), so the text is not copied as it grows, which held two copies of a
        /// long page's at once; memory reserved and never written to is not resident.
        init(capacity: Int) {
            reserved = capacity
            text.reserveCapacity(capacity)
        }

        func append(_ block: String) {
            guard !FeedText.trimmed(block).isEmpty else { return }
            if !text.isEmpty { text += "\n\n" }
            text += block
        }

        /// The text, in storage of its own size when it came out much shorter than reserved.
        func finished() -> String {
            let count = text.utf8.count
            guard count > 15, reserved > 2 * count else { return text }
            return String(unsafeUninitializedCapacity: count) { buffer in
                text.withUTF8 { bytes in buffer.initialize(fromContentsOf: bytes) }
            }
        }
    }

    /// The builder's text, sanitized, without blocks left empty.
    private static func finished(_ builder: HTMLTextReader.Builder) -> ArticleText {
        var text = builder.finish()
        text.blocks = text.blocks.compactMap { block in
            var block = block
            block.text = sanitized(block.text)
            if case .table(let rows, let header) = block.kind {
                block.kind = .table(rows: rows.map { $0.map(sanitized) }, headerRows: header)
            }
            if case .listItem(let marker) = block.kind { block.kind = .listItem(marker: sanitized(marker)) }
            return FeedText.trimmed(block.text).isEmpty ? nil : block
        }
        text.links = text.links.map(sanitized)
        return text
    }

    /// Sends the subtree at `root` to `builders` as parser events, depth first, with no recursion,
    /// letting go of the tree's text before each text it sends (roots come in document order).
    private static func replay(_ tree: inout PageTree, _ root: Int, excluded: [Bool], into builders: [HTMLTextReader.Builder]) {
        guard !excluded[root] else { return }
        var closing: [Int] = []
        var node = root
        let end = tree.end(of: root)
        while node < end {
            // Close the elements this node is not inside.
            while let last = closing.last, node >= tree.end(of: last) {
                let tag = tree.nodes[last].tag
                for builder in builders { builder.end(tag) }
                closing.removeLast()
            }
            if excluded[node] {
                node = tree.end(of: node)
                continue
            }
            let current = tree.nodes[node]
            if current.isText {
                tree.releaseText(before: Int(current.start))
                tree.withText(of: node) { bytes in
                    for builder in builders { builder.text(bytes) }
                }
            } else if node != 0 {
                let element = MarkupElement(name: current.tag.name, namespace: nil, attributes: attributes(tree, node))
                for builder in builders { builder.start(current.tag, element) }
                closing.append(node)
            }
            node += 1
        }
        while let last = closing.popLast() {
            let tag = tree.nodes[last].tag
            for builder in builders { builder.end(tag) }
        }
    }

    /// The attributes of element `index` the builder reads (a link's `href`, an image's `alt`, a
    /// list's `start`, media's `src`); none for other elements, which spares an array each.
    private static func attributes(_ tree: PageTree, _ index: Int) -> [MarkupElement.Attribute] {
        let key: PageTree.Attribute
        switch tree.nodes[index].tag {
        case .a: key = .href
        case .img: key = .alt
        case .ul, .ol, .menu: key = .start
        case .iframe, .video, .audio, .source: key = .src
        default: return []
        }
        guard let value = tree.attribute(key, of: index) else { return [] }
        return [MarkupElement.Attribute(name: key.name, namespace: nil, value: value)]
    }

    /// `text` without control characters (but line breaks and tabs), bidi embeddings, overrides and
    /// isolates, so nothing from a page can move a terminal's cursor, colour it, or reorder a line.
    static func sanitized(_ text: String) -> String {
        guard mayBeUnsafe(text) else { return text }
        // The scalars are read from the UTF-8 (a `String`'s is well formed) and the safe ones'
        // bytes copied: appending to a `String.UnicodeScalarView` took hundreds of instructions
        // a scalar.
        var text = text
        let kept = text.withUTF8 { bytes -> [UInt8]? in
            var kept: [UInt8] = []
            var dropped = false
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead)
                if length > 1 {
                    value &= 0xFF >> (length + 1)
                    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                }
                if let scalar = Unicode.Scalar(value), isUnsafe(scalar) {
                    if !dropped {
                        dropped = true
                        kept.reserveCapacity(bytes.count)
                        kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<index]))
                    }
                } else if dropped {
                    kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                }
                index += length
            }
            return dropped ? kept : nil
        }
        return kept.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Whether `text`'s UTF-8 holds an unsafe scalar's bytes: a control byte, C1 controls (0xC2
    /// 0x80 to 0x9F), U+061C (0xD8 0x9C), or the bidi controls (0xE2 0x80 0xAA to 0xAE, 0xE2 0x81
    /// 0xA6 to 0xA9). Most text has none, and skips the scalar-by-scalar look.
    private static func mayBeUnsafe(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            // Eight bytes at a time while they are ASCII from space to `~`, which none of the
            // bytes looked for is: most of a text's bytes.
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                let high: UInt64 = 0x8080_8080_8080_8080
                while start + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                    // A byte's high bit after adding 0x60 (to its low seven bits) says it is 0x20 or
                    // more; after adding 1, that it is 0x7F.
                    let printable = ((word & ~high) &+ 0x6060_6060_6060_6060) & high
                    let delete = ((word & ~high) &+ 0x0101_0101_0101_0101) & high
                    guard word & high == 0, printable == high, delete == 0 else { break }
                    start += 8
                }
            }
            for index in start..<bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A, 0x09: continue
                case 0x00...0x1F, 0x7F: return true
                case 0xC2, 0xD8, 0xE2: break
                default: continue
                }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let third = index + 2 < bytes.count ? bytes[index + 2] : 0
                switch (byte, next) {
                case (0xC2, 0x80...0x9F), (0xD8, 0x9C): return true
                case (0xE2, 0x80) where (0xAA...0xAE).contains(third): return true
                case (0xE2, 0x81) where (0xA6...0xA9).contains(third): return true
                default: continue
                }
            }
            return false
        }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
