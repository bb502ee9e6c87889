import Foundation
import GRDB
import NewsModels
import NewsStorage

/// Saved searches, kept per account beside the bookmarks and read marks.
extension LocalReadingList {
    /// Keeps `search` for `account` after its other saved searches; false when the name is taken.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func saveSearch(_ search: SavedSearch, account: String) async throws -> Bool {
        let query = search.query
        return try await storage.write { db in
            try db.execute(
                sql: """
                    INSERT INTO saved_searches (account, name, position, words, language, published_from, published_to, sort, seen_through)
                    VALUES (?, ?, (SELECT IFNULL(MAX(position), 0) + 1 FROM saved_searches WHERE account = ?), ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (account, name) DO NOTHING
                    """,
                arguments: [
                    account, search.name, account, query.query, query.language, query.from.map(UnixTime.secondsRoundingUp),
                    query.to.map(UnixTime.secondsRoundingDown), query.sortBy.rawValue, search.seenThrough,
                ]
            )
            return db.changesCount > 0
        }
    }

    /// `account`'s saved searches, in the order they were saved.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func savedSearches(account: String) async throws -> [SavedSearch] {
        try await storage.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT name, words, language, published_from, published_to, sort, seen_through
                    FROM saved_searches WHERE account = ? ORDER BY position
                    """,
                arguments: [account]
            ).map { row in
                let from: Int64? = row["published_from"]
                let to: Int64? = row["published_to"]
                let query = SearchQuery(
                    query: row["words"], from: from.map(UnixTime.date), to: to.map(UnixTime.date), language: row["language"],
                    sortBy: SearchSort(rawValue: row["sort"]) ?? .publishedAt)
                return SavedSearch(name: row["name"], query: query, seenThrough: row["seen_through"])
            }
        }
    }

    /// Remembers that `account` opened the saved search `name` when the catalog's newest article was `articleID`.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    public func markSearchSeen(_ name: String, through articleID: Int64, account: String) async throws {
        try await storage.write { db in
            try db.execute(
                sql: "UPDATE saved_searches SET seen_through = max(seen_through, ?) WHERE account = ? AND name = ?",
                arguments: [articleID, account, name])
        }
    }

    /// Renames `account`'s saved search `name`; false when there is none or `newName` is taken.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func renameSearch(_ name: String, to newName: String, account: String) async throws -> Bool {
        try await storage.write { db in
            try db.execute(
                sql: "UPDATE OR IGNORE saved_searches SET name = ? WHERE account = ? AND name = ?", arguments: [newName, account, name])
            return db.changesCount > 0
        }
    }

    /// Forgets `account`'s saved search `name`; false when there was none.
    ///
    /// - Throws: ``ReadingListError/storage(_:)``.
    @discardableResult
    public func deleteSearch(_ name: String, account: String) async throws -> Bool {
        try await storage.write { db in
            try db.execute(sql: "DELETE FROM saved_searches WHERE account = ? AND name = ?", arguments: [account, name])
            return db.changesCount > 0
        }
    }
}
