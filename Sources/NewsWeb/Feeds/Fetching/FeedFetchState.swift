import Foundation

/// What newsdesk remembers of a subscribed feed between fetches, to fetch it politely.
public struct FeedFetchState: Sendable, Equatable {
    /// The feed's address.
    public var url: String
    /// The `ETag` of the last answer, exactly as received.
    public var etag: String?
    /// The `Last-Modified` of the last answer, exactly as received.
    public var lastModified: String?
    /// When the feed last answered (200 or 304).
    public var fetchedAt: Date?
    /// How long the feed asked readers to wait between fetches (`<ttl>`, `sy:updatePeriod`).
    public var refreshInterval: TimeInterval?
    /// Whether the feed answered `410 Gone`: it is never fetched again.
    public var isGone: Bool
    /// How many fetches in a row have failed (0 while it answers): it backs off that much.
    public var failures: Int
    /// When it was last asked, whatever the answer.
    public var triedAt: Date?

    /// Creates a state; a new subscription has only its address.
    public init(
        url: String, etag: String? = nil, lastModified: String? = nil, fetchedAt: Date? = nil,
        refreshInterval: TimeInterval? = nil, isGone: Bool = false, failures: Int = 0, triedAt: Date? = nil
    ) {
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.fetchedAt = fetchedAt
        self.refreshInterval = refreshInterval
        self.isGone = isGone
        self.failures = failures
        self.triedAt = triedAt
    }
}
