import FlowKit
import NewsCatalog
import NewsModels

/// A place a person can be taken, as a value: a screen's navigation says where to go
/// (`navigator.go(to: .source(id: id))`) and a flow decides how, building the screen in one place,
/// ``DestinationScreens``.
///
/// Two destinations are equal when they lead to the same place: an article by its address and
/// the identity of the list it steps through, which a test can compare without the list.
enum Destination: Sendable {
    /// The home screen: the account's headlines and feeds at a glance.
    case home
    /// Top headlines, as `headlines` asked for them.
    case headlines(BrowsingCommand.Headlines)
    /// The service's sources.
    case sources(SourcesQuery)
    /// One source's details and latest articles.
    case source(id: String)
    /// Everything that matches a search.
    case search(SearchQuery)
    /// The bookmarked articles.
    case bookmarks
    /// Unread feed articles: of every feed, of one, or of those with a tag.
    case unread(UnreadFeeds)
    /// The account's details.
    case account
    /// One article; `next` and `prev` step through `list` when there is one.
    case article(Article, list: (any ArticleSequence)?)
    /// An article's page in reader mode.
    case reader(Article)
    /// The story an article belongs to: every article reporting the same event.
    case story(Article)
    /// The feeds list, of every feed or those tagged `tag`.
    case feeds(tag: String?)
    /// One feed's articles.
    case feed(FeedSubscription)
    /// A saved search's matches.
    case savedSearch(SavedSearch)
    /// A screen of its own command (``OwnCommandScreen``), as the words typed ask for it.
    case opened(ParsedCommand)

    /// Which feeds an unread list holds.
    enum UnreadFeeds: Sendable, Equatable {
        /// Every feed's.
        case every
        /// One feed's.
        case feed(FeedSubscription)
        /// Those of the feeds tagged `tag`.
        case tagged(String, [FeedSubscription])
    }
}

extension Destination: Equatable {
    static func == (lhs: Destination, rhs: Destination) -> Bool {
        switch (lhs, rhs) {
        case (.home, .home), (.bookmarks, .bookmarks), (.account, .account): true
        case (.headlines(let a), .headlines(let b)): a.query == b.query && a.country == b.country
        case (.sources(let a), .sources(let b)): a == b
        case (.source(let a), .source(let b)): a == b
        case (.search(let a), .search(let b)): a == b
        case (.unread(let a), .unread(let b)): a == b
        case (.article(let a, let aList), .article(let b, let bList)): a.url == b.url && aList === bList
        case (.reader(let a), .reader(let b)): a.id == b.id
        case (.story(let a), .story(let b)): a.id == b.id
        case (.feeds(let a), .feeds(let b)): a == b
        case (.feed(let a), .feed(let b)): a.url == b.url
        case (.savedSearch(let a), .savedSearch(let b)): a.name == b.name
        case (.opened(let a), .opened(let b)): a == b
        default: false
        }
    }
}
