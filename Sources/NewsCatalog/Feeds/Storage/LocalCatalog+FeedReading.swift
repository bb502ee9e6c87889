import Foundation
import GRDB
import NewsModels
import NewsStorage

/// What reading feeds asks of the catalog: their unread items, a feed's items, how many of each
/// feed's items are unread, an item's HTML, and how many matches of a search are new.
///
/// Read marks belong to each account and live in the accounts file, so they arrive here as the
/// ``Article/id``s an account has opened, one JSON array bound as one argument.
extension LocalCatalog {
    /// The items of every feed (or of the feed at `feedURL`) not among `readIDs`, newest first.
    ///
    /// - Throws: ``CatalogError`` for an invalid page or page size.
    public func feedArticles(ofFeedAt feedURL: String? = nil, excludingRead readIDs: [String]? = nil, page: Int, pageSize: Int)
        async throws -> Page<Article>
    {
        let request = try PageRequest(page: page, pageSize: pageSize)
        var filter = ArticleFilter()
        filter.feedItems(ofFeedAt: feedURL)
        if let readIDs, !readIDs.isEmpty { filter.excludingArticles(JSONArrayArgument.of(readIDs)) }
        return try await articles(filter, order: .newest, page: request)
    }

    /// The items of the feeds at `feedURLs` not among `readIDs`, newest first.
    ///
    /// - Throws: ``CatalogError`` for an invalid page or page size.
    public func feedArticles(ofFeedsAt feedURLs: [String], excludingRead readIDs: [String], page: Int, pageSize: Int)
        async throws -> Page<Article>
    {
        let request = try PageRequest(page: page, pageSize: pageSize)
        var filter = ArticleFilter()
        filter.feedItems(ofFeedsAt: JSONArrayArgument.of(feedURLs))
        if !readIDs.isEmpty { filter.excludingArticles(JSONArrayArgument.of(readIDs)) }
        return try await articles(filter, order: .newest, page: request)
    }

    /// How many items of each feed are not among `readIDs`, by the feed's address; a feed with
    /// none unread is absent.
    public func unreadCounts(excludingRead readIDs: [String]) async throws -> [String: Int] {
        let list = JSONArrayArgument.of(readIDs)
        return try await storage.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT f.url, COUNT(*) AS unread FROM feeds f
                    JOIN feed_items i ON i.feed_id = f.id
                    JOIN articles a ON a.id = i.article_id
                    WHERE COALESCE(a.identity, a.url) NOT IN (SELECT value FROM json_each(?))
                    GROUP BY f.id
                    """, arguments: [list])
            return Dictionary(rows.map { ($0["url"], $0["unread"]) }) { first, _ in first }
        }
    }

    /// The HTML an item of a feed brought for `article`, if it brought any; found by its
    /// identity, since two items may link one page.
    public func articleBody(of article: Article) async throws -> String? {
        try await storage.read { db in
            if let identity = article.identity {
                return try String.fetchOne(db, sql: "SELECT body_html FROM articles WHERE identity = ?", arguments: [identity])
            }
            return try String.fetchOne(
                db,
                sql: "SELECT body_html FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ? AND identity IS NULL",
                arguments: [URLKey.of(article.url), article.url])
        }
    }

    /// The row id of the newest article the catalog added, 0 when it holds none: what a saved
    /// search remembers when it is opened, so that later matches count as new.
    public func latestArticleID() async throws -> Int64 {
        try await storage.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0 }
    }

    /// How many articles `query` finds that the catalog added after the article with row id `id`
    /// and that are not among `readIDs`.
    ///
    /// - Throws: ``CatalogError`` for a search that cannot be parsed.
    public func newMatches(of query: SearchQuery, addedAfter id: Int64, excludingRead readIDs: [String]) async throws -> Int {
        var filter = try Self.filter(for: query)
        filter.added(after: id)
        if !readIDs.isEmpty { filter.excludingArticles(JSONArrayArgument.of(readIDs)) }
        let asked = filter
        return try await storage.read { db in
            var filter = asked
            filter.keysHoldRowIDs = try SearchKey.keysHoldRowIDs(in: db)
            let count = filter.countQuery()
            return try Int.fetchOne(db, sql: count.sql, arguments: count.arguments) ?? 0
        }
    }
}
