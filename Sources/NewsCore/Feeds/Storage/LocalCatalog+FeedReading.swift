import Foundation
import GRDB

/// What reading feeds asks of the catalog: their unread items, a feed's items, how many of each
/// feed's items are unread, an item's HTML, and how many matches of a search are new.
///
/// Read marks belong to each account and live in the accounts file, so they arrive here as the
/// addresses an account has opened, one JSON array bound as one argument.
extension LocalCatalog {
    /// The items of every feed (or of the feed at `feedURL`) not among `readURLs`, newest first.
    ///
    /// - Throws: ``CatalogError`` for an invalid page or page size.
    public func feedArticles(ofFeedAt feedURL: String? = nil, excludingRead readURLs: [String]? = nil, page: Int, pageSize: Int)
        async throws -> Page<Article>
    {
        let request = try PageRequest(page: page, pageSize: pageSize)
        var filter = ArticleFilter()
        filter.feedItems(ofFeedAt: feedURL)
        if let readURLs, !readURLs.isEmpty { filter.excludingURLs(JSONArrayArgument.of(readURLs)) }
        return try await articles(filter, order: .newest, page: request)
    }

    /// How many items of each feed are not among `readURLs`, by the feed's address; a feed with
    /// none unread is absent.
    public func unreadCounts(excludingRead readURLs: [String]) async throws -> [String: Int] {
        let list = JSONArrayArgument.of(readURLs)
        return try await storage.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT f.url, COUNT(*) AS unread FROM feeds f
                    JOIN feed_items i ON i.feed_id = f.id
                    JOIN articles a ON a.id = i.article_id
                    WHERE a.url NOT IN (SELECT value FROM json_each(?))
                    GROUP BY f.id
                    """, arguments: [list])
            return Dictionary(rows.map { ($0["url"], $0["unread"]) }) { first, _ in first }
        }
    }

    /// The HTML an item of a feed brought for the article at `url`, if it brought any.
    public func articleBody(url: String) async throws -> String? {
        try await storage.read { db in
            try String.fetchOne(
                db, sql: "SELECT body_html FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ?",
                arguments: [URLKey.of(url), url])
        }
    }

    /// The row id of the newest article the catalog added, 0 when it holds none: what a saved
    /// search remembers when it is opened, so that later matches count as new.
    public func latestArticleID() async throws -> Int64 {
        try await storage.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0 }
    }

    /// How many articles `query` finds that the catalog added after the article with row id `id`
    /// and that are not among `readURLs`.
    ///
    /// - Throws: ``CatalogError`` for a search that cannot be parsed.
    public func newMatches(of query: SearchQuery, addedAfter id: Int64, excludingRead readURLs: [String]) async throws -> Int {
        var filter = try Self.filter(for: query)
        filter.added(after: id)
        if !readURLs.isEmpty { filter.excludingURLs(JSONArrayArgument.of(readURLs)) }
        let asked = filter
        return try await storage.read { db in
            var filter = asked
            filter.keysHoldRowIDs = try SearchKey.keysHoldRowIDs(in: db)
            let count = filter.countQuery()
            return try Int.fetchOne(db, sql: count.sql, arguments: count.arguments) ?? 0
        }
    }
}
