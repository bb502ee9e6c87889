import FlowKit
import NewsAccounts
import NewsCatalog
import NewsModels

/// The one place a ``Destination`` becomes a screen: each flow that navigates holds one, made
/// with the session's dependencies, and hands each screen exactly those it needs.
@MainActor
struct DestinationScreens {
    let console: any Console
    let presentation: Presentation
    let service: any NewsService
    let feeds: any FeedLibrary
    let accounts: any AccountService
    let session: Session
    let marking: ArticleMarking
    let pages: any ArticlePages
    let stories: any ArticleStories

    /// How many articles (or stories) a list's page holds: what fits the screen at a terminal, else
    /// 20. Read as a list is made, so its numbers stay put while it is shown. A story's third line
    /// (who else reports it) is not counted: a page with many can be taller than the screen, and
    /// then goes through the pager, as any output does.
    var articlesPerPage: Int {
        ListPageSize.fitting(rows: console.rows, linesPerItem: 2)
    }

    /// The stories for a list of the session's service: the catalog's own lists have them; a live
    /// service's answers are not kept, so its lists are paged as it sends them.
    private var serviceStories: (any ArticleStories)? {
        service.keepsStories ? stories : nil
    }

    /// The screens opened by a command of their own, each named once here.
    static let ownCommandScreens: [any OwnCommandScreen.Type] = [CategoriesScreen.self]

    /// The screen of its own command that `name` opens, if one is.
    static func ownCommandScreen(named name: String) -> (any OwnCommandScreen.Type)? {
        ownCommandScreens.first { $0.command.answers(to: name) }
    }

    /// A new screen for `destination`, its content not yet loaded; throws a ``CommandFailure`` for
    /// a screen of its own command whose words ask for nothing it can show.
    func screen(for destination: Destination) throws -> any Screen {
        switch destination {
        case .home:
            let loader = HomeFeedLoader(service: service, accounts: accounts, accountKey: session.accountKey, articlesPerSection: 5)
            return HomeScreen(console: console, presentation: presentation, loader: loader, marking: marking, stories: stories)
        case .headlines(let headlines): return headlinesScreen(headlines)
        case .sources(let query): return SourcesScreen(console: console, presentation: presentation, service: service, query: query)
        case .source(let id):
            return SourceDetailScreen(
                console: console, presentation: presentation, service: service, sourceID: id, marking: marking, stories: stories)
        case .search(let query): return searchScreen(query)
        case .bookmarks: return bookmarksScreen()
        case .unread(let which): return unreadScreen(which)
        case .account: return AccountScreen(console: console, accounts: accounts, session: session)
        case .article(let article, let list):
            let feeds = self.feeds
            return ArticleScreen(article: article, list: list, console: console, presentation: presentation, marking: marking) { article in
                // Only a feed's item has HTML to lay out; for any other article the look-up finds none.
                try? await feeds.articleText(of: article)
            }
        case .reader(let article):
            return ReaderScreen(article: article, pages: pages, console: console, presentation: presentation, marking: marking)
        case .story(let article):
            return StoryScreen(article: article, stories: stories, console: console, presentation: presentation, marking: marking)
        case .feeds(let tag):
            let feeds = self.feeds
            let account = session.accountKey
            return FeedsScreen(console: console, presentation: presentation, tag: tag) { try await feeds.overview(account: account) }
        case .feed(let feed): return feedScreen(feed)
        case .savedSearch(let search): return savedSearchScreen(search)
        case .opened(let words):
            guard let opened = Self.ownCommandScreen(named: words.name) else {
                throw CommandFailure("'\(TerminalText.quoted(words.name))' opens no screen")
            }
            return try opened.make(words, with: self)
        }
    }

    /// Top headlines; without sources or a country, the account's country applies. A country
    /// with nothing, where every country has news, says so and how to see it.
    private func headlinesScreen(_ headlines: BrowsingCommand.Headlines) -> any Screen {
        let accounts = self.accounts
        let accountKey = session.accountKey
        let service = self.service
        let resolved: @Sendable () async throws -> HeadlinesQuery = {
            var query = headlines.query
            if headlines.country == nil, query.sources.isEmpty {
                let saved = try await accounts.details(for: accountKey)?.country ?? AccountDetails.defaults.country
                query.country = CountryChoice(saved: saved).code
            }
            return query
        }
        return ArticleListScreen(
            title: "headlines",
            heading: MainCommands.headlinesHeading(for: headlines),
            console: console,
            presentation: presentation,
            marking: marking,
            explainEmpty: {
                guard let query = try? await resolved(), let note = await CountryFallback(service: service).note(for: query) else {
                    return nil
                }
                return [note]
            },
            pageSize: articlesPerPage,
            stories: serviceStories,
            storyList: { .headlines(try await resolved()) }
        ) { page, pageSize in
            var paged = try await resolved()
            paged.page = page
            paged.pageSize = pageSize
            return try await service.topHeadlines(paged)
        }
    }

    /// Everything that matches `query`, which `save NAME` keeps.
    private func searchScreen(_ query: SearchQuery) -> any Screen {
        ArticleListScreen(
            title: "search",
            heading: "Search: \(query.query)",
            console: console,
            presentation: presentation,
            marking: marking,
            explainEmpty: { [service] in
                await LanguageFallback(service: service).note(forSearch: query).map { [$0] }
            },
            savedQuery: query,
            pageSize: articlesPerPage,
            stories: serviceStories,
            storyList: { .search(query) }
        ) { [service] page, pageSize in
            var paged = query
            paged.page = page
            paged.pageSize = pageSize
            return try await service.everything(paged)
        }
    }

    /// The bookmarks, newest first, a page at a time.
    private func bookmarksScreen() -> any Screen {
        let marking = self.marking
        return ArticleListScreen(
            title: "bookmarks",
            heading: "Bookmarks",
            emptyText: ["No bookmarks yet.", "Type 'bookmark N' on a list of articles, or 'bookmark' on an article."],
            console: console,
            presentation: presentation,
            marking: marking,
            pageSize: articlesPerPage
        ) { page, pageSize in
            Page(slicing: try await marking.bookmarkedArticles(), number: page, size: pageSize)
        }
    }

    /// Unread feed articles, newest first; `mark-read` empties the list a page at a time.
    private func unreadScreen(_ which: Destination.UnreadFeeds) -> any Screen {
        let feeds = self.feeds
        let account = session.accountKey
        let heading =
            switch which {
            case .every: "Unread"
            case .feed(let feed): "Unread: \(feed.displayName)"
            case .tagged(let tag, _): "Unread: tagged \(tag)"
            }
        return ArticleListScreen(
            title: "unread",
            heading: heading,
            emptyText: ["Nothing unread.", "Type 'fetch' to fetch your feeds, or 'feeds' to subscribe to one."],
            console: console,
            presentation: presentation,
            marking: marking,
            readMarksRemove: true,
            pageSize: articlesPerPage,
            stories: stories
        ) { page, pageSize in
            switch which {
            case .every: try await feeds.unread(account: account, page: page, pageSize: pageSize)
            case .feed(let feed): try await feeds.unread(account: account, ofFeedAt: feed.url, page: page, pageSize: pageSize)
            case .tagged(_, let tagged):
                try await feeds.unread(account: account, ofFeedsAt: tagged.map(\.url), page: page, pageSize: pageSize)
            }
        }
    }

    /// One feed's articles, newest first.
    private func feedScreen(_ feed: FeedSubscription) -> any Screen {
        let feeds = self.feeds
        return ArticleListScreen(
            title: "feed",
            heading: feed.displayName,
            emptyText: ["No articles from this feed yet.", "Type 'fetch' to fetch it."],
            console: console,
            presentation: presentation,
            marking: marking,
            pageSize: articlesPerPage,
            stories: stories
        ) { page, pageSize in
            try await feeds.articles(ofFeedAt: feed.url, page: page, pageSize: pageSize)
        }
    }

    /// A saved search's matches, counted as seen.
    private func savedSearchScreen(_ search: SavedSearch) -> any Screen {
        let feeds = self.feeds
        let account = session.accountKey
        return ArticleListScreen(
            title: "search",
            heading: "Search: \(search.name) (\(search.query.query))",
            console: console,
            presentation: presentation,
            marking: marking,
            pageSize: articlesPerPage,
            stories: stories
        ) { page, pageSize in
            try await feeds.openSearch(search, account: account, page: page, pageSize: pageSize)
        }
    }
}
