import Foundation
import NewsCatalog
import NewsModels

/// A subscription as one `--json` line of the feeds list: `n`, `name`, `url`, `siteUrl`, `tags`,
/// `unread`, `fetchedAt`, `error` and `gone`, as DESIGN names them, and `fullText` (whether its new
/// items are read in full with each fetch).
struct FeedRecord: Encodable {
    /// The subscription and its unread count.
    var feed: FeedOverview.Feed
    /// Its number on the page, for `open N`.
    var number: Int

    private enum Key: String, CodingKey {
        case n, name, url, siteUrl, tags, unread, fetchedAt, error, gone, fullText
    }

    func encode(to encoder: any Encoder) throws {
        let subscription = feed.subscription
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(number, forKey: .n)
        try container.encode(subscription.displayName, forKey: .name)
        try container.encode(subscription.url, forKey: .url)
        try container.encode(subscription.siteURL, forKey: .siteUrl)
        try container.encode(subscription.tags, forKey: .tags)
        try container.encode(feed.unread, forKey: .unread)
        try container.encode(subscription.fetchedAt.map(UTCTimestamp.iso8601), forKey: .fetchedAt)
        try container.encode(subscription.lastError, forKey: .error)
        try container.encode(subscription.isGone, forKey: .gone)
        try container.encode(subscription.readsPages, forKey: .fullText)
    }
}
