import Foundation

/// A web page as a tree of elements and text, built from libxml2's HTML events
/// (``LibXML2/HTMLStream``), bounded in depth and in nodes.
///
/// Nodes live in one array in document order, so a node's descendants follow it and every parent
/// comes before its children. A node is a few integers: its name a ``PageTag``, its text a range
/// of the page's UTF-8 text (kept in chunks of about a mebibyte, so a render can let go of what it
/// has passed), its attributes a range of one array. Only the attributes reader mode reads are
/// kept, and the text of scripts (but JSON-LD), styles and SVG is never stored.
struct PageTree {
    /// One element or run of text.
    struct Node {
        /// The element's name; ``PageTag/text`` for text.
        var tag: PageTag
        /// The parent's index; -1 for the root.
        var parent: Int32
        /// One past the last descendant's index: the subtree is `index..<end`, its first child (if
        /// any) `index + 1`, and a child's next sibling starts where the child's subtree ends.
        var end: Int32 = 0
        /// For text, where it starts in the page's text; for an element, its first attribute in `attributes`.
        var start: Int32 = 0
        /// For text, its length in bytes; for an element, how many attributes it kept.
        var count: Int32 = 0

        /// Whether it is text rather than an element.
        var isText: Bool { tag == .text }
    }

    /// The attributes reader mode reads; others are dropped as the tree is built.
    enum Attribute: UInt8, CaseIterable {
        case id, `class`, role, itemprop, itemtype, href, src, alt, datetime, content, property, name, rel, type, start, hidden
        case ariaHidden, style, charset, httpEquiv, pubdate, dataSrc

        /// The attribute's name as HTML writes it.
        var name: String { Self.names[Int(rawValue)] }

        private static let names: [String] = allCases.map {
            switch $0 {
            case .ariaHidden: "aria-hidden"
            case .httpEquiv: "http-equiv"
            case .dataSrc: "data-src"
            default: String(describing: $0)
            }
        }

        private static let known = PageTag.KeyTable<Attribute>(allCases.compactMap { key in PageTag.Key(key.name).map { ($0, key) } })

        /// The kept attribute named by the NUL-terminated `name` (ASCII letters read in any case), if it is one.
        static func of(_ name: UnsafePointer<UInt8>) -> Attribute? {
            PageTag.Key(name).flatMap { known.value(of: $0) }
        }
    }

    /// The nodes in document order; node 0 is the root.
    private(set) var nodes: [Node] = [Node(tag: .root, parent: -1)]
    /// The text of every text node, one after another, as UTF-8, in chunks: a node's text lies in
    /// one chunk, and a chunk passes ``chunkSize`` only when one text does.
    private var textChunks: [[UInt8]] = [[]]
    /// Where each chunk starts in the text as a whole, which a node's `start` counts in.
    private var chunkStarts: [Int] = [0]
    /// How many chunks, from the first, ``releaseText(before:)`` let go.
    private var released = 0
    /// The text's size in bytes, chunks let go included.
    private(set) var textCount = 0
    /// The size a chunk of text is kept under.
    static let chunkSize = 1 << 20
    /// The kept attributes of every element, each element's together.
    private(set) var attributes: [(key: Attribute, value: String)] = []

    /// The deepest element kept; deeper elements are left out, their text kept in their ancestor.
    static let maxDepth = 200
    /// The most nodes kept; elements past it are left out, their text kept.
    static let maxNodes = 2_000_000

    /// The text of node `index` as UTF-8; empty for an element.
    func textSlice(_ index: Int) -> ArraySlice<UInt8> {
        let node = nodes[index]
        guard node.isText else { return [] }
        let (chunk, offset) = place(Int(node.start))
        return textChunks[chunk][offset..<(offset + Int(node.count))]
    }

    /// `body` given the text of node `index` as UTF-8, in place; empty for an element.
    func withText<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let node = nodes[index]
        guard node.isText, node.count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let (chunk, offset) = place(Int(node.start))
        return textChunks[chunk].withUnsafeBufferPointer { chunk in
            body(UnsafeBufferPointer(rebasing: chunk[offset..<(offset + Int(node.count))]))
        }
    }

    /// The chunk holding the text at `offset`, and where in it.
    private func place(_ offset: Int) -> (chunk: Int, offset: Int) {
        guard chunkStarts.count > 1 else { return (0, offset) }
        var low = 0
        var high = chunkStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if chunkStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - chunkStarts[low])
    }

    /// Lets go of the chunks of text that end at or before `offset`, for a reader that has passed
    /// them and reads on in document order: a 16 MB page's text is most of its tree.
    mutating func releaseText(before offset: Int) {
        while released + 1 < chunkStarts.count, chunkStarts[released + 1] <= offset {
            textChunks[released] = []
            released += 1
        }
    }

    /// Makes room for `count` more bytes of text, the last `kept` bytes (a text node growing)
    /// staying with them in one chunk; returns where those `kept` bytes start.
    private mutating func startText(adding count: Int, keeping kept: Int) -> Int {
        let last = textChunks.count - 1
        if textChunks[last].count + count > Self.chunkSize, textChunks[last].count > kept {
            let moved = Array(textChunks[last].suffix(kept))
            textChunks[last].removeLast(kept)
            chunkStarts.append(textCount - kept)
            textChunks.append(moved)
        }
        return textCount - kept
    }

    /// Appends `bytes` to the text, after ``startText(adding:keeping:)`` made room for them.
    private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        textChunks[textChunks.count - 1].append(contentsOf: bytes)
        textCount += bytes.count
    }

    /// The text of node `index`, or "" for an element.
    func text(_ index: Int) -> String {
        String(decoding: textSlice(index), as: UTF8.self)
    }

    /// The value of attribute `key` on element `index`.
    func attribute(_ key: Attribute, of index: Int) -> String? {
        let node = nodes[index]
        guard !node.isText else { return nil }
        var at = Int(node.start)
        let end = at + Int(node.count)
        while at < end {
            if attributes[at].key == key { return attributes[at].value }
            at += 1
        }
        return nil
    }

    /// Whether element `index` kept any attribute.
    func hasAttributes(_ index: Int) -> Bool {
        !nodes[index].isText && nodes[index].count > 0
    }

    /// The indices of `index`'s children, in order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = end(of: index)
        while child < end {
            result.append(child)
            child = self.end(of: child)
        }
        return result
    }

    /// One past the last descendant of `index`: its subtree is `index..<end(of: index)`.
    func end(of index: Int) -> Int {
        Int(nodes[index].end)
    }

    /// All the text under `index`, joined as it stands.
    func textContent(of index: Int) -> String {
        var bytes: [UInt8] = []
        for node in index..<end(of: index) where nodes[node].isText {
            bytes += textSlice(node)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tree of `utf8`, a page's bytes as UTF-8, or of bytes libxml2 decodes from `encoding`.
    static func parse(_ bytes: [UInt8], encoding: String?) throws(MarkupError) -> PageTree {
        let builder = Builder()
        // The stream's own bound is far past the tree's: a deeper page is flattened, not refused.
        let stream = try LibXML2.HTMLStream(rawHandler: builder, maxDepth: 1 << 20, encoding: encoding)
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(MarkupError) in try stream.feed(buffer) }
        }
        try outcome.get()
        try stream.finish()
        return builder.finish()
    }

    /// Leaves out of `utf8` the content of every `<script>` (but JSON-LD) and `<style>`, tags kept,
    /// in place: on news pages they are two thirds of the bytes, and libxml2 reads them a
    /// character at a time. As in a browser, such an element's content ends at the first
    /// `</script` or `</style`.
    static func stripScripts(_ utf8: inout [UInt8]) {
        let kept = utf8.withUnsafeMutableBufferPointer { bytes -> Int in
            let read = UnsafeBufferPointer(bytes)
            var written = 0
            var copied = 0
            var index = 0
            // Moves `copied..<end` down to `written`; the write never passes the read.
            func keep(upTo end: Int) {
                guard end > copied, let base = bytes.baseAddress else { return }
                if written != copied { (base + written).update(from: base + copied, count: end - copied) }
                written += end - copied
            }
            while index < read.count {
                guard let base = read.baseAddress, let found = memchr(base + index, 0x3C, read.count - index) else { break }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard let name = rawTextElement(read, at: index + 1) else {
                    index += 1
                    continue
                }
                let tagEnd = endOfTag(read, from: index + 1 + name.count)
                let isData = name == "script" && containsLowercased(read, Array("ld+json".utf8), from: index, to: tagEnd)
                guard !isData, let close = closingTag(read, name: name, from: tagEnd) else {
                    index = tagEnd
                    continue
                }
                keep(upTo: tagEnd)
                copied = close
                index = close
            }
            keep(upTo: read.count)
            return written
        }
        utf8.removeLast(utf8.count - kept)
    }

    private static let rawTextNames = [Array("script".utf8), Array("style".utf8)]

    /// `script` or `style` when the tag name at `index` is one, followed by a space, `/` or `>`.
    static func rawTextElement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
        // Both names start with `s`: most tags are passed on one byte, with no table read.
        guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s") else { return nil }
        for name in rawTextNames where index + name.count < bytes.count {
            var matched = 0
            while matched < name.count, bytes[index + matched] | 0x20 == name[matched] { matched += 1 }
            guard matched == name.count else { continue }
            let next = bytes[index + matched]
            if next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || FeedText.isSpace(next) {
                return String(decoding: name, as: UTF8.self)
            }
        }
        return nil
    }

    /// One past the `>` ending the tag whose attributes start at `index`, quotes respected.
    private static func endOfTag(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// Where `</name` starts after `index`, or nil when the element never closes; `memchr` finds
    /// each `<`, so a script's bytes are passed at memory's speed.
    static func closingTag(_ bytes: UnsafeBufferPointer<UInt8>, name: String, from index: Int) -> Int? {
        let wanted = Array(name.utf8)
        guard let base = bytes.baseAddress else { return nil }
        var index = index
        while index + 2 + wanted.count <= bytes.count {
            guard let found = memchr(base + index, 0x3C, bytes.count - index) else { return nil }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard index + 2 + wanted.count <= bytes.count else { return nil }
            if bytes[index + 1] == UInt8(ascii: "/") {
                var matched = 0
                while matched < wanted.count, bytes[index + 2 + matched] | 0x20 == wanted[matched] { matched += 1 }
                if matched == wanted.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `text`, its ASCII letters read in lower case, holds `needle` (ASCII, lower case),
    /// with no `String` made or searched by Foundation.
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, needle) }
    }

    /// Whether `bytes`, their ASCII letters read in lower case, hold `needle` (ASCII, lower case).
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard bytes.count >= wanted.count else { return false }
        for index in 0...(bytes.count - wanted.count) {
            var matched = 0
            while matched < wanted.count {
                let byte = bytes[index + matched]
                guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == wanted[matched] else { break }
                matched += 1
            }
            if matched == wanted.count { return true }
        }
        return false
    }

    private static func containsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= needle.count else { return false }
        for index in start...(end - needle.count) {
            var matched = 0
            while matched < needle.count, bytes[index + matched] | 0x20 == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    /// Builds the tree from the parser's events, read in place: only kept attributes become strings.
    ///
    /// The state is one struct, so each event costs one of the run-time exclusivity checks a
    /// class's stored property needs, not one for every property it touches (they were a third
    /// of the tree's building).
    final class Builder: RawHTMLHandler {
        private var state = State()

        /// A builder of a page's tree whose long attribute values `values` holds.
        init(values: LongValues? = nil) {
            state.values = values
        }

        /// Whether every token of the page's long values came as a whole attribute value, none
        /// in text or inside another value, and no attribute was named `.`: if not, the tree may
        /// not be the page's.
        var isIntact: Bool {
            !state.strayToken
        }

        /// The tree, its unclosed elements ended at its last node.
        func finish() -> PageTree {
            state.finish()
        }

        func startElement(name: UnsafePointer<UInt8>, attributes: UnsafePointer<UnsafePointer<UInt8>?>?) {
            state.startElement(name: name, attributes: attributes)
        }

        func endElement(name: UnsafePointer<UInt8>) {
            state.endElement(name: name)
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            state.text(bytes)
        }

        /// The tree so far and the elements open in it.
        private struct State {
            /// The tree so far.
            var tree = PageTree()
            /// The open elements kept, innermost last.
            var open: [Int32] = [0]
            /// The last child of each open element, beside `open`, or -1.
            var openLastChild: [Int32] = [-1]
            /// The names of the open elements kept, beside `open`: a ``PageTag``'s number, or for
            /// an element of another name, 256 and up, one number a name.
            var openNames: [Int] = [Int(PageTag.root.rawValue)]
            /// The numbers given to names no ``PageTag`` has, by their packed lower-case bytes.
            var otherNames: [PageTag.Key: Int] = [:]
            /// The same for names too long to pack (over 16 bytes).
            var otherLongNames: [String: Int] = [:]
            /// Elements open but left out (too deep, too many, or inside an emptied one).
            var skipped = 0
            /// Whether each open element kept is emptied (its text dropped), beside `open`.
            var openEmptied: [Bool] = [false]
            /// How many of the open elements are emptied.
            var emptied = 0
            /// The page's long attribute values, when they were taken out before the parse.
            var values: LongValues?
            /// What each name libxml2 hands over stands for, remembered by its address.
            var names = Names()
            /// Whether a token of `values` came anywhere but as a whole attribute value.
            var strayToken = false

            mutating func finish() -> PageTree {
                let count = Int32(tree.nodes.count)
                for index in open { tree.nodes[Int(index)].end = count }
                open = []
                return tree
            }

            /// The number `openNames` keeps for an element named `name` of tag `tag`; with
            /// `adding`, a name not seen yet gets one, else it is -1.
            mutating func nameNumber(_ name: UnsafePointer<UInt8>, tag: PageTag, adding: Bool) -> Int {
                guard tag == .other else { return Int(tag.rawValue) }
                if let key = PageTag.Key(name) {
                    if let known = otherNames[key] { return known }
                    guard adding else { return -1 }
                    let number = 256 + otherNames.count + otherLongNames.count
                    otherNames[key] = number
                    return number
                }
                let text = String(cString: name).lowercased()
                if let known = otherLongNames[text] { return known }
                guard adding else { return -1 }
                let number = 256 + otherNames.count + otherLongNames.count
                otherLongNames[text] = number
                return number
            }

            /// Notes a token in any of `attributes`' values that is not the whole value, and an
            /// attribute named `.`, as a token read from its start as a name is.
            mutating func checkTokens(_ attributes: UnsafePointer<UnsafePointer<UInt8>?>, in values: LongValues) {
                var index = 1
                while let name = attributes[index - 1] {
                    if LongValues.isTokenStart(name) { strayToken = true }
                    if let value = attributes[index], values.value(of: value) == nil,
                        LongValues.firstMarker(in: UnsafeBufferPointer(start: value, count: strlen(value))) != nil
                    {
                        strayToken = true
                    }
                    index += 2
                }
            }

            /// The value libxml2 gave as `value`, its token (if it is one) turned back into the page's value.
            func string(_ value: UnsafePointer<UInt8>) -> String {
                if let values, LongValues.startsLikeToken(value), let original = values.value(of: value) {
                    return String(decoding: original, as: UTF8.self)
                }
                return String(cString: value)
            }

            mutating func startElement(name: UnsafePointer<UInt8>, attributes: UnsafePointer<UnsafePointer<UInt8>?>?) {
                if let values, let attributes { checkTokens(attributes, in: values) }
                if skipped > 0 || emptied > 0 || open.count > PageTree.maxDepth || tree.nodes.count >= PageTree.maxNodes {
                    skipped += 1
                    return
                }
                let found = names.look(name)
                let tag = found.tag
                var node = Node(tag: tag, parent: open[open.count - 1])
                node.start = Int32(tree.attributes.count)
                if let attributes {
                    var index = 0
                    while let attributeName = attributes[index] {
                        if let key = names.look(attributeName).attribute {
                            tree.attributes.append((key, attributes[index + 1].map { string($0) } ?? ""))
                        }
                        index += 2
                    }
                }
                node.count = Int32(tree.attributes.count) - node.start
                let index = append(node)
                open.append(index)
                openLastChild.append(-1)
                var number = found.number
                if number < 0 {
                    number = nameNumber(name, tag: tag, adding: true)
                    names.setNumber(number, for: name)
                }
                openNames.append(number)
                let isData = tag == .script && PageTree.contains(tree.attribute(.type, of: Int(index)) ?? "", "ld+json")
                let empties = tag.isEmptied || (tag == .script && !isData)
                openEmptied.append(empties)
                if empties { emptied += 1 }
            }

            mutating func endElement(name: UnsafePointer<UInt8>) {
                if skipped > 0 {
                    skipped -= 1
                    return
                }
                // libxml2 balances HTML's events, but a mismatch closes up to the named element, if open.
                let found = names.look(name)
                var number = found.number
                if number < 0 {
                    number = nameNumber(name, tag: found.tag, adding: false)
                    if number >= 0 { names.setNumber(number, for: name) }
                }
                guard let at = openNames.lastIndex(of: number), at > 0 else { return }
                let count = Int32(tree.nodes.count)
                while open.count > at {
                    openNames.removeLast()
                    openLastChild.removeLast()
                    tree.nodes[Int(open.removeLast())].end = count
                    if openEmptied.removeLast() { emptied -= 1 }
                }
            }

            mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
                if values != nil, LongValues.firstMarker(in: bytes) != nil {
                    strayToken = true
                }
                guard emptied == 0 else { return }
                let parent = open[open.count - 1]
                let last = openLastChild[openLastChild.count - 1]
                if last >= 0, tree.nodes[Int(last)].isText {
                    // Nothing was added after the parent's last child, so its text ends the text.
                    _ = tree.startText(adding: bytes.count, keeping: Int(tree.nodes[Int(last)].count))
                    tree.appendText(bytes)
                    tree.nodes[Int(last)].count += Int32(bytes.count)
                    return
                }
                guard tree.nodes.count < PageTree.maxNodes else { return }
                var node = Node(tag: .text, parent: parent)
                node.start = Int32(tree.startText(adding: bytes.count, keeping: 0))
                node.count = Int32(bytes.count)
                tree.appendText(bytes)
                let index = append(node)
                tree.nodes[Int(index)].end = index + 1
            }

            /// Appends `node`, a child of the innermost open element.
            @discardableResult
            mutating func append(_ node: Node) -> Int32 {
                let index = Int32(tree.nodes.count)
                tree.nodes.append(node)
                openLastChild[openLastChild.count - 1] = index
                return index
            }
        }
    }
}
