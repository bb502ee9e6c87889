import Foundation
import NewsAccounts
import NewsCatalog
import NewsModels

/// Everything the flows hand on to screens, built once by the executable, or by tests with fakes.
public struct AppDependencies: Sendable {
    /// Accounts, account details and the saved session.
    public var accounts: any AccountService
    /// Each account's bookmarks and the articles it has opened.
    public var readingList: any ReadingList
    /// Checks and keeps the NewsAPI key of a `newsapi` sign-in, and forgets it at logout.
    public var newsAPIKeyring: any NewsAPIKeyring
    /// The news service a session browses; the local catalog opens on first use, not here.
    public var newsService: @Sendable (Session) -> any NewsService
    /// The home's feeds: subscriptions, fetching, unread lists and saved searches (whatever the
    /// session's service, feeds live in the local catalog); opens nothing until first asked.
    public var feeds: any FeedLibrary
    /// Reader mode's pages, read once and kept in the local catalog (whatever the session's service).
    public var pages: any ArticlePages
    /// The stories the local catalog groups its articles into (whatever the session's service).
    public var stories: any ArticleStories
    /// When feeds are fetched while an interactive prompt waits; nil for never.
    public var backgroundFetch: BackgroundFetchSchedule?
    /// Opens web addresses for `browse` in an interactive session.
    public var urlOpener: any URLOpening
    /// The current time, for dates relative to now.
    public var now: @Sendable () -> Date
    /// Whether content screens lay their content out for a person or write JSON lines.
    public var outputFormat: OutputFormat
    /// How list lines date their articles.
    public var listDates: ListDateStyle
    /// Whether the local catalog would show the bundled fictional sample, which the welcome then
    /// names as fictional; asked without opening (or creating) the catalog.
    public var catalogShowsSample: @Sendable () async -> Bool

    /// Creates a container.
    public init(
        accounts: any AccountService,
        readingList: any ReadingList,
        newsAPIKeyring: any NewsAPIKeyring,
        newsService: @escaping @Sendable (Session) -> any NewsService,
        feeds: any FeedLibrary,
        pages: any ArticlePages,
        stories: any ArticleStories,
        backgroundFetch: BackgroundFetchSchedule? = nil,
        urlOpener: any URLOpening = NoURLOpener(),
        now: @escaping @Sendable () -> Date = { Date() },
        outputFormat: OutputFormat = .text,
        listDates: ListDateStyle = .absolute,
        catalogShowsSample: @escaping @Sendable () async -> Bool = { true }
    ) {
        self.accounts = accounts
        self.readingList = readingList
        self.newsAPIKeyring = newsAPIKeyring
        self.newsService = newsService
        self.feeds = feeds
        self.pages = pages
        self.stories = stories
        self.backgroundFetch = backgroundFetch
        self.urlOpener = urlOpener
        self.now = now
        self.outputFormat = outputFormat
        self.listDates = listDates
        self.catalogShowsSample = catalogShowsSample
    }
}
