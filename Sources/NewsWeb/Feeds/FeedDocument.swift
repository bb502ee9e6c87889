import Foundation

/// A feed as read from its bytes: what it calls itself, where its site is, and its items.
public struct FeedDocument: Sendable, Equatable {
    /// The format a feed was written in.
    public enum Format: String, Sendable, Equatable {
        /// RSS 0.91, 0.92 or 2.0.
        case rss
        /// RSS 1.0 (RDF).
        case rdf
        /// Atom 1.0.
        case atom
        /// JSON Feed 1.0 or 1.1.
        case jsonFeed
    }

    /// Which format it was.
    public var format: Format
    /// The feed's title, plain text.
    public var title: String
    /// The site the feed belongs to, absolute.
    public var siteURL: String?
    /// The feed's own description, plain text.
    public var description: String?
    /// How long the feed asks readers to wait between fetches (`<ttl>`, `sy:updatePeriod`), if it says.
    public var refreshInterval: TimeInterval?
    /// The items, in the feed's order.
    public var items: [FeedItem]

    /// Creates a feed document.
    public init(
        format: Format, title: String = "", siteURL: String? = nil, description: String? = nil,
        refreshInterval: TimeInterval? = nil, items: [FeedItem] = []
    ) {
        self.format = format
        self.title = title
        self.siteURL = siteURL
        self.description = description
        self.refreshInterval = refreshInterval
        self.items = items
    }
}
