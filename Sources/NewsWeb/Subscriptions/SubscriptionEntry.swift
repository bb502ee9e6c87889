/// One feed to subscribe to, as an OPML file or newsboat's `urls` file lists it.
public struct SubscriptionEntry: Sendable, Equatable {
    /// The feed's address (http or https).
    public var url: String
    /// The name to show for it, if the file gives one.
    public var title: String?
    /// The site the feed belongs to, if the file gives it.
    public var siteURL: String?
    /// Its tags: OPML folders and categories, newsboat's tags.
    public var tags: [String]

    /// Creates an entry.
    public init(url: String, title: String? = nil, siteURL: String? = nil, tags: [String] = []) {
        self.url = url
        self.title = title
        self.siteURL = siteURL
        self.tags = tags
    }
}
