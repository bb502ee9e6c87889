import Foundation
import NewsModels

/// One item of a feed, as read: every field cleaned to text but the HTML bodies.
public struct FeedItem: Sendable, Equatable {
    /// The item's own id (RSS `guid`, Atom `id`, JSON Feed `id`), if it has one.
    public var guid: String?
    /// The item's web address, absolute.
    public var link: String?
    /// The title as plain text (HTML in it decoded and dropped).
    public var title: String
    /// A short HTML summary (RSS `description`, Atom `summary`, JSON Feed `summary`).
    public var summaryHTML: String?
    /// The full HTML body (`content:encoded`, Atom `content`, JSON Feed `content_html`, or
    /// `content_text` escaped).
    public var contentHTML: String?
    /// The author's name, or names joined by commas.
    public var author: String?
    /// When it was published, if the feed says.
    public var published: Date?
    /// Whether the feed gave only the day it was published (`2024-03-05`, `Tue, 05 Mar 2024`),
    /// stored as that day's midnight UTC; false when it gave a time, `00:00` included.
    public var publishedIsDayOnly = false
    /// When it was last changed, if the feed says.
    public var updated: Date?
    /// An image for it (an image enclosure, `media:thumbnail`, JSON Feed `image`).
    public var imageURL: String?
    /// The image's words (`media:content`'s or `media:thumbnail`'s `alt` or `title`), if the feed
    /// gives any.
    public var imageText: String?
    /// The files it carries (a podcast's audio, a video, an image enclosure, which is its
    /// ``imageURL`` too), in the feed's order, one per address.
    public var enclosures: [Enclosure] = []

    /// What identifies the item from one fetch to the next: its GUID, else its link, else a hash of
    /// its title and date.
    ///
    /// An item without a title (RSS 2.0 allows one with only a `description`) is hashed with its
    /// text, else its first file, instead: undated, all such items of a feed would share one key
    /// and be kept as one. A titled item's text stays out of its hash, so that a counter or a
    /// correction in it does not make the item new.
    public var key: String {
        if let guid, !guid.isEmpty { return "guid:" + guid }
        if let link { return "link:" + link }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let named = title.isEmpty ? contentHTML ?? summaryHTML ?? enclosures.first?.url ?? "" : title
        let dated = named + "\n" + (published.map { String($0.timeIntervalSince1970) } ?? "")
        for byte in dated.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return "hash:" + String(hash, radix: 16)
    }

    /// The HTML an article shows: the content, else the summary, led by the item's image as
    /// `[image: words]` when the feed gives the image words (YouTube's and podcasts' `media:`
    /// elements) and the text does not show that image already.
    public var bodyHTML: String? {
        let text = contentHTML ?? summaryHTML
        guard let imageText, !imageText.isEmpty, let imageURL, text?.contains(imageURL) != true else { return text }
        return "<p><img alt=\"\(FeedText.xmlEscaped(imageText))\"></p>" + (text ?? "")
    }

    /// A title made of the start of the item's text, for an item that has none (a Mastodon post):
    /// its first words, at most `limit` characters and cut between words with `…`, without link
    /// numbers or image markers; nil when it has no text either.
    public func titleFromText(limit: Int = 120) -> String? {
        let texts = [contentHTML, summaryHTML].compactMap { $0.map(HTMLTextReader.line) }
        guard let text = texts.first(where: { !$0.isEmpty }) else { return nil }
        guard text.count > limit else { return text }
        let start = text.prefix(limit)
        let words = start.lastIndex(of: " ").map { start[..<$0] }.flatMap { $0.count >= limit / 2 ? $0 : nil } ?? start
        return String(words) + "…"
    }

    /// Creates an item.
    public init(
        guid: String? = nil, link: String? = nil, title: String = "", summaryHTML: String? = nil, contentHTML: String? = nil,
        author: String? = nil, published: Date? = nil, updated: Date? = nil, imageURL: String? = nil
    ) {
        self.guid = guid
        self.link = link
        self.title = title
        self.summaryHTML = summaryHTML
        self.contentHTML = contentHTML
        self.author = author
        self.published = published
        self.updated = updated
        self.imageURL = imageURL
    }
}
