import NewsModels

/// What the feeds list shows: every subscription and every saved search, each with its unread count.
public struct FeedOverview: Sendable, Equatable {
    /// A subscription and how many of its items the account has not read.
    public struct Feed: Sendable, Equatable {
        /// The subscription.
        public var subscription: FeedSubscription
        /// Its items the account has not read.
        public var unread: Int

        /// Creates an entry.
        public init(subscription: FeedSubscription, unread: Int) {
            self.subscription = subscription
            self.unread = unread
        }
    }

    /// A saved search and how many matches arrived since it was last opened, unread.
    public struct Search: Sendable, Equatable {
        /// The saved search.
        public var search: SavedSearch
        /// Its new matches the account has not read.
        public var unread: Int

        /// Creates an entry.
        public init(search: SavedSearch, unread: Int) {
            self.search = search
            self.unread = unread
        }
    }

    /// The subscriptions, in the order they were added.
    public var feeds: [Feed]
    /// The saved searches, in the order they were saved.
    public var searches: [Search]

    /// Creates an overview.
    public init(feeds: [Feed] = [], searches: [Search] = []) {
        self.feeds = feeds
        self.searches = searches
    }

    /// Whether there is neither a subscription nor a saved search.
    public var isEmpty: Bool { feeds.isEmpty && searches.isEmpty }
}
