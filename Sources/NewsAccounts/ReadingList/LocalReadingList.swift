import Foundation
import GRDB
import NewsModels
import NewsStorage

/// Bookmarks and read marks kept in the accounts database, beside the accounts they belong to.
///
/// It shares the accounts store's connection (see ``LocalAccountService/readingList``), so
/// start-up opens no extra file. Every write is one upsert or delete statement keyed by
/// account and URL, so two newsdesk processes on the same home never lose each other's rows:
/// the WAL pool waits for the other's write and then adds its own.
public struct LocalReadingList: ReadingList {
    /// The accounts database, with storage failures worded as ``ReadingListError``.
    let storage: StorageAccess<ReadingListError>
    /// The current time, for when an article was bookmarked or opened.
    let now: @Sendable () -> Date

    /// Wraps the accounts database, which must carry ``AccountSchema``'s tables.
    init(writer: any DatabaseWriter, now: @escaping @Sendable () -> Date = { Date() }) {
        self.storage = StorageAccess(writer: writer, failure: ReadingListError.storage)
        self.now = now
    }

    /// Bookmarks `article` for `account` with a full copy of it; returns false when it was bookmarked already.
    ///
    /// A repeated bookmark keeps the first copy and its place in the list.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func bookmark(_ article: Article, account: String) async throws -> Bool {
        let bookmarkedAt = UnixTime.secondsRoundingDown(now())
        return try await storage.write { db in
            // The position is worked out inside the same statement, so two processes bookmarking
            // at once each get the next one, in the order SQLite lets their writes through.
            try db.execute(
                sql: """
                    INSERT INTO bookmarks (
                        account, url, position, bookmarked_at, source_id, source_name, author,
                        title, description, url_to_image, published_at, content
                    )
                    VALUES (
                        ?, ?, (SELECT IFNULL(MAX(position), 0) + 1 FROM bookmarks WHERE account = ?), ?, ?, ?, ?,
                        ?, ?, ?, ?, ?
                    )
                    ON CONFLICT (account, url) DO NOTHING
                    """,
                arguments: [
                    account, article.url, account, bookmarkedAt, article.source.id, article.source.name, article.author,
                    article.title, article.description, article.urlToImage,
                    UnixTime.secondsRoundingDown(article.publishedAt), article.content,
                ]
            )
            return db.changesCount > 0
        }
    }

    /// Removes `account`'s bookmark of the article at `url`; returns false when there was none.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func unbookmark(url: String, account: String) async throws -> Bool {
        try await storage.write { db in
            try db.execute(sql: "DELETE FROM bookmarks WHERE account = ? AND url = ?", arguments: [account, url])
            return db.changesCount > 0
        }
    }

    /// `account`'s bookmarks, the newest bookmark first.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func bookmarks(account: String) async throws -> [Bookmark] {
        try await storage.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT url, bookmarked_at, source_id, source_name, author, title, description,
                           url_to_image, published_at, content
                    FROM bookmarks WHERE account = ? ORDER BY position DESC
                    """,
                arguments: [account]
            ).map(Self.bookmark(from:))
        }
    }

    /// Records that `account` opened the article known as `url` (its ``Article/id``); opening it
    /// again moves the time on.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func markOpened(_ url: String, account: String) async throws {
        let openedAt = UnixTime.secondsRoundingDown(now())
        try await storage.write { db in
            try db.execute(
                sql: """
                    INSERT INTO opened_articles (account, url, opened_at) VALUES (?, ?, ?)
                    ON CONFLICT (account, url) DO UPDATE SET opened_at = excluded.opened_at
                    """,
                arguments: [account, url, openedAt]
            )
        }
    }

    /// Records that `account` has read every article of `urls`, in one statement; an article read
    /// before keeps the time it was first read.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func markRead(_ urls: [String], account: String) async throws {
        guard !urls.isEmpty else { return }
        let list = JSONArrayArgument.of(urls)
        let readAt = UnixTime.secondsRoundingDown(now())
        try await storage.write { db in
            try db.execute(
                sql: """
                    INSERT INTO opened_articles (account, url, opened_at)
                    SELECT ?, value, ? FROM json_each(?) WHERE true
                    ON CONFLICT (account, url) DO NOTHING
                    """,
                arguments: [account, readAt, list]
            )
        }
    }

    /// Removes `account`'s read mark of the article known as `id` (its ``Article/id``); returns
    /// false when it had none.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func markUnread(_ id: String, account: String) async throws -> Bool {
        try await storage.write { db in
            try db.execute(sql: "DELETE FROM opened_articles WHERE account = ? AND url = ?", arguments: [account, id])
            return db.changesCount > 0
        }
    }

    /// Every address `account` has opened or marked read.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func readArticleIDs(account: String) async throws -> [String] {
        try await storage.read { db in
            try String.fetchAll(db, sql: "SELECT url FROM opened_articles WHERE account = ?", arguments: [account])
        }
    }

    /// Which of `urls` `account` has opened and bookmarked: one query for each, in one read.
    ///
    /// The URLs travel as one JSON array, so a list of any length is one statement.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func marks(for urls: [String], account: String) async throws -> ArticleMarks {
        guard !urls.isEmpty else { return .none }
        let list = JSONArrayArgument.of(urls)
        return try await storage.read { db in
            let opened = try String.fetchSet(
                db,
                sql: "SELECT url FROM opened_articles WHERE account = ? AND url IN (SELECT value FROM json_each(?))",
                arguments: [account, list]
            )
            let bookmarked = try String.fetchSet(
                db,
                sql: "SELECT url FROM bookmarks WHERE account = ? AND url IN (SELECT value FROM json_each(?))",
                arguments: [account, list]
            )
            return ArticleMarks(opened: opened, bookmarked: bookmarked)
        }
    }

    // MARK: - Helpers

    /// The bookmark a row of `bookmarks` holds.
    private static func bookmark(from row: Row) throws -> Bookmark {
        let publishedAt: Int64 = try row.decode(forColumn: "published_at")
        let bookmarkedAt: Int64 = try row.decode(forColumn: "bookmarked_at")
        var article = Article(
            source: SourceReference(id: try row.decode(forColumn: "source_id"), name: try row.decode(forColumn: "source_name")),
            author: try row.decode(forColumn: "author"),
            title: try row.decode(forColumn: "title"),
            description: try row.decode(forColumn: "description"),
            url: try row.decode(forColumn: "url"),
            urlToImage: try row.decode(forColumn: "url_to_image"),
            publishedAt: UnixTime.date(publishedAt),
            content: try row.decode(forColumn: "content")
        )
        // A bookmark keeps no word of whether its date named only a day; one at midnight UTC (as
        // such dates are stored) reads as a day, as every such date did before the catalog said.
        article.publishedIsDayOnly = publishedAt % 86_400 == 0
        return Bookmark(article: article, bookmarkedAt: UnixTime.date(bookmarkedAt))
    }
}
