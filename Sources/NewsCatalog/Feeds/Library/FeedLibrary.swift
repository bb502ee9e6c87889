import NewsModels
import NewsWeb

/// Subscriptions, their fetching and the reading of their news, as the feeds flow, `unread`,
/// `mark-read` and `save` use them.
///
/// Subscriptions and fetching belong to the home (like the catalog); unread counts, read marks and
/// saved searches belong to an account, named by a ``Session/accountKey``.
public protocol FeedLibrary: Sendable {
    /// Every subscription with its unread count, and `account`'s saved searches with their new matches.
    func overview(account: String) async throws -> FeedOverview
    /// Subscribes to the feed at `address`, or to the one feed the page there links to, and
    /// fetches it at once; a page linking to several returns them to choose from, and a page
    /// linking to none has the usual feed paths of its site asked (``FeedDiscovery/probePaths``).
    ///
    /// `readsPages` has its new items' pages read in reader mode with each fetch, these first ones too.
    ///
    /// - Throws: ``FeedLibraryError/noFeed(_:)`` naming the address when it gives no feed.
    func subscribe(_ address: String, name: String?, readsPages: Bool) async throws -> FeedSubscribeOutcome
    /// Has the new items of the feed at `url` read in full with each fetch (`on`), or no longer;
    /// false when there was no such subscription.
    func setReadsPages(url: String, _ on: Bool) async throws -> Bool
    /// Forgets the subscription at `url` (its articles stay in the catalog); false when there was none.
    func unsubscribe(url: String) async throws -> Bool
    /// Names the subscription at `url`; false when there was none.
    func rename(url: String, to name: String) async throws -> Bool
    /// Fetches every feed (or those at `only`'s addresses) politely, handing each report to
    /// `progress` as it is kept; returns the reports in subscription order. Cancelling stops what
    /// is left and keeps what arrived. `force` asks feeds that are not due; `pastHolds` (a person
    /// naming feeds with `--force`) also asks past their servers' holds and a `410`, and forgets those.
    func fetch(
        only urls: Set<String>?, force: Bool, pastHolds: Bool, progress: @escaping @Sendable (FeedFetchProgress) async -> Void
    ) async throws -> [FeedFetchReport]
    /// Items of every feed `account` has not read, newest first.
    func unread(account: String, page: Int, pageSize: Int) async throws -> Page<Article>
    /// Items of the feed at `url` that `account` has not read, newest first.
    func unread(account: String, ofFeedAt url: String, page: Int, pageSize: Int) async throws -> Page<Article>
    /// Items of the feeds at `urls` (those of a tag) that `account` has not read, newest first.
    func unread(account: String, ofFeedsAt urls: [String], page: Int, pageSize: Int) async throws -> Page<Article>
    /// The feed at `url`'s items, newest first.
    func articles(ofFeedAt url: String, page: Int, pageSize: Int) async throws -> Page<Article>
    /// Keeps `query` as `account`'s saved search `name`; its matches until now count as seen.
    ///
    /// - Throws: ``FeedLibraryError/searchNameTaken(_:)``.
    func saveSearch(_ query: SearchQuery, name: String, account: String) async throws
    /// A page of a saved search's matches in the catalog; the first page marks every match until now as seen.
    func openSearch(_ search: SavedSearch, account: String, page: Int, pageSize: Int) async throws -> Page<Article>
    /// Renames `account`'s saved search `name`.
    ///
    /// - Throws: ``FeedLibraryError/nameRefused(_:)`` when the new name is taken.
    func renameSearch(_ name: String, to newName: String, account: String) async throws
    /// Forgets `account`'s saved search `name`; false when there was none.
    func deleteSearch(_ name: String, account: String) async throws -> Bool
    /// The text of the HTML a feed's item brought for `article`, if any.
    func articleText(of article: Article) async throws -> ArticleText?
}

extension FeedLibrary {
    /// Subscribes as ``subscribe(_:name:readsPages:)`` does, its items' pages left unread.
    public func subscribe(_ address: String, name: String?) async throws -> FeedSubscribeOutcome {
        try await subscribe(address, name: name, readsPages: false)
    }

    /// Fetches as ``fetch(only:force:pastHolds:progress:)`` does, keeping every hold and `410`.
    public func fetch(only urls: Set<String>?, force: Bool, progress: @escaping @Sendable (FeedFetchProgress) async -> Void)
        async throws -> [FeedFetchReport]
    {
        try await fetch(only: urls, force: force, pastHolds: false, progress: progress)
    }
}
