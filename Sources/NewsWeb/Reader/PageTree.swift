import Foundation

/// A web page as a tree of elements and text, built from libxml2's HTML events
/// (``LibXML2/HTMLStream``), bounded in depth and in nodes.
///
/// Nodes live in one array in document order, so a node's descendants follow it and every parent
/// comes before its children. Only the attributes reader mode reads are kept, and the text of
/// scripts (but JSON-LD), styles and SVG is never stored.
struct PageTree {
    /// One element or run of text.
    struct Node {
        /// The element's name, lower case; empty for text.
        var name: String
        /// The parent's index; -1 for the root.
        var parent: Int32
        /// The first child's index, or -1.
        var firstChild: Int32 = -1
        /// The last child's index, or -1.
        var lastChild: Int32 = -1
        /// The next sibling's index, or -1.
        var next: Int32 = -1
        /// For text, its index in `texts`; for an element, its attributes' index in `attributes`, or -1.
        var payload: Int32 = -1
        /// How deep it sits: the root is 0.
        var depth: Int32 = 0

        /// Whether it is text rather than an element.
        var isText: Bool { name.isEmpty }
    }

    /// The nodes in document order; node 0 is the root, an element named `#root`.
    private(set) var nodes: [Node] = [Node(name: "#root", parent: -1)]
    /// The text of text nodes.
    private(set) var texts: [String] = []
    /// The kept attributes of elements that have some.
    private(set) var attributes: [[MarkupElement.Attribute]] = []

    /// The deepest element kept; deeper elements are left out, their text kept in their ancestor.
    static let maxDepth = 200
    /// The most nodes kept; elements past it are left out, their text kept.
    static let maxNodes = 2_000_000

    /// The attributes reader mode reads; others are dropped as the tree is built.
    static let keptAttributes: Set<String> = [
        "id", "class", "role", "itemprop", "itemtype", "href", "src", "alt", "datetime", "content", "property", "name",
        "rel", "type", "start", "hidden", "aria-hidden", "style", "charset", "http-equiv", "pubdate", "data-src",
    ]

    /// Elements whose content is never read, kept as empty elements.
    static let emptiedElements: Set<String> = ["style", "svg", "math", "template", "noscript", "canvas", "object", "select", "textarea"]

    /// The text of node `index`, or "" for an element.
    func text(_ index: Int) -> String {
        let node = nodes[index]
        return node.isText && node.payload >= 0 ? texts[Int(node.payload)] : ""
    }

    /// The value of attribute `name` on element `index`.
    func attribute(_ name: String, of index: Int) -> String? {
        let payload = nodes[index].payload
        guard !nodes[index].isText, payload >= 0 else { return nil }
        return attributes[Int(payload)].first { $0.name == name }?.value
    }

    /// The kept attributes of element `index`.
    func attributeList(of index: Int) -> [MarkupElement.Attribute] {
        let payload = nodes[index].payload
        guard !nodes[index].isText, payload >= 0 else { return [] }
        return attributes[Int(payload)]
    }

    /// The indices of `index`'s children, in order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = nodes[index].firstChild
        while child >= 0 {
            result.append(Int(child))
            child = nodes[Int(child)].next
        }
        return result
    }

    /// One past the last descendant of `index`: its subtree is `index..<end(of: index)`.
    func end(of index: Int) -> Int {
        var node = index
        while node >= 0 {
            if nodes[node].next >= 0 { return Int(nodes[node].next) }
            node = Int(nodes[node].parent)
        }
        return nodes.count
    }

    /// All the text under `index`, joined as it stands.
    func textContent(of index: Int) -> String {
        var result = ""
        for node in index..<end(of: index) where nodes[node].isText {
            result += text(node)
        }
        return result
    }

    /// The tree of `utf8`, a page's bytes as UTF-8, or of bytes libxml2 decodes from `encoding`.
    static func parse(_ bytes: [UInt8], encoding: String?) throws(MarkupError) -> PageTree {
        let builder = Builder()
        // The stream's own bound is far past the tree's: a deeper page is flattened, not refused.
        let stream = try LibXML2.HTMLStream(handler: builder, maxDepth: 1 << 20, encoding: encoding)
        let outcome = bytes.withUnsafeBytes { buffer in
            Result { () throws(MarkupError) in try stream.feed(buffer) }
        }
        try outcome.get()
        try stream.finish()
        return builder.tree
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
    private static func rawTextElement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
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

    /// Where `</name` starts after `index`, or nil when the element never closes.
    private static func closingTag(_ bytes: UnsafeBufferPointer<UInt8>, name: String, from index: Int) -> Int? {
        let wanted = Array(name.utf8)
        var index = index
        while index + 2 + wanted.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
                var matched = 0
                while matched < wanted.count, bytes[index + 2 + matched] | 0x20 == wanted[matched] { matched += 1 }
                if matched == wanted.count { return index }
            }
            index += 1
        }
        return nil
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

    /// Builds the tree from the parser's events.
    final class Builder: MarkupHandler {
        /// The tree so far.
        private(set) var tree = PageTree()
        /// The open elements kept, innermost last.
        private var open: [Int32] = [0]
        /// The names of the open elements kept, beside `open`.
        private var openNames: [String] = ["#root"]
        /// Elements open but left out (too deep, too many, or inside an emptied one).
        private var skipped = 0
        /// Whether each open element kept is emptied (its text dropped), beside `open`.
        private var openEmptied: [Bool] = [false]
        /// How many of the open elements are emptied.
        private var emptied = 0

        func startElement(_ element: MarkupElement) {
            let name = element.name
            let isScript = name == "script"
            if skipped > 0 || emptied > 0 || open.count > PageTree.maxDepth || tree.nodes.count >= PageTree.maxNodes {
                skipped += 1
                return
            }
            let kept = element.attributes.filter { PageTree.keptAttributes.contains($0.name) }
            var node = Node(name: name, parent: open[open.count - 1], depth: Int32(open.count))
            if !kept.isEmpty {
                node.payload = Int32(tree.attributes.count)
                tree.attributes.append(kept)
            }
            let index = append(node)
            open.append(index)
            openNames.append(name)
            let isData = isScript && (element.attribute("type")?.lowercased().contains("ld+json") ?? false)
            let empties = PageTree.emptiedElements.contains(name) || (isScript && !isData)
            openEmptied.append(empties)
            if empties { emptied += 1 }
        }

        func endElement(name: String, namespace: String?) {
            if skipped > 0 {
                skipped -= 1
                return
            }
            // libxml2 balances HTML's events, but a mismatch closes up to the named element, if open.
            guard let at = openNames.lastIndex(of: name), at > 0 else { return }
            while open.count > at {
                openNames.removeLast()
                open.removeLast()
                if openEmptied.removeLast() { emptied -= 1 }
            }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard emptied == 0 else { return }
            let parent = open[open.count - 1]
            let last = tree.nodes[Int(parent)].lastChild
            if last >= 0, tree.nodes[Int(last)].isText {
                tree.texts[Int(tree.nodes[Int(last)].payload)] += String(decoding: bytes, as: UTF8.self)
                return
            }
            guard tree.nodes.count < PageTree.maxNodes else { return }
            var node = Node(name: "", parent: parent, depth: Int32(open.count))
            node.payload = Int32(tree.texts.count)
            tree.texts.append(String(decoding: bytes, as: UTF8.self))
            append(node)
        }

        @discardableResult
        private func append(_ node: Node) -> Int32 {
            let index = Int32(tree.nodes.count)
            let parent = Int(node.parent)
            tree.nodes.append(node)
            if tree.nodes[parent].lastChild >= 0 {
                tree.nodes[Int(tree.nodes[parent].lastChild)].next = index
            } else {
                tree.nodes[parent].firstChild = index
            }
            tree.nodes[parent].lastChild = index
            return index
        }
    }
}
