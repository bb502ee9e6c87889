import Foundation

/// Turns an article's HTML into ``ArticleText`` through libxml2's HTML parser, which mends broken
/// tags as a browser would.
///
/// Headings, paragraphs, lists with bullets and numbers, block quotes, `pre` and line breaks keep
/// their shape; images become `[image: alt]`; a link's text is followed by `[N]`, its address
/// listed under the text; scripts, styles and forms say nothing.
enum HTMLTextReader {
    /// The deepest nesting read; deeper elements are dropped with their text.
    static let maxDepth = 256

    /// The text of `html`, with links resolved against `base`.
    static func read(_ html: String, base: URL?) -> ArticleText {
        let builder = Builder(base: base)
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

    /// The text of `html` on one line, for a title: tags dropped, entities decoded, spaces folded.
    ///
    /// Text with no tag and no entity (most titles, `AT&T` among them) skips the HTML parser.
    static func line(_ html: String) -> String {
        guard mayHoldMarkup(html) else { return foldedSpaces(html) }
        let text = read(html, base: nil)
        return foldedSpaces(text.blocks.map(\.text).joined(separator: " "))
    }

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
    static func foldedSpaces(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Collects blocks from the parser's events.
    private final class Builder: MarkupHandler {
        private struct ListLevel {
            var ordered: Bool
            var next: Int
        }

        private let base: URL?
        private var blocks: [ArticleText.Block] = []
        private var links: [String] = []
        private var current = ""
        private var currentKind = ArticleText.Block.Kind.paragraph
        private var lists: [ListLevel] = []
        private var quoteDepth = 0
        private var preDepth = 0
        private var silentDepth = 0
        private var openLinks: [String?] = []
        private var pendingSpace = false

        init(base: URL?) {
            self.base = base
        }

        func finish() -> ArticleText {
            endBlock()
            return ArticleText(blocks: blocks, links: links)
        }

        func startElement(_ element: MarkupElement) {
            if silentDepth > 0 || Self.silentElements.contains(element.name) {
                silentDepth += 1
                return
            }
            switch element.name {
            case "p", "div", "section", "article", "header", "footer", "figure", "figcaption", "table", "tr",
                "dl", "dt", "dd", "address", "main", "aside", "details", "summary", "center":
                endBlock()
            case "h1", "h2", "h3", "h4", "h5", "h6":
                endBlock()
                currentKind = .heading(level: Int(element.name.dropFirst()) ?? 1)
            case "ul", "ol", "menu":
                endBlock()
                let start = element.attribute("start").flatMap { Int($0) } ?? 1
                lists.append(ListLevel(ordered: element.name == "ol", next: start))
            case "li":
                endBlock()
                if lists.isEmpty { lists.append(ListLevel(ordered: false, next: 1)) }
                let index = lists.count - 1
                let marker = lists[index].ordered ? "\(lists[index].next)." : "•"
                lists[index].next += 1
                currentKind = .listItem(marker: marker)
            case "blockquote":
                endBlock()
                quoteDepth += 1
            case "pre":
                endBlock()
                preDepth += 1
                currentKind = .preformatted
            case "br":
                current += "\n"
                pendingSpace = false
            case "hr":
                endBlock()
            case "td", "th":
                if !current.isEmpty { appendText(" | ") }
            case "img":
                let alt = element.attribute("alt").map(FeedText.trimmed) ?? ""
                appendWord(alt.isEmpty ? "[image]" : "[image: \(alt)]")
            case "a":
                openLinks.append(element.attribute("href").flatMap(resolve))
            default:
                break
            }
        }

        func endElement(name: String, namespace: String?) {
            if silentDepth > 0 {
                silentDepth -= 1
                return
            }
            switch name {
            case "p", "div", "section", "article", "header", "footer", "figure", "figcaption", "table", "tr",
                "dl", "dt", "dd", "address", "main", "aside", "details", "summary", "center",
                "h1", "h2", "h3", "h4", "h5", "h6", "li":
                endBlock()
            case "ul", "ol", "menu":
                endBlock()
                if !lists.isEmpty { lists.removeLast() }
            case "blockquote":
                endBlock()
                quoteDepth = max(0, quoteDepth - 1)
            case "pre":
                endBlock()
                preDepth = max(0, preDepth - 1)
                if preDepth == 0 { currentKind = .paragraph }
            case "a":
                guard let link = openLinks.popLast() else { return }
                if let link {
                    if let known = links.firstIndex(of: link) {
                        appendWord("[\(known + 1)]", joined: true)
                    } else {
                        links.append(link)
                        appendWord("[\(links.count)]", joined: true)
                    }
                }
            default:
                break
            }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard silentDepth == 0 else { return }
            appendText(String(decoding: bytes, as: UTF8.self))
        }

        /// Adds running text, folding white space outside `pre`.
        func appendText(_ text: String) {
            if preDepth > 0 {
                current += text
                return
            }
            for scalar in text.unicodeScalars {
                if Self.isFoldedSpace(scalar) {
                    pendingSpace = !current.isEmpty && current.unicodeScalars.last != "\n"
                } else {
                    if pendingSpace { current.unicodeScalars.append(" ") }
                    pendingSpace = false
                    current.unicodeScalars.append(scalar)
                }
            }
        }

        /// Adds a word such as `[image: alt]`, spaced from the text before it unless `joined`.
        private func appendWord(_ word: String, joined: Bool = false) {
            if !joined, !current.isEmpty, current.last != "\n" { pendingSpace = true }
            if pendingSpace, !joined { current.append(" ") }
            pendingSpace = false
            current += word
        }

        private func endBlock() {
            var text = current
            if currentKind != .preformatted {
                text = FeedText.trimmed(text)
            } else {
                while text.hasSuffix("\n") { text.removeLast() }
                while text.hasPrefix("\n") { text.removeFirst() }
            }
            if !text.isEmpty {
                blocks.append(ArticleText.Block(kind: currentKind, text: text, quoteDepth: quoteDepth, listDepth: lists.count))
            }
            current = ""
            pendingSpace = false
            currentKind = preDepth > 0 ? .preformatted : .paragraph
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
        private static func isFoldedSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
        }

        private static let silentElements: Set<String> = [
            "script", "style", "noscript", "template", "head", "title", "form", "button", "select", "textarea",
            "iframe", "object", "svg", "math", "canvas", "video", "audio",
        ]
    }
}
