import FlowKit
import NewsCatalog
import NewsModels

/// Finds the article `next-unread` opens, as newsboat's `next-unread` does: the next unread one of
/// the list it is asked on, else the newest unread one of the feeds after the article's own, in
/// the feeds list's order, coming round to its own feed last.
@MainActor
struct NextUnread {
    /// What was found: the article, and the list its `next` and `prev` step through.
    struct Found {
        let article: Article
        let list: any ArticleSequence
    }

    /// How many articles of a list are looked through for an unread one: a list from a news
    /// service costs a request a page, and a feed's unread articles past it are still found,
    /// when its turn comes among the feeds.
    static let lookAhead = 200
    /// What the spinner says while the search goes on.
    static let lookingLabel = "Finding the next unread article"
    /// What `next-unread` says when nothing unread is left.
    static let nothingLeft = "no unread article is left here or in your feeds ('fetch' asks for new ones)"

    /// `next-unread`'s declaration: on an article it goes on from the article, elsewhere from the top.
    nonisolated static func spec(onArticle: Bool) -> CommandSpec {
        CommandSpec(
            "next-unread",
            summary: onArticle
                ? "the next unread article: of the list this one came from, then of your feeds in their list's order"
                : "the first unread article: of this list from this page on, then of your feeds in their list's order",
            worksOn: "on an article, a list of articles, and your feeds ('feeds')")
    }

    let library: any FeedLibrary
    let account: String
    let marking: ArticleMarking
    /// How many articles a feed's page holds, for the list of the feed an article is found in.
    let pageSize: Int

    /// The next unread article after `article` on `list` (from its page's top when `article` is
    /// nil), else in the feeds; nil when nothing unread is left.
    func find(after article: Article?, on list: (any ArticleSequence)?) async throws -> Found? {
        let marking = marking
        if let list, let next = try await list.nextUnread(after: article, limit: Self.lookAhead, unread: { try await marking.unread($0) }) {
            return Found(article: next, list: list)
        }
        let feeds = try await library.overview(account: account).feeds
        let own = article.flatMap { article in feeds.firstIndex { $0.subscription.sourceID == article.source.id } }
        let start = own.map { $0 + 1 } ?? 0
        for feed in feeds[start...] + feeds[..<start] where feed.unread > 0 {
            let url = feed.subscription.url
            // The article on screen was marked read as it opened; should that mark have failed, it is passed over.
            let page = try await library.unread(account: account, ofFeedAt: url, page: 1, pageSize: 2)
            guard let first = page.items.first(where: { $0.id != article?.id }) else { continue }
            let library = library
            let sequence = PagedArticleSequence { [pageSize] number in
                try await library.articles(ofFeedAt: url, page: number, pageSize: pageSize)
            }
            return Found(article: first, list: sequence)
        }
        return nil
    }
}
