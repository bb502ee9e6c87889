import Foundation

/// Builds a ``FeedDocument`` from the SAX events of an RSS 0.9x/2.0, RSS 1.0 (RDF) or Atom feed.
///
/// Namespaces decide what an element is, so `dc:creator`, `content:encoded` and Atom in an RSS feed
/// are read wherever they appear; relative links resolve against `xml:base` and then the feed's
/// own address. Markup found inside a text element (Atom's `xhtml` content, or raw tags in a broken
/// RSS description) is written back out as HTML, so no text is lost.
final class FeedXMLBuilder: MarkupHandler {
    private enum Namespace {
        static let atom = "http://www.w3.org/2005/Atom"
        static let atom03 = "http://purl.org/atom/ns#"
        static let rss1 = "http://purl.org/rss/1.0/"
        static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
        static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
        static let content = "http://purl.org/rss/1.0/modules/content/"
        static let dublinCore = "http://purl.org/dc/elements/1.1/"
        static let syndication = "http://purl.org/rss/1.0/modules/syndication/"
        static let media = "http://search.yahoo.com/mrss/"
        static let xml = "http://www.w3.org/XML/1998/namespace"
    }

    /// Which text an open element's characters belong to.
    private enum Field {
        case title, link, guid, summary, content, author, authorName, published, updated
        case feedTitle, feedLink, feedDescription, ttl, updatePeriod, updateFrequency
    }

    /// Text being gathered for a field, with how deep the markup inside it nests.
    private struct Capture {
        var field: Field
        var depth = 0
        var bytes: [UInt8] = []
        /// Whether the text is XHTML (escape its text when writing it back out as HTML).
        var isXHTML = false
        /// Whether Atom said the text is HTML or XHTML rather than plain text.
        var isMarkup = true
    }

    private(set) var format: FeedDocument.Format?
    private var document = FeedDocument(format: .rss)
    private var item: FeedItem?
    private var bases: [URL?]
    private var capture: Capture?
    private var depth = 0
    private var inAtomAuthor = false
    private var isPermaLink = false
    private var updatePeriod: String?
    private var updateFrequency: Double?
    /// The depth of an `image` or `textinput` element being skipped: its title is not the feed's.
    private var skippedDepth: Int?

    /// Creates a builder for a feed fetched from `address`.
    init(address: URL?) {
        bases = [address]
    }

    /// The feed, or nil when the root element was no feed's; a feed cut short keeps the item it
    /// was in when that item has a title or a link.
    func finish() -> FeedDocument? {
        guard let format else { return nil }
        if let open = capture, item != nil {
            capture = nil
            store(open)
        }
        if let unfinished = item, !unfinished.title.isEmpty || unfinished.link != nil {
            document.items.append(unfinished)
            item = nil
        }
        document.format = format
        if document.refreshInterval == nil, let updatePeriod {
            let seconds: Double? =
                switch updatePeriod.lowercased() {
                case "hourly": 3600
                case "daily": 86_400
                case "weekly": 604_800
                case "monthly": 2_592_000
                case "yearly": 31_536_000
                default: nil
                }
            if let seconds { document.refreshInterval = seconds / max(1, updateFrequency ?? 1) }
        }
        return document
    }

    // MARK: - Events

    func startElement(_ element: MarkupElement) {
        depth += 1
        let base = element.attribute("base", namespace: Namespace.xml).flatMap {
            URL(string: $0, relativeTo: bases.last ?? nil)?.absoluteURL
        }
        bases.append(base ?? bases.last ?? nil)
        if capture != nil {
            capture?.depth += 1
            capture?.bytes.append(contentsOf: Self.startTag(element).utf8)
            return
        }
        if depth == 1 {
            format = Self.format(ofRoot: element)
            return
        }
        guard format != nil, skippedDepth == nil else { return }
        let name = element.name
        switch (classify(element.namespace), name) {
        case (.core, "image"), (.core, "textinput"), (.core, "textInput"):
            if item == nil { skippedDepth = depth }
        case (.core, "item"), (.atom, "entry"):
            item = FeedItem()
        case (.core, "title"), (.atom, "title"):
            begin(item == nil ? .feedTitle : .title, element)
        case (.core, "link"):
            begin(item == nil ? .feedLink : .link, element)
        case (.atom, "link"):
            atomLink(element)
        case (.core, "description"), (.atom, "subtitle"), (.atom, "tagline"):
            begin(item == nil ? .feedDescription : .summary, element)
        case (.atom, "summary"):
            if item != nil { begin(.summary, element) }
        case (.atom, "content"), (.content, "encoded"):
            if item != nil { begin(.content, element) }
        case (.core, "guid"), (.atom, "id"):
            if item != nil {
                isPermaLink = element.name == "guid" && element.attribute("isPermaLink")?.lowercased() != "false"
                begin(.guid, element)
            }
        case (.core, "author"), (.dublinCore, "creator"):
            if item != nil { begin(.author, element) }
        case (.atom, "author"):
            inAtomAuthor = item != nil
        case (.atom, "name"):
            if inAtomAuthor { begin(.authorName, element) }
        case (.core, "pubDate"), (.atom, "published"), (.atom, "issued"), (.dublinCore, "date"):
            if item != nil { begin(.published, element) }
        case (.atom, "updated"), (.atom, "modified"):
            if item != nil { begin(.updated, element) }
        case (.core, "ttl"):
            if item == nil { begin(.ttl, element) }
        case (.syndication, "updatePeriod"):
            begin(.updatePeriod, element)
        case (.syndication, "updateFrequency"):
            begin(.updateFrequency, element)
        case (.core, "enclosure"):
            if let url = element.attribute("url"), element.attribute("type")?.hasPrefix("image/") == true {
                setImage(url)
            }
        case (.media, "thumbnail"):
            if let url = element.attribute("url") { setImage(url) }
        case (.media, "content"):
            if let url = element.attribute("url"),
                element.attribute("medium") == "image" || element.attribute("type")?.hasPrefix("image/") == true
            {
                setImage(url)
            }
        default:
            break
        }
    }

    func endElement(name: String, namespace: String?) {
        defer {
            depth -= 1
            bases.removeLast()
        }
        if let skipped = skippedDepth {
            if skipped == depth { skippedDepth = nil }
            return
        }
        if let open = capture {
            if open.depth > 0 {
                capture?.depth -= 1
                capture?.bytes.append(contentsOf: "</\(name)>".utf8)
                return
            }
            capture = nil
            store(open)
            return
        }
        switch (classify(namespace), name) {
        case (.core, "item"), (.atom, "entry"):
            if let finished = item { document.items.append(finished) }
            item = nil
        case (.atom, "author"):
            inAtomAuthor = false
        default:
            break
        }
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let open = capture else { return }
        if open.isXHTML, open.depth > 0 {
            capture?.bytes.append(contentsOf: FeedText.xmlEscaped(String(decoding: bytes, as: UTF8.self)).utf8)
        } else {
            capture?.bytes.append(contentsOf: bytes)
        }
    }

    // MARK: - Fields

    private enum Vocabulary {
        case core, atom, content, dublinCore, syndication, media, other
    }

    private func classify(_ namespace: String?) -> Vocabulary {
        switch namespace {
        case nil: format == .atom ? .atom : .core
        case Namespace.rss1?, Namespace.rss090?, Namespace.rdf?: .core
        case Namespace.atom?, Namespace.atom03?: .atom
        case Namespace.content?: .content
        case Namespace.dublinCore?: .dublinCore
        case Namespace.syndication?: .syndication
        case Namespace.media?: .media
        default: .other
        }
    }

    private func begin(_ field: Field, _ element: MarkupElement) {
        var open = Capture(field: field)
        if let type = element.attribute("type")?.lowercased() {
            open.isXHTML = type == "xhtml"
            open.isMarkup = type != "text" && type != "text/plain"
        }
        capture = open
    }

    private func store(_ capture: Capture) {
        let text = FeedText.trimmed(capture.bytes)
        let html = capture.isMarkup ? text : FeedText.xmlEscaped(text)
        switch capture.field {
        case .feedTitle: if document.title.isEmpty { document.title = HTMLTextReader.line(html) }
        case .feedLink: if document.siteURL == nil { document.siteURL = resolve(text) }
        case .feedDescription: document.description = HTMLTextReader.line(html)
        case .ttl: if let minutes = Double(text), minutes > 0 { document.refreshInterval = minutes * 60 }
        case .updatePeriod: updatePeriod = text
        case .updateFrequency: updateFrequency = Double(text)
        case .title: item?.title = HTMLTextReader.line(html)
        case .link: if item?.link == nil { item?.link = resolve(text) }
        case .guid:
            item?.guid = text.isEmpty ? nil : text
            if isPermaLink, item?.link == nil { item?.link = resolve(text) }
        case .summary: item?.summaryHTML = html.isEmpty ? nil : html
        case .content: item?.contentHTML = html.isEmpty ? nil : html
        case .author, .authorName:
            let name = HTMLTextReader.line(html)
            guard !name.isEmpty else { return }
            let earlier = item?.author
            item?.author = earlier.map { "\($0), \(name)" } ?? name
        case .published: item?.published = FeedDate.parse(text)
        case .updated: item?.updated = FeedDate.parse(text)
        }
    }

    private func atomLink(_ element: MarkupElement) {
        guard let href = element.attribute("href"), let url = resolve(href) else { return }
        let relation = element.attribute("rel")?.lowercased() ?? "alternate"
        if item != nil {
            switch relation {
            case "alternate": if item?.link == nil { item?.link = url }
            case "enclosure": if element.attribute("type")?.hasPrefix("image/") == true { setImage(url) }
            default: break
            }
        } else if relation == "alternate", document.siteURL == nil {
            document.siteURL = url
        }
    }

    private func setImage(_ address: String) {
        guard item != nil, item?.imageURL == nil, let url = resolve(address) else { return }
        item?.imageURL = url
    }

    /// `text` as an absolute http(s) address, resolved against the current base.
    private func resolve(_ text: String) -> String? {
        let trimmed = FeedText.trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: Self.addressCharacters) ?? trimmed
        return FeedText.webAddress(encoded, relativeTo: bases.last ?? nil)?.absoluteString
    }

    /// Characters left alone when a feed's address is made a URL: every one a URL may hold, and `%`.
    private static let addressCharacters = CharacterSet(
        charactersIn: "!#$%&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~")

    private static func format(ofRoot element: MarkupElement) -> FeedDocument.Format? {
        switch element.name.lowercased() {
        case "rss": .rss
        case "rdf": .rdf
        case "feed": .atom
        default: nil
        }
    }

    private static func startTag(_ element: MarkupElement) -> String {
        var tag = "<" + element.name
        for attribute in element.attributes where attribute.namespace == nil {
            tag += " \(attribute.name)=\"\(FeedText.xmlEscaped(attribute.value))\""
        }
        return tag + ">"
    }
}
