import Foundation

/// Finds the feeds a web page links to with `<link rel="alternate">`, as browsers and feed readers
/// do when given a site's address instead of its feed's.
public enum FeedLinkFinder {
    /// A feed a page links to.
    public struct Link: Sendable, Equatable {
        /// The feed's absolute address.
        public var url: String
        /// The title the page gives it, if any.
        public var title: String?
        /// Its media type (`application/rss+xml`, `application/atom+xml`, `application/feed+json`).
        public var type: String

        /// Creates a link.
        public init(url: String, title: String? = nil, type: String) {
            self.url = url
            self.title = title
            self.type = type
        }
    }

    /// The feeds `html`, fetched from `base`, links to, in page order, each address once.
    public static func links(inHTML html: [UInt8], base: URL?) -> [Link] {
        let collector = Collector(base: base)
        do {
            let parser = try LibXML2.HTMLStream(handler: collector, maxDepth: HTMLTextReader.maxDepth)
            let outcome = html.withUnsafeBytes { bytes in
                Result { () throws(MarkupError) in try parser.feed(bytes) }
            }
            try outcome.get()
            try parser.finish()
        } catch {
            // What was found before the markup went wrong still counts.
        }
        return collector.links
    }

    private final class Collector: MarkupHandler {
        private static let feedTypes: Set<String> = [
            "application/rss+xml", "application/atom+xml", "application/feed+json", "application/json",
            "application/rdf+xml", "text/xml", "application/xml",
        ]
        let base: URL?
        var links: [Link] = []

        init(base: URL?) {
            self.base = base
        }

        func startElement(_ element: MarkupElement) {
            guard element.name == "link",
                let relation = element.attribute("rel")?.lowercased(),
                relation.split(separator: " ").contains("alternate"),
                let type = element.attribute("type")?.lowercased(), Self.feedTypes.contains(type),
                let href = element.attribute("href"),
                let url = FeedText.webAddress(href, relativeTo: base),
                !links.contains(where: { $0.url == url.absoluteString })
            else { return }
            let title = element.attribute("title").map(FeedText.trimmed)
            links.append(Link(url: url.absoluteString, title: title?.isEmpty == false ? title : nil, type: type))
        }

        func endElement(name: String, namespace: String?) {}

        func text(_ bytes: UnsafeBufferPointer<UInt8>) {}
    }
}
