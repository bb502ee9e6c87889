import Foundation

/// Reads OPML 1.0 and 2.0 subscription lists: every outline with an `xmlUrl` is a feed; the
/// folders around it and its `category` attribute become its tags.
///
/// `include` outlines (OPML 2.0's links to other files) are left out with a note: following them
/// would fetch from the network while importing a file. The markup is read by the same bounded
/// libxml2 parser as feeds.
enum OPMLReader {
    /// The largest file read.
    static let maxBytes = 16_000_000

    /// The subscriptions in `bytes`.
    static func read(_ bytes: [UInt8]) throws(SubscriptionFileError) -> SubscriptionList {
        guard bytes.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
        let collector = Collector()
        let encoding = bytes.withUnsafeBytes { FeedEncoding.detect(head: $0, charset: nil) }
        var body = Array(bytes.dropFirst(encoding.markLength))
        if encoding.isASCIICompatible {
            var repair = FeedBytesRepair()
            body = body.withUnsafeBytes { repair.repair($0, isLast: true) }
        }
        do {
            let parser = try LibXML2.XMLStream(handler: collector, encoding: encoding.isWide ? nil : encoding.name, maxDepth: 256)
            let outcome = body.withUnsafeBytes { buffer in
                Result { () throws(MarkupError) in try parser.feed(buffer) }
            }
            try outcome.get()
            _ = try parser.finish()
        } catch {
            throw .markup(error)
        }
        guard collector.sawRoot else { throw .notOPML }
        return collector.list
    }

    private final class Collector: MarkupHandler {
        var list = SubscriptionList()
        var sawRoot = false
        private var depth = 0
        /// One entry per open outline: its folder name, or nil when it is a feed or no folder.
        private var folders: [String?] = []

        func startElement(_ element: MarkupElement) {
            depth += 1
            if depth == 1 {
                sawRoot = element.name.lowercased() == "opml"
                return
            }
            guard sawRoot, element.name.lowercased() == "outline" else { return }
            let text = (element.attribute("title") ?? element.attribute("text")).map(FeedText.trimmed).flatMap { $0.isEmpty ? nil : $0 }
            let type = element.attribute("type")?.lowercased()
            let address =
                element.attribute("xmlUrl") ?? element.attribute("xmlurl")
                ?? element.attribute("url").flatMap { type == "include" ? nil : $0 }
            if type == "include" {
                let target = element.attribute("url") ?? "another file"
                list.notes.append("outline '\(text ?? target)' includes \(target), which newsdesk does not follow; skipped")
                folders.append(nil)
                return
            }
            guard let address else {
                folders.append(text)
                return
            }
            folders.append(nil)
            guard let url = Self.webAddress(address) else {
                list.notes.append("outline '\(text ?? address)': '\(address)' is not an http or https address; skipped")
                return
            }
            var tags = folders.compactMap { $0 }
            for category in (element.attribute("category") ?? "").split(separator: ",") {
                let tag = FeedText.trimmed(String(category)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
            }
            let site = element.attribute("htmlUrl").flatMap(Self.webAddress)
            if !list.add(SubscriptionEntry(url: url, title: text, siteURL: site, tags: tags)) {
                list.notes.append("outline '\(text ?? url)': \(url) is listed already; skipped")
            }
        }

        func endElement(name: String, namespace: String?) {
            depth -= 1
            if sawRoot, name.lowercased() == "outline", !folders.isEmpty { folders.removeLast() }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {}

        /// `text` when it is an absolute http or https address.
        static func webAddress(_ text: String) -> String? {
            FeedText.webAddress(text) == nil ? nil : FeedText.trimmed(text)
        }
    }
}
