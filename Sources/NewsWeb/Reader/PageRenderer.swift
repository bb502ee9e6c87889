import Foundation

/// Turns the parts of a ``PageTree`` chosen as the article into ``ArticleText``, through the same
/// builder that reads a feed item's HTML (``HTMLTextReader``), so both lay text out one way.
enum PageRenderer {
    /// The text of `roots` (subtrees of `tree`, in order), leaving out nodes `excluded` marks, with
    /// links resolved against `base`; `marksLinks` false leaves out `[n]` and `[image: ...]`.
    static func render(_ tree: PageTree, roots: [Int], excluded: [Bool], base: URL?, marksLinks: Bool) -> ArticleText {
        let builder = HTMLTextReader.Builder(base: base, marksLinks: marksLinks)
        for root in roots {
            replay(tree, root, excluded: excluded, into: builder)
        }
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

    /// Sends the subtree at `root` to `builder` as parser events, depth first, with no recursion.
    private static func replay(_ tree: PageTree, _ root: Int, excluded: [Bool], into builder: HTMLTextReader.Builder) {
        guard !excluded[root] else { return }
        var closing: [Int] = []
        var node = root
        let end = tree.end(of: root)
        while node < end {
            // Close the elements this node is not inside.
            while let last = closing.last, !(node > last && node < tree.end(of: last)) {
                builder.endElement(name: tree.nodes[last].name, namespace: nil)
                closing.removeLast()
            }
            if excluded[node] {
                node = tree.end(of: node)
                continue
            }
            let current = tree.nodes[node]
            if current.isText {
                var text = tree.text(node)
                text.withUTF8 { builder.text($0) }
            } else if node != 0 {
                builder.startElement(MarkupElement(name: current.name, namespace: nil, attributes: tree.attributeList(of: node)))
                closing.append(node)
            }
            node += 1
        }
        while let last = closing.popLast() {
            builder.endElement(name: tree.nodes[last].name, namespace: nil)
        }
    }

    /// `text` without control characters (but line breaks and tabs), bidi embeddings, overrides and
    /// isolates, so nothing from a page can move a terminal's cursor, colour it, or reorder a line.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isUnsafe(scalar) { scalars.append(scalar) }
        return String(scalars)
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
