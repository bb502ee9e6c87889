import NewsCatalog
import NewsModels

/// What the feeds flow offers its screens besides places to go (``Navigating``): the changes
/// made to the feeds list.
@MainActor
protocol FeedsFlowPresenting: AnyObject {
    /// Fetches every feed, or only `feed`, now; `force` fetches feeds that are not due too, and
    /// `pastHolds` past their servers' holds and a `410` (`fetch N --force`).
    func fetch(only feed: FeedSubscription?, force: Bool, pastHolds: Bool) async throws
    /// Marks every article of `feed` read, or every unread article of every feed when nil.
    func markRead(_ feed: FeedSubscription?) async throws
    /// Forgets a subscription; its articles stay in the catalog.
    func unsubscribe(_ feed: FeedSubscription) async throws
    /// Forgets a saved search.
    func forget(_ search: SavedSearch) async throws
    /// Gives a subscription a name of one's own.
    func rename(_ feed: FeedSubscription, to name: String) async throws
    /// Has `feed`'s new items read in full with each fetch (`on`), or no longer.
    func readPages(of feed: FeedSubscription, _ on: Bool) async throws
    /// Gives a saved search another name.
    func rename(_ search: SavedSearch, to name: String) async throws
}
