import Foundation
import NewsModels

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
        /// Atom's drafts before 0.3, which early feeds still name.
        static let atomDrafts: Set<String> = [
            "http://example.com/newformat#", "http://example.com/necho", "http://purl.org/echo/", "http://purl.org/pie/",
        ]
        /// RSS 2.0's own namespace, which a few generators put on every element.
        static let rss2: Set<String> = ["http://backend.userland.com/rss2", "http://backend.userland.com/rss"]
        static let rss1 = "http://purl.org/rss/1.0/"
        static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
        static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
        static let content = "http://purl.org/rss/1.0/modules/content/"
        static let dublinCore = "http://purl.org/dc/elements/1.1/"
        static let dublinCoreTerms = "http://purl.org/dc/terms/"
        static let syndication = "http://purl.org/rss/1.0/modules/syndication/"
        static let media = "http://search.yahoo.com/mrss/"
        static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
        static let xhtml = "http://www.w3.org/1999/xhtml"
        static let xml = "http://www.w3.org/XML/1998/namespace"
    }

    /// Which text an open element's characters belong to.
    private enum Field {
        case title, link, guid, summary, content, author, authorName, published, updated
        case feedTitle, feedLink, feedDescription, ttl, updatePeriod, updateFrequency
        /// Dublin Core's and other stand-ins, used where the item lacks the field itself.
        case fallbackTitle, fallbackAuthor, fallbackSummary, fallbackContent, fallbackPublished, fallbackUpdated
        /// Dublin Core's title of the feed, used when the feed has no title of its own.
        case feedFallbackTitle
        /// Media RSS's plain-text description (YouTube's), the item's text when it has no other.
        case mediaDescription
        /// A `summary` in an RSS item, which a few generators write beside `description`.
        case secondSummary
        case duration
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
        /// Whether the text is base64 (Atom 0.3's `mode="base64"`).
        var isBase64 = false
        /// A `<time datetime>` found inside a date element, which says the date exactly.
        var datetime: String?
    }

    private(set) var format: FeedDocument.Format?
    private var document = FeedDocument(format: .rss)
    private var item: FeedItem?
    /// What stands in for the item's fields it lacks (`dc:title`, `dc:date`, `xhtml:body`).
    private var fallback = FeedItem()
    /// The feed's `dc:title`, its title when it has no `title`.
    private var feedFallbackTitle: String?
    /// The item's `itunes:duration`, given to enclosures that say no duration of their own.
    private var itemDuration: Int?
    /// The item's Media RSS description as HTML paragraphs (YouTube's only text).
    private var mediaDescription: String?
    /// The item's RSS `summary`: a second text beside its `description` (see ``completeItem()``).
    private var secondSummary: String?
    private var bases: [URL?]
    private var capture: Capture?
    private var depth = 0
    private var inAtomAuthor = false
    private var isPermaLink = false
    private var updatePeriod: String?
    private var updateFrequency: Double?
    /// The depth of an `image` or `textinput` element being skipped: its title is not the feed's.
    private var skippedDepth: Int?
    /// The names of the elements open, outermost first, to say where a document cut short stopped.
    private var openNames: [String] = []

    /// Creates a builder for a feed fetched from `address`.
    init(address: URL?) {
        bases = [address]
    }

    /// Where the document stopped when its root element is still open: the root's name (to look
    /// for its end tag, which libxml2 may have spent closing a mismatched element) and the
    /// innermost element open. Nil once the root closed.
    var unclosed: (root: String, innermost: String)? {
        guard let root = openNames.first, let innermost = openNames.last else { return nil }
        return (root, innermost)
    }

    /// The feed, or nil when the root element was no feed's. The reader calls it only for a
    /// complete document, so an item whose end tag a mismatched tag used up is kept when it has a
    /// title or a link.
    func finish() -> FeedDocument? {
        guard let format else { return nil }
        if let open = capture, item != nil {
            capture = nil
            store(open)
        }
        if item != nil {
            completeItem()
            if let unfinished = item, !unfinished.title.isEmpty || unfinished.link != nil { document.items.append(unfinished) }
            item = nil
        }
        document.format = format
        if document.title.isEmpty, let feedFallbackTitle { document.title = feedFallbackTitle }
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
        openNames.append(element.name)
        let base = element.attribute("base", namespace: Namespace.xml).flatMap {
            URL(string: $0, relativeTo: bases.last ?? nil)?.absoluteURL
        }
        bases.append(base ?? bases.last ?? nil)
        if capture != nil {
            if element.name == "time", let datetime = element.attribute("datetime") { capture?.datetime = datetime }
            capture?.depth += 1
            capture?.bytes.append(contentsOf: Self.startTag(element).utf8)
            return
        }
        if depth == 1 {
            format = Self.format(ofRoot: element)
            return
        }
        guard format != nil, skippedDepth == nil else { return }
        let vocabulary = classify(element.namespace)
        let name = vocabulary == .core ? Self.coreName(element.name) : element.name
        switch (vocabulary, name) {
        case (.core, "image"), (.core, "textinput"):
            if item == nil { skippedDepth = depth }
        case (.atom, "image"), (.atom, "source"), (.core, "source"):
            // An entry's image or source has a title of its own, which is not the entry's.
            if item != nil { skippedDepth = depth }
        case (.core, "item"), (.atom, "entry"):
            item = FeedItem()
            fallback = FeedItem()
            itemDuration = nil
            mediaDescription = nil
            secondSummary = nil
        case (.dublinCore, "title"), (.media, "title"):
            begin(item == nil ? .feedFallbackTitle : .fallbackTitle, element)
        case (.dublinCore, "description"), (.itunes, "summary"):
            if item != nil { begin(.fallbackSummary, element) }
        case (.xhtml, "body"), (.core, "body"), (.core, "fullitem"), (.other, "fullitem"):
            if item != nil {
                begin(.fallbackContent, element)
                if element.namespace == Namespace.xhtml { capture?.isXHTML = true }
            }
        case (.media, "description"):
            if item != nil {
                begin(.mediaDescription, element)
                // Media RSS's text is plain unless it says `type="html"`.
                capture?.isMarkup = element.attribute("type")?.lowercased() == "html"
            }
        case (.itunes, "duration"):
            if item != nil { begin(.duration, element) }
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
        case (.core, "summary"):
            if item != nil { begin(.secondSummary, element) }
        case (.atom, "content"), (.content, "encoded"):
            if item != nil { begin(.content, element) }
        case (.core, "guid"), (.atom, "id"):
            if item != nil {
                isPermaLink = element.name == "guid" && element.attribute("isPermaLink")?.lowercased() != "false"
                begin(.guid, element)
            }
        case (.core, "author"):
            if item != nil { begin(.author, element) }
        case (.dublinCore, "creator"), (.dublinCore, "author"), (.itunes, "author"):
            if item != nil { begin(.fallbackAuthor, element) }
        case (.atom, "author"):
            inAtomAuthor = item != nil
        case (.atom, "name"):
            if inAtomAuthor { begin(.authorName, element) }
        case (.core, "pubdate"), (.atom, "published"), (.atom, "issued"):
            if item != nil { begin(.published, element) }
        case (.dublinCore, "date"), (.dublinCoreTerms, "issued"), (.dublinCoreTerms, "created"):
            if item != nil { begin(.fallbackPublished, element) }
        case (.dublinCoreTerms, "modified"):
            if item != nil { begin(.fallbackUpdated, element) }
        case (.atom, "updated"), (.atom, "modified"):
            if item != nil { begin(.updated, element) }
        case (.core, "ttl"):
            if item == nil { begin(.ttl, element) }
        case (.syndication, "updatePeriod"):
            begin(.updatePeriod, element)
        case (.syndication, "updateFrequency"):
            begin(.updateFrequency, element)
        case (.core, "enclosure"):
            guard let url = element.attribute("url") else { break }
            // An image is the item's picture and, with its type and size, one of its files.
            if element.attribute("type")?.hasPrefix("image/") == true { setImage(url, text: nil) }
            addEnclosure(url, type: element.attribute("type"), length: element.attribute("length"), duration: nil)
        case (.media, "thumbnail"):
            if let url = element.attribute("url") { setImage(url, text: Self.imageText(element)) }
        case (.media, "content"):
            guard let url = element.attribute("url") else { break }
            let type = element.attribute("type")?.lowercased()
            let medium = element.attribute("medium")?.lowercased()
            if medium == "image" || type?.hasPrefix("image/") == true {
                setImage(url, text: Self.imageText(element))
            } else if medium == "audio" || medium == "video" || type?.hasPrefix("audio/") == true || type?.hasPrefix("video/") == true {
                addEnclosure(url, type: type, length: element.attribute("fileSize"), duration: element.attribute("duration"))
            }
        default:
            break
        }
    }

    func endElement(name: String, namespace: String?) {
        defer {
            depth -= 1
            bases.removeLast()
            _ = openNames.popLast()
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
        let vocabulary = classify(namespace)
        switch (vocabulary, vocabulary == .core ? Self.coreName(name) : name) {
        case (.core, "item"), (.atom, "entry"):
            completeItem()
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
        case core, atom, content, dublinCore, dublinCoreTerms, syndication, media, itunes, xhtml, other
    }

    private func classify(_ namespace: String?) -> Vocabulary {
        switch namespace {
        case nil: format == .atom ? .atom : .core
        case Namespace.rss1?, Namespace.rss090?, Namespace.rdf?: .core
        case Namespace.atom?, Namespace.atom03?: .atom
        case Namespace.content?: .content
        case Namespace.dublinCore?: .dublinCore
        case Namespace.dublinCoreTerms?: .dublinCoreTerms
        case Namespace.syndication?: .syndication
        case Namespace.media?: .media
        case Namespace.itunes?: .itunes
        case Namespace.xhtml?: .xhtml
        // The rare spellings last, so the usual namespaces pay nothing for them.
        case let other? where Namespace.atomDrafts.contains(other): .atom
        case let other? where Namespace.rss2.contains(other): .core
        // Apple's own documents once spelled it `DTDs`; feeds copied that.
        case let other? where other.utf8.count == Namespace.itunes.utf8.count && other.lowercased() == Namespace.itunes: .itunes
        default: .other
        }
    }

    private func begin(_ field: Field, _ element: MarkupElement) {
        var open = Capture(field: field)
        var isBinaryType = false
        if let type = element.attribute("type")?.lowercased() {
            open.isXHTML = type == "xhtml" || type == "application/xhtml+xml"
            open.isMarkup = type != "text" && type != "text/plain" && type != "plain"
            // Atom 1.0: a media type that is neither text nor XML is the content in base64.
            isBinaryType =
                type.contains("/") && !type.hasPrefix("text/") && !type.hasSuffix("/xml") && !type.hasSuffix("+xml")
                && format == .atom
        }
        open.isBase64 = isBinaryType || element.attribute("mode")?.lowercased() == "base64"
        capture = open
    }

    private func store(_ capture: Capture) {
        var text = FeedText.trimmed(capture.bytes)
        if capture.isBase64 {
            let decoded = Data(base64Encoded: text, options: .ignoreUnknownCharacters).map { String(decoding: $0, as: UTF8.self) }
            text = FeedText.trimmed(decoded ?? "")
        }
        let html = capture.isMarkup ? text : FeedText.xmlEscaped(text)
        switch capture.field {
        case .feedTitle: if document.title.isEmpty { document.title = Self.title(text, isMarkup: capture.isMarkup) }
        case .feedFallbackTitle: if feedFallbackTitle == nil { feedFallbackTitle = Self.title(text, isMarkup: capture.isMarkup) }
        case .feedLink: if document.siteURL == nil { document.siteURL = resolve(text) }
        case .feedDescription: document.description = HTMLTextReader.line(html)
        case .ttl: if let minutes = Double(text), minutes > 0 { document.refreshInterval = minutes * 60 }
        case .updatePeriod: updatePeriod = text
        case .updateFrequency: updateFrequency = Double(text)
        case .title: item?.title = Self.title(text, isMarkup: capture.isMarkup)
        case .link: if item?.link == nil { item?.link = resolve(text) }
        case .guid:
            item?.guid = text.isEmpty ? nil : text
            if isPermaLink, item?.link == nil { item?.link = resolve(text) }
        case .summary: item?.summaryHTML = html.isEmpty ? nil : html
        case .content: item?.contentHTML = html.isEmpty ? nil : html
        case .author, .authorName:
            let name = Self.personName(HTMLTextReader.line(html))
            guard !name.isEmpty else { return }
            let earlier = item?.author
            item?.author = earlier.map { "\($0), \(name)" } ?? name
        case .published:
            let date = Self.date(text, capture)
            item?.published = date
            item?.publishedIsDayOnly = date != nil && FeedDate.isDayOnly(capture.datetime ?? text)
        case .updated: item?.updated = Self.date(text, capture)
        case .fallbackTitle: if fallback.title.isEmpty { fallback.title = Self.title(text, isMarkup: capture.isMarkup) }
        case .fallbackAuthor:
            let name = Self.personName(HTMLTextReader.line(html))
            guard !name.isEmpty else { return }
            fallback.author = fallback.author.map { "\($0), \(name)" } ?? name
        case .fallbackSummary: if fallback.summaryHTML == nil, !html.isEmpty { fallback.summaryHTML = html }
        case .fallbackContent: if fallback.contentHTML == nil, !html.isEmpty { fallback.contentHTML = html }
        case .fallbackUpdated: if fallback.updated == nil { fallback.updated = Self.date(text, capture) }
        case .fallbackPublished:
            guard fallback.published == nil else { return }
            let date = Self.date(text, capture)
            fallback.published = date
            fallback.publishedIsDayOnly = date != nil && FeedDate.isDayOnly(capture.datetime ?? text)
        case .mediaDescription:
            if mediaDescription == nil, !text.isEmpty { mediaDescription = capture.isMarkup ? html : FeedText.paragraphsHTML(text) }
        case .secondSummary: if secondSummary == nil, !html.isEmpty { secondSummary = html }
        case .duration: itemDuration = Enclosure.duration(text)
        }
    }

    /// Fills what the item lacks from its stand-ins, once it is complete.
    ///
    /// An RSS item with a `summary` beside its `description` and no content has two texts: the
    /// longer is its body and the shorter its summary, so the article shows the most the feed
    /// gives and the list the least (feedparser makes whichever comes second the content).
    private func completeItem() {
        guard var finished = item else { return }
        if let second = secondSummary {
            if let first = finished.summaryHTML {
                if finished.contentHTML == nil, second != first {
                    let secondIsLonger = second.utf8.count >= first.utf8.count
                    finished.contentHTML = secondIsLonger ? second : first
                    finished.summaryHTML = secondIsLonger ? first : second
                }
            } else {
                finished.summaryHTML = second
            }
        }
        if finished.title.isEmpty { finished.title = fallback.title }
        if finished.author == nil { finished.author = fallback.author }
        if finished.updated == nil { finished.updated = fallback.updated }
        if finished.published == nil {
            finished.published = fallback.published
            finished.publishedIsDayOnly = fallback.publishedIsDayOnly
        }
        if finished.contentHTML == nil { finished.contentHTML = fallback.contentHTML }
        if finished.summaryHTML == nil { finished.summaryHTML = fallback.summaryHTML }
        if finished.contentHTML == nil, finished.summaryHTML == nil { finished.summaryHTML = mediaDescription }
        if let itemDuration {
            for index in finished.enclosures.indices where finished.enclosures[index].duration == nil {
                finished.enclosures[index].duration = itemDuration
            }
        }
        item = finished
    }

    /// A date element's instant: its `<time datetime>` if it holds one, else its text.
    private static func date(_ text: String, _ capture: Capture) -> Date? {
        if let datetime = capture.datetime, let date = FeedDate.parse(datetime) { return date }
        return FeedDate.parse(text.contains("<") ? HTMLTextReader.line(text) : text)
    }

    /// The name in RSS's `email (Name)`, or in `Name (email)` and `Name <email>`: a reader shows
    /// who wrote an item, not an address to write to. Anything else is the name as written.
    static func personName(_ text: String) -> String {
        guard text.contains("@") else { return text }
        for (open, close) in [("(", ")"), ("<", ">")] {
            guard text.hasSuffix(close), let start = text.lastIndex(of: Character(open)) else { continue }
            let outer = text[..<start].trimmingCharacters(in: .whitespaces)
            let inner = text[text.index(after: start)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
            if inner.contains("@"), !outer.isEmpty, !outer.contains("@") { return outer }
            if open == "(", outer.contains("@"), !inner.isEmpty, !inner.contains("@") { return inner }
        }
        return text
    }

    /// A title as text: Atom's `type="text"` as written, else HTML only if it looks like HTML.
    private static func title(_ text: String, isMarkup: Bool) -> String {
        isMarkup ? HTMLTextReader.title(text) : HTMLTextReader.foldedSpaces(text)
    }

    private func atomLink(_ element: MarkupElement) {
        guard let href = element.attribute("href"), let url = resolve(href) else { return }
        let relation = element.attribute("rel")?.lowercased() ?? "alternate"
        if item != nil {
            switch relation {
            case "alternate": if item?.link == nil { item?.link = url }
            case "enclosure":
                if element.attribute("type")?.hasPrefix("image/") == true { setImage(url, text: nil) }
                addEnclosure(url, type: element.attribute("type"), length: element.attribute("length"), duration: nil)
            default: break
            }
        } else if relation == "alternate", document.siteURL == nil {
            document.siteURL = url
        }
    }

    private func setImage(_ address: String, text: String?) {
        guard item != nil, item?.imageURL == nil, let url = resolve(address) else { return }
        item?.imageURL = url
        item?.imageText = text
    }

    /// The words a media element gives its image: `alt`, else `title`, on one line.
    private static func imageText(_ element: MarkupElement) -> String? {
        let text = HTMLTextReader.foldedSpaces(element.attribute("alt") ?? element.attribute("title") ?? "")
        return text.isEmpty ? nil : text
    }

    private func addEnclosure(_ address: String, type: String?, length: String?, duration: String?) {
        guard item != nil, let url = resolve(address), item?.enclosures.contains(where: { $0.url == url }) == false,
            (item?.enclosures.count ?? 0) < Self.maxEnclosures
        else { return }
        let kind = type.map(FeedText.trimmed).flatMap { $0.isEmpty ? nil : String($0.prefix(100)) }
        let enclosure = Enclosure(
            url: url, type: kind, length: Enclosure.length(length), duration: Enclosure.duration(duration))
        item?.enclosures.append(enclosure)
    }

    /// The most enclosures one item keeps: a podcast has one, a hostile feed could send millions.
    private static let maxEnclosures = 16

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

    /// An RSS element's name as the reader matches it, in lower case: `<TiTlE>`, `<pubdate>` and
    /// `<pubDate>` are one element, as feedparser and iTunes read them. RSS names no two elements
    /// apart by case alone, so none is mistaken for another; a name in lower case costs one scan.
    private static func coreName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return name }
        return name.lowercased()
    }

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
