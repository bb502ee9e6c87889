import Foundation

/// Reads OPML 1.0 and 2.0 subscription lists: every outline with an `xmlUrl` is a feed; the
/// folders around it and its `category` attribute become its tags.
///
/// A `link` outline (a web page) is no feed and is left out with a note.
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
            let feedURL = element.attribute("xmlUrl") ?? element.attribute("xmlurl")
            if type == "include" {
                let target = element.attribute("url") ?? "another file"
                list.notes.append("outline '\(text ?? target)' includes \(target), which newsdesk does not follow; skipped")
                folders.append(nil)
                return
            }
            // A `link` outline (or another kind with a `url` and no `xmlUrl`) points at a page, not a feed.
            if let type, type == "link" || (feedURL == nil && !Self.feedTypes.contains(type)),
                let target = element.attribute("url") ?? feedURL
            {
                list.notes.append("outline '\(text ?? target)' is a \(type) to \(target), not a feed; skipped")
                folders.append(nil)
                return
            }
            guard let address = feedURL ?? element.attribute("url") else {
                folders.append(text)
                return
            }
            folders.append(nil)
            guard let url = Self.webAddress(address) else {
                list.notes.append("outline '\(text ?? address)': '\(address)' is not an http or https address; skipped")
                return
            }
            let folderNames = folders.compactMap { $0 }
            var tags = folderNames
            for tag in Self.categories(element.attribute("category") ?? "", folders: folderNames) where !tags.contains(tag) {
                tags.append(tag)
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

        /// The outline types that name a feed (OPML 2.0 says `rss`; some writers say `atom` or `feed`).
        static let feedTypes: Set<String> = ["rss", "atom", "feed"]

        /// The tags of a `category` attribute: comma-separated, each without the slashes around it.
        ///
        /// A folder around the outline may itself hold a comma ("Sports, Football"): where the
        /// attribute's pieces joined again spell a folder's name, they are that one tag, so a folder
        /// newsdesk wrote out comes back whole.
        static func categories(_ attribute: String, folders: [String]) -> [String] {
            let pieces = attribute.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            // The most pieces one folder's name spans, bounded so a hostile name costs little.
            let longest = min(maxFolderPieces, folders.map { $0.utf8.count { $0 == UInt8(ascii: ",") } + 1 }.max() ?? 1)
            var tags: [String] = []
            var index = 0
            while index < pieces.count {
                var end = index + 1
                for candidate in stride(from: min(pieces.count, index + longest), to: index + 1, by: -1)
                where folders.contains(clean(pieces[index..<candidate].joined(separator: ","))) {
                    end = candidate
                    break
                }
                let tag = clean(pieces[index..<end].joined(separator: ","))
                if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
                index = end
            }
            return tags
        }

        /// The most comma-separated pieces a folder's name may span and still be found whole in a
        /// `category` attribute.
        static let maxFolderPieces = 16

        /// A category without the white space and slashes around it.
        private static func clean(_ category: String) -> String {
            FeedText.trimmed(category).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }

        /// `text` when it is an absolute http or https address.
        static func webAddress(_ text: String) -> String? {
            FeedText.webAddress(text) == nil ? nil : FeedText.trimmed(text)
        }
    }
}
