import Foundation
import NewsModels
import NewsWeb

/// A page read in reader mode as one `--json` line: `screen` (`read`), `url`, `title`, `byline`,
/// `siteName`, `publishedAt` (ISO 8601 in UTC), `text` (plain, paragraphs apart, no `[n]`
/// markers) and `links` (the `[n]` addresses in order); what the page does not say is `null`.
struct ReadRecord: Encodable {
    /// The page.
    var page: ReadPage
    /// Where it was read from: its address, or nil for a saved page given no `--url`.
    var url: String?

    private enum Key: String, CodingKey {
        case screen, url, title, byline, siteName, publishedAt, text, links
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("read", forKey: .screen)
        try container.encode(url, forKey: .url)
        try container.encode(page.title, forKey: .title)
        try container.encode(page.byline, forKey: .byline)
        try container.encode(page.siteName, forKey: .siteName)
        try container.encode(page.publishedAt.map(UTCTimestamp.iso8601), forKey: .publishedAt)
        try container.encode(page.plainText, forKey: .text)
        try container.encode(page.links, forKey: .links)
    }
}
