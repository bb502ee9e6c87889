import Foundation

/// Turns an article's HTML into ``ArticleText`` through libxml2's HTML parser, which mends broken
/// tags as a browser would.
///
/// Headings, paragraphs, lists with bullets and numbers, block quotes, `pre` and line breaks keep
/// their shape; images become `[image: alt]`; a link's text is followed by `[N]`, its address
/// listed under the text; scripts, styles and forms say nothing.
package enum HTMLTextReader {
    /// The deepest nesting read; deeper elements are dropped with their text.
    static let maxDepth = 256

    /// The text of `html`, with links resolved against `base`.
    static func read(_ html: String, base: URL?) -> ArticleText {
        read(html, base: base, marksLinks: true)
    }

    /// The text of `html`; `marksLinks` false leaves out link numbers and image markers (a line).
    private static func read(_ html: String, base: URL?, marksLinks: Bool) -> ArticleText {
        let builder = Builder(base: base, marksLinks: marksLinks)
        guard html.contains("<") || html.contains("&") else {
            builder.appendText(html)
            return builder.finish()
        }
        do {
            let parser = try LibXML2.HTMLStream(handler: builder, maxDepth: maxDepth)
            let outcome = Array(html.utf8).withUnsafeBytes { bytes in
                Result { () throws(MarkupError) in try parser.feed(bytes) }
            }
            try outcome.get()
            try parser.finish()
        } catch {
            // Too deep or no parser: keep what was read; the rest of the feed goes on.
        }
        return builder.finish()
    }

    /// The text of `html` on one line, for a name or a description: tags dropped, entities
    /// decoded, spaces folded, no link numbers or image markers.
    ///
    /// Text with no tag and no entity (most titles, `AT&T` among them) skips the HTML parser.
    static func line(_ html: String) -> String {
        guard mayHoldMarkup(html) else { return foldedSpaces(html) }
        let text = read(html, base: nil, marksLinks: false)
        return foldedSpaces(text.blocks.map(\.text).joined(separator: " "))
    }

    /// A title's text on one line. Feeds put both text and escaped HTML in titles, so, as
    /// feedparser does, it is read as HTML only when it looks like HTML: an end tag, an entity or a
    /// line break, and every tag one HTML has. `Vec<T>` and `Option<Box<dyn Error>>` stay as written.
    static func title(_ text: String) -> String {
        looksLikeHTML(text) ? line(text) : foldedSpaces(text)
    }

    /// Whether `text` reads as HTML rather than as text with `<` in it (see ``title(_:)``).
    static func looksLikeHTML(_ text: String) -> Bool {
        guard mayHoldMarkup(text) else { return false }
        let bytes = Array(text.utf8)
        var marked = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "&") {
                var end = index
                while end < bytes.count, end - index <= 32, bytes[end] == UInt8(ascii: "#") || FeedText.isEntityNameByte(bytes[end]) {
                    end += 1
                }
                if end < bytes.count, end > index, bytes[end] == UInt8(ascii: ";") { marked = true }
                continue
            }
            guard byte == UInt8(ascii: "<"), index < bytes.count else { continue }
            let closes = bytes[index] == UInt8(ascii: "/")
            var end = closes ? index + 1 : index
            let start = end
            while end < bytes.count, end - start <= 12, Self.isTagNameByte(bytes[end]) { end += 1 }
            // `a < b`, `<3` and `<!` are no tags.
            guard end > start, bytes[start] >= UInt8(ascii: "A") else { continue }
            let name = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
            guard Self.htmlElements.contains(name) else { return false }
            if closes || name == "br" || name == "img" || name == "hr" { marked = true }
        }
        return marked
    }

    private static func isTagNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    /// The elements a title's HTML may hold: HTML's phrasing and block elements.
    private static let htmlElements: Set<String> = [
        "a", "abbr", "acronym", "address", "b", "big", "blockquote", "br", "cite", "code", "del", "dfn", "div", "em", "font",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "samp",
        "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "ul", "var", "wbr",
    ]

    /// Whether `text` has a `<` or something like an entity (`&name;`, `&#123;`).
    private static func mayHoldMarkup(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) {
            if bytes[found] == UInt8(ascii: "<") { return true }
            var end = bytes.index(after: found)
            var length = 0
            while end < bytes.endIndex, length <= 32, bytes[end] == UInt8(ascii: "#") || FeedText.isEntityNameByte(bytes[end]) {
                end = bytes.index(after: end)
                length += 1
            }
            if end < bytes.endIndex, length > 0, bytes[end] == UInt8(ascii: ";") { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// `text` with every run of white space one space, and none at either end.
    package static func foldedSpaces(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // ASCII's white space is tab to carriage return and space; only the rest asks Unicode.
            let isWhitespace =
                scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Collects blocks from the parser's events, or from a page's tree replayed as events (reader
    /// mode's `PageRenderer`): one path from HTML to ``ArticleText``.
    ///
    /// The state is one struct, so each event costs one of the run-time exclusivity checks a
    /// class's stored property needs, not one for every property it touches; elements are told
    /// apart by ``PageTag`` rather than by comparing their names.
    final class Builder: MarkupHandler {
        private var layout: Layout

        init(base: URL?, marksLinks: Bool) {
            layout = Layout(base: base, marksLinks: marksLinks)
        }

        /// A builder that hands each block, as it ends, to `divert` instead of keeping it: reader
        /// mode's plain text, joined as it goes rather than kept as blocks beside the marked ones.
        init(base: URL?, marksLinks: Bool, divert: @escaping (ArticleText.Block) -> Void) {
            layout = Layout(base: base, marksLinks: marksLinks)
            layout.divert = divert
        }

        func finish() -> ArticleText {
            layout.finish()
        }

        func startElement(_ element: MarkupElement) {
            layout.startElement(PageTag.of(element.name), element)
        }

        /// An element of a known `tag` opens: ``startElement(_:)`` without looking its name up.
        func start(_ tag: PageTag, _ element: MarkupElement) {
            layout.startElement(tag, element)
        }

        func endElement(name: String, namespace: String?) {
            layout.endElement(PageTag.of(name))
        }

        /// An element of a known `tag` closes.
        func end(_ tag: PageTag) {
            layout.endElement(tag)
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            layout.text(bytes)
        }

        /// Adds running text, folding white space outside `pre`.
        func appendText(_ text: String) {
            layout.appendText(text)
        }
    }

    /// What a ``Builder`` has read so far, and the rules that lay it out.
    private struct Layout {
        private struct ListLevel {
            var ordered: Bool
            var next: Int
        }

        private let base: URL?
        private let marksLinks: Bool
        private var blocks: [ArticleText.Block] = []
        private var links: [String] = []
        /// Each link's number less one, so a page of many thousand links numbers them in linear time.
        private var linkNumbers: [String: Int] = [:]
        private var current = ""
        private var currentKind = ArticleText.Block.Kind.paragraph
        private var lists: [ListLevel] = []
        private var quoteDepth = 0
        private var preDepth = 0
        private var silentDepth = 0
        private var openLinks: [String?] = []
        private var pendingSpace = false
        /// The words of the text being appended, spaces folded; kept to spare an allocation a text.
        private var folded: [UInt8] = []
        /// An `audio` or `video` element without a `src`, waiting for its first `source`.
        private var pendingMedia: String?
        /// The tables open, outermost first; only the outermost is laid out, inner ones are text.
        private var tables: [Table] = []
        /// Where finished blocks go instead of `blocks`, if anywhere.
        var divert: ((ArticleText.Block) -> Void)?

        init(base: URL?, marksLinks: Bool) {
            self.base = base
            self.marksLinks = marksLinks
        }

        mutating func finish() -> ArticleText {
            endBlock()
            return ArticleText(blocks: blocks, links: links)
        }

        mutating func startElement(_ tag: PageTag, _ element: MarkupElement) {
            if marksLinks { noteMedia(tag, element) }
            if silentDepth > 0 || Self.isSilent(tag) {
                silentDepth += 1
                return
            }
            if !tables.isEmpty, startInTable(tag) { return }
            switch tag {
            case .table:
                endBlock()
                tables.append(Table())
            case .p, .div, .section, .article, .header, .footer, .figure, .figcaption, .tr, .dl, .dt, .dd, .address, .main, .aside,
                .details, .summary, .center:
                endBlock()
            case .h1, .h2, .h3, .h4, .h5, .h6:
                endBlock()
                currentKind = .heading(level: Self.headingLevel(tag))
            case .ul, .ol, .menu:
                endBlock()
                let start = element.attribute("start").flatMap { Int($0) } ?? 1
                lists.append(ListLevel(ordered: tag == .ol, next: start))
            case .li:
                endBlock()
                if lists.isEmpty { lists.append(ListLevel(ordered: false, next: 1)) }
                let index = lists.count - 1
                let marker = lists[index].ordered ? "\(lists[index].next)." : "•"
                lists[index].next += 1
                currentKind = .listItem(marker: marker)
            case .blockquote:
                endBlock()
                quoteDepth += 1
            case .pre:
                endBlock()
                preDepth += 1
                currentKind = .preformatted
            case .br:
                current += "\n"
                pendingSpace = false
            case .hr:
                endBlock()
            case .td, .th:
                if !current.isEmpty { appendText(" | ") }
            case .del, .s, .strike, .ins:
                guard marksLinks else { return }
                appendWord(tag == .ins ? "[inserted:" : "[deleted:")
                pendingSpace = true
            case .sup:
                if marksLinks { appendWord("^", joined: true) }
            case .img:
                guard marksLinks else { return }
                let alt = element.attribute("alt").map(FeedText.trimmed) ?? ""
                appendWord(alt.isEmpty ? "[image]" : "[image: \(alt)]")
            case .a:
                openLinks.append(element.attribute("href").flatMap(resolve))
            default:
                break
            }
        }

        mutating func endElement(_ tag: PageTag) {
            if tag == .audio || tag == .video { pendingMedia = nil }
            if silentDepth > 0 {
                silentDepth -= 1
                return
            }
            if !tables.isEmpty, endInTable(tag) { return }
            switch tag {
            case .del, .s, .strike, .ins:
                if marksLinks { appendWord("]", joined: true) }
            case .p, .div, .section, .article, .header, .footer, .figure, .figcaption, .table, .tr, .dl, .dt, .dd, .address, .main,
                .aside, .details, .summary, .center, .h1, .h2, .h3, .h4, .h5, .h6, .li:
                endBlock()
            case .ul, .ol, .menu:
                endBlock()
                if !lists.isEmpty { lists.removeLast() }
            case .blockquote:
                endBlock()
                quoteDepth = max(0, quoteDepth - 1)
            case .pre:
                endBlock()
                preDepth = max(0, preDepth - 1)
                if preDepth == 0 { currentKind = .paragraph }
            case .a:
                guard let link = openLinks.popLast() else { return }
                if let link, marksLinks {
                    if let known = linkNumbers[link] {
                        appendWord("[\(known + 1)]", joined: true)
                    } else {
                        linkNumbers[link] = links.count
                        links.append(link)
                        appendWord("[\(links.count)]", joined: true)
                    }
                }
            default:
                break
            }
        }

        mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard silentDepth == 0 else { return }
            // `&#146;` in HTML is windows-1252's `’`, as browsers read it; C1 controls are UTF-8's
            // 0xC2 0x80 to 0xC2 0x9F, so text without 0xC2 skips the look.
            guard bytes.contains(0xC2) else {
                // Folded as bytes, with no `String` of them made first: the folded words are
                // decoded as they are appended, and white space, being ASCII, never splits a
                // sequence, so ill-formed bytes come out as the same U+FFFD either way.
                if preDepth > 0 {
                    current += String(decoding: bytes, as: UTF8.self)
                } else {
                    fold(bytes)
                }
                return
            }
            var text = String(decoding: bytes, as: UTF8.self)
            if text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
                var mapped = String.UnicodeScalarView()
                for scalar in text.unicodeScalars { mapped.append(Unicode.Scalar(FeedText.windows1252(scalar.value)) ?? scalar) }
                text = String(mapped)
            }
            appendText(text)
        }

        /// Adds running text, folding white space outside `pre`.
        mutating func appendText(_ text: String) {
            if preDepth > 0 {
                current += text
                return
            }
            var text = text
            text.withUTF8 { fold($0) }
        }

        /// Appends `bytes` (text outside `pre`) with its white space folded.
        private mutating func fold(_ bytes: UnsafeBufferPointer<UInt8>) {
            // HTML's folded spaces are ASCII, so the UTF-8 splits at them into whole runs of words,
            // gathered with their single spaces in `folded` and appended to `current` at once.
            folded.removeAll(keepingCapacity: true)
            var index = 0
            while index < bytes.count {
                if Self.isFoldedSpace(bytes[index]) {
                    let last = folded.last ?? current.utf8.last
                    pendingSpace = last != nil && last != UInt8(ascii: "\n")
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count, !Self.isFoldedSpace(bytes[end]) { end += 1 }
                if pendingSpace { folded.append(0x20) }
                pendingSpace = false
                folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            }
            if !folded.isEmpty { current += String(decoding: folded, as: UTF8.self) }
        }

        /// A table being read: its rows of cells, as text.
        private struct Table {
            var rows: [[String]] = []
            var row: [String] = []
            /// How many rows, from the first, are all `th` cells: 0 or 1.
            var headerRows = 0
            var rowIsHeader = true
        }

        /// Handles an element opening inside a table; false for one read as anywhere else.
        private mutating func startInTable(_ tag: PageTag) -> Bool {
            switch tag {
            case .table:
                tables.append(Table())
                appendSpace()
            case .tr:
                if tables.count == 1 { finishCell() } else { appendSpace() }
            case .td, .th:
                if tables.count == 1 {
                    finishCell()
                    if tag == .td { tables[0].rowIsHeader = false }
                } else {
                    appendSpace()
                }
            case .caption:
                finishCellText()
            case _ where Self.isCellBlock(tag):
                // A cell's blocks run on as words: the cell is one line of its row.
                appendSpace()
            default:
                return false
            }
            return true
        }

        /// Handles an element closing inside a table; false for one read as anywhere else.
        private mutating func endInTable(_ tag: PageTag) -> Bool {
            switch tag {
            case .table:
                let table = tables.removeLast()
                if tables.isEmpty { layOut(table) } else { appendSpace() }
            case .tr:
                guard tables.count == 1 else {
                    appendSpace()
                    return true
                }
                finishCell()
                if !tables[0].row.isEmpty {
                    if tables[0].rowIsHeader, tables[0].rows.isEmpty { tables[0].headerRows = 1 }
                    tables[0].rows.append(tables[0].row)
                }
                tables[0].row = []
                tables[0].rowIsHeader = true
            case .td, .th:
                if tables.count == 1 { finishCell() } else { appendSpace() }
            case .caption:
                if tables.count == 1 { finishCellText() }
            case _ where Self.isCellBlock(tag):
                appendSpace()
            default:
                return false
            }
            return true
        }

        /// Ends the cell being read, if it has text, into the outermost table's row.
        private mutating func finishCell() {
            let text = HTMLTextReader.foldedSpaces(current)
            current = ""
            pendingSpace = false
            if !text.isEmpty { tables[0].row.append(text) }
        }

        private mutating func appendSpace() {
            pendingSpace = !current.isEmpty
        }

        /// Writes a table as a block of its rows, which a screen lays out at its width. A table used
        /// only for layout (one cell a row) reads as its paragraphs.
        private mutating func layOut(_ table: Table) {
            finishCellText()
            guard let columns = table.rows.map(\.count).max(), columns > 1 else {
                for row in table.rows {
                    current = row.joined(separator: " ")
                    endBlock()
                }
                return
            }
            let text = table.rows.map { $0.joined(separator: " | ") }.joined(separator: "\n")
            let kind = ArticleText.Block.Kind.table(rows: table.rows, headerRows: table.headerRows)
            keep(ArticleText.Block(kind: kind, text: text, quoteDepth: quoteDepth, listDepth: lists.count))
        }

        /// Text written in a table outside any cell (a caption) becomes a paragraph of its own.
        private mutating func finishCellText() {
            guard !HTMLTextReader.foldedSpaces(current).isEmpty else {
                current = ""
                return
            }
            endBlock()
        }

        /// Writes embedded media as references a person can open: an `iframe` (a YouTube or Vimeo
        /// player, nearly always) and `video` as `[video: URL]`, `audio` as `[audio: URL]`, from
        /// their `src` or their first `source`. Their fallback text stays unsaid.
        private mutating func noteMedia(_ tag: PageTag, _ element: MarkupElement) {
            switch tag {
            case .iframe, .video, .audio:
                let kind = tag == .audio ? "audio" : "video"
                if let url = element.attribute("src").flatMap(resolve) {
                    appendWord("[\(kind): \(url)]")
                    pendingMedia = nil
                } else {
                    pendingMedia = tag == .iframe ? nil : kind
                }
            case .source:
                guard let kind = pendingMedia, let url = element.attribute("src").flatMap(resolve) else { return }
                appendWord("[\(kind): \(url)]")
                pendingMedia = nil
            default:
                break
            }
        }

        /// Adds a word such as `[image: alt]`, spaced from the text before it unless `joined`.
        private mutating func appendWord(_ word: String, joined: Bool = false) {
            if !joined, !current.isEmpty, current.last != "\n" { pendingSpace = true }
            if pendingSpace, !joined { current.append(" ") }
            pendingSpace = false
            current += word
        }

        private mutating func endBlock() {
            var text = current
            if currentKind != .preformatted {
                text = FeedText.trimmed(text)
            } else {
                while text.hasSuffix("\n") { text.removeLast() }
                while text.hasPrefix("\n") { text.removeFirst() }
            }
            if !text.isEmpty {
                // A diverted block is let go at once: only a kept one is worth its own storage.
                let stored = divert == nil ? Self.compacted(text) : text
                keep(ArticleText.Block(kind: currentKind, text: stored, quoteDepth: quoteDepth, listDepth: lists.count))
            }
            current = ""
            pendingSpace = false
            currentKind = preDepth > 0 ? .preformatted : .paragraph
        }

        /// Adds a finished block to the text, or hands it to `divert`.
        private mutating func keep(_ block: ArticleText.Block) {
            if let divert {
                divert(block)
            } else {
                blocks.append(block)
            }
        }

        /// `text` in storage of its own size: `current` grew by doubling, and a long article's
        /// blocks would otherwise keep up to as much again unused (a 16 MB page's, megabytes).
        private static func compacted(_ text: String) -> String {
            let count = text.utf8.count
            // Short strings live inside the value, with no storage to trim.
            guard count > 15 else { return text }
            return String(unsafeUninitializedCapacity: count) { buffer in
                var text = text
                return text.withUTF8 { bytes in buffer.initialize(fromContentsOf: bytes) }
            }
        }

        /// An absolute http(s) or mailto address for `href`, or nil for anything else (`javascript:`).
        private func resolve(_ href: String) -> String? {
            let trimmed = FeedText.trimmed(href)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
                let scheme = url.scheme?.lowercased(), ["http", "https", "mailto"].contains(scheme)
            else { return nil }
            return url.absoluteString
        }

        /// HTML's white space, which folds; a no-break space does not.
        private static func isFoldedSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
        }

        /// The elements that would start a block, read inside a table's cell as a space.
        private static func isCellBlock(_ tag: PageTag) -> Bool {
            switch tag {
            case .p, .div, .section, .article, .header, .footer, .figure, .figcaption, .dl, .dt, .dd, .address, .main, .aside,
                .details, .summary, .center, .h1, .h2, .h3, .h4, .h5, .h6, .ul, .ol, .menu, .li, .blockquote, .pre, .br, .hr:
                true
            default: false
            }
        }

        /// The elements whose content is never read as text.
        private static func isSilent(_ tag: PageTag) -> Bool {
            switch tag {
            case .script, .style, .noscript, .template, .head, .title, .form, .button, .select, .textarea, .iframe, .object, .svg,
                .math, .canvas, .video, .audio:
                true
            default: false
            }
        }

        /// A heading's level, 1 for `h1` to 6 for `h6`.
        private static func headingLevel(_ tag: PageTag) -> Int {
            switch tag {
            case .h2: 2
            case .h3: 3
            case .h4: 4
            case .h5: 5
            case .h6: 6
            default: 1
            }
        }
    }
}
