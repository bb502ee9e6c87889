import NewsWeb

/// What `subscribe` came to.
public enum FeedSubscribeOutcome: Sendable, Equatable {
    /// Subscribed (or subscribed already, `isNew` false), with how the first fetch went.
    case subscribed(FeedSubscription, isNew: Bool, added: Int)
    /// The address is a page linking to several feeds: the person chooses one.
    case choices([FeedLinkFinder.Link])
}
