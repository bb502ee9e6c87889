import Foundation

/// A subscribed feed as the catalog keeps it: its address, names, tags and how its last fetch went.
public struct FeedSubscription: Sendable, Equatable {
    /// The feed's address.
    public var url: String
    /// The catalog source its items are filed under (`source ID` shows them).
    public var sourceID: String
    /// The name given to it (`rename`, an OPML title, newsboat's `"~Name"`), if any.
    public var name: String?
    /// The title the feed gives itself, once fetched.
    public var title: String?
    /// The site the feed belongs to.
    public var siteURL: String?
    /// Its tags (OPML folders and categories, newsboat's tags).
    public var tags: [String]
    /// When it last answered.
    public var fetchedAt: Date?
    /// Why its last fetch failed, in words, if it did.
    public var lastError: String?
    /// Whether it answered `410 Gone`.
    public var isGone: Bool
    /// How many of its items the catalog holds.
    public var itemCount: Int
    /// Since when every fetch of it has failed; nil while it answers.
    public var failingSince: Date?
    /// When a failing feed is asked next, unless forced (its back-off).
    public var nextTry: Date?
    /// Whether its new items' pages are read in reader mode with each fetch (`--full-text`).
    public var readsPages: Bool

    /// The name to show: the one given, else the feed's title, else its address.
    public var displayName: String {
        name ?? title ?? url
    }

    /// Creates a subscription.
    public init(
        url: String, sourceID: String, name: String? = nil, title: String? = nil, siteURL: String? = nil, tags: [String] = [],
        fetchedAt: Date? = nil, lastError: String? = nil, isGone: Bool = false, itemCount: Int = 0, failingSince: Date? = nil,
        nextTry: Date? = nil, readsPages: Bool = false
    ) {
        self.url = url
        self.sourceID = sourceID
        self.name = name
        self.title = title
        self.siteURL = siteURL
        self.tags = tags
        self.fetchedAt = fetchedAt
        self.lastError = lastError
        self.isGone = isGone
        self.itemCount = itemCount
        self.failingSince = failingSince
        self.nextTry = nextTry
        self.readsPages = readsPages
    }
}
