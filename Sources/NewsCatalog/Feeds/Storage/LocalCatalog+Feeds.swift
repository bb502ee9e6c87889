import Foundation
import GRDB
import NewsModels
import NewsStorage
import NewsWeb

/// Subscriptions live in the catalog, beside the news they bring: every feed is a source, and its
/// items are articles, so `sources`, `source ID`, `search`, bookmarks, read marks and `--json` work
/// on them as on any other news.
extension LocalCatalog {
    /// Subscribes to `entry`'s feed; an address subscribed already, in any of its forms
    /// (``FeedAddress``), is left as it was. A new subscription keeps the address's canonical form.
    ///
    /// - Returns: the subscription, and whether it is new.
    public func subscribe(_ entry: SubscriptionEntry, now: Date = Date()) async throws -> (subscription: FeedSubscription, isNew: Bool) {
        try await storage.write { db in
            if let existing = try FeedRows.subscription(url: entry.url, in: db) { return (existing, false) }
            return (try Self.insert(entry, now: now, in: db), true)
        }
    }

    /// Subscribes to every one of `entries` in one transaction, as ``subscribe(_:now:)`` does
    /// one: an import of thousands of feeds reads the stored addresses once, not once a feed.
    ///
    /// - Returns: how many were new.
    public func subscribe(all entries: [SubscriptionEntry], now: Date = Date()) async throws -> Int {
        try await storage.write { db in
            var known: Set<String> = []
            for url in try String.fetchAll(db, sql: "SELECT url FROM feeds") {
                known.insert(url)
                known.insert(FeedAddress.canonical(url))
            }
            var added = 0
            for entry in entries where !known.contains(entry.url) {
                let canonical = FeedAddress.canonical(entry.url)
                guard known.insert(canonical).inserted else { continue }
                _ = try Self.insert(entry, now: now, in: db)
                added += 1
            }
            return added
        }
    }

    /// Stores a new subscription to `entry`'s feed under its canonical address, with a source of its own.
    private static func insert(_ entry: SubscriptionEntry, now: Date, in db: Database) throws -> FeedSubscription {
        let url = FeedAddress.canonical(entry.url)
        let sourceID = try FeedRows.freeSourceID(for: url, in: db)
        let name = entry.title.map(HTMLTextReader.foldedSpaces)
        try db.execute(
            sql: "INSERT INTO feeds (url, source_id, name, site_url, tags, added_at) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [
                url, sourceID, name, entry.siteURL, entry.tags.joined(separator: "\n"), UnixTime.secondsRoundingDown(now),
            ]
        )
        let host = URL(string: url)?.host ?? url
        _ = try LocalCatalog.upsert([Source(id: sourceID, name: name ?? host, url: entry.siteURL, category: .general)], in: db)
        guard let added = try FeedRows.subscription(url: url, in: db) else {
            throw CatalogError.database("the new subscription was not stored")
        }
        return added
    }

    /// Every subscription, in the order they were added.
    public func subscriptions() async throws -> [FeedSubscription] {
        try await storage.read { db in try FeedRows.subscriptions(in: db) }
    }

    /// Forgets the feed at `url`; its items stay in the catalog as news of its source. Returns
    /// whether it was subscribed.
    public func unsubscribe(url: String) async throws -> Bool {
        try await storage.write { db in
            try db.execute(sql: "DELETE FROM feed_items WHERE feed_id = (SELECT id FROM feeds WHERE url = ?)", arguments: [url])
            try db.execute(sql: "DELETE FROM feeds WHERE url = ?", arguments: [url])
            return db.changesCount > 0
        }
    }

    /// Gives the feed at `url` the name `name` (its source takes it too); returns whether it was subscribed.
    public func rename(url: String, to name: String) async throws -> Bool {
        try await storage.write { db in
            let clean = HTMLTextReader.foldedSpaces(name)
            try db.execute(sql: "UPDATE feeds SET name = ? WHERE url = ?", arguments: [clean, url])
            guard db.changesCount > 0 else { return false }
            try db.execute(
                sql: "UPDATE sources SET name = ? WHERE id = (SELECT source_id FROM feeds WHERE url = ?)", arguments: [clean, url])
            return true
        }
    }

    /// Has the new items of the feed at `url` read in full with each fetch, or no longer; returns
    /// whether it was subscribed.
    public func setReadsPages(url: String, _ on: Bool) async throws -> Bool {
        try await storage.write { db in
            try db.execute(sql: "UPDATE feeds SET full_text = ? WHERE url = ?", arguments: [on, url])
            return db.changesCount > 0
        }
    }

    /// The articles added after row `id` by feeds that read their items in full, whose pages were
    /// not read yet, oldest first; at most `limit`.
    public func articlesWantingPages(addedAfter id: Int64, limit: Int) async throws -> [Article] {
        try await storage.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT \(CatalogRows.articleColumns), a.id FROM articles a
                    JOIN feed_items i ON i.article_id = a.id JOIN feeds f ON f.id = i.feed_id
                    WHERE f.full_text = 1 AND a.id > ? AND a.page_read_at IS NULL ORDER BY a.id LIMIT ?
                    """, arguments: [id, limit]
            ).map(CatalogRows.article)
        }
    }

    /// What the fetcher needs to know of every subscription, in the order they were added.
    public func fetchStates() async throws -> [FeedFetchState] {
        try await storage.read { db in
            try Row.fetchAll(
                db, sql: "SELECT url, etag, last_modified, fetched_at, refresh_interval, gone, failures, tried_at FROM feeds ORDER BY id"
            ).map { row in
                FeedFetchState(
                    url: row["url"], etag: row["etag"], lastModified: row["last_modified"], fetchedAt: FeedRows.date(row["fetched_at"]),
                    refreshInterval: row["refresh_interval"], isGone: row["gone"], failures: row["failures"],
                    triedAt: FeedRows.date(row["tried_at"])
                )
            }
        }
    }

    /// Forgets the holds of the servers at `origins` (``FeedFetcher/origin(of:)``): a person asked
    /// for one of their feeds by name, with `--force`.
    public func clearHolds(_ origins: [String]) async throws {
        try await storage.write { db in
            try db.execute(
                sql: "DELETE FROM host_holds WHERE host IN (SELECT value FROM json_each(?))", arguments: [JSONArrayArgument.of(origins)])
        }
    }

    /// Keeps a hold a server asked for outside a fetch of a subscribed feed (while `subscribe`
    /// looked for a feed), so the next fetches of that origin wait too; a later hold wins.
    public func keepHold(_ hold: FeedFetchResult.HostHold) async throws {
        try await storage.write { db in
            try db.execute(
                sql:
                    "INSERT INTO host_holds (host, until) VALUES (?, ?) ON CONFLICT (host) DO UPDATE SET until = max(until, excluded.until)",
                arguments: [hold.host, UnixTime.secondsRoundingDown(hold.until)])
        }
    }

    /// The servers (by origin) that asked every reader to wait, and until when, from earlier fetches still in force at `now`.
    public func hostHolds(now: Date = Date()) async throws -> [String: Date] {
        try await storage.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT host, until FROM host_holds WHERE until > ?", arguments: [UnixTime.secondsRoundingDown(now)])
            return Dictionary(rows.map { ($0["host"], Date(timeIntervalSince1970: TimeInterval($0["until"] as Int64))) }) { later, _ in
                later
            }
        }
    }

    /// Claims for the fetch named `token` every feed of `urls` that no other fetch holds now, until
    /// `now + duration`; returns the addresses claimed. Keeping a result (``store(_:forFeedAt:now:)``)
    /// or ``releaseClaims(_:by:)`` ends a claim, and so does the end of the process that holds it
    /// (`holderHasEnded`, ``FetchClaimToken``): a fetch killed half-way holds nothing.
    ///
    /// The claim is one write, so of two fetches starting at once each feed goes to one of them.
    public func claim(
        _ urls: [String], by token: String, for duration: TimeInterval = 600, now: Date = Date(),
        holderHasEnded: @escaping @Sendable (String) -> Bool = FetchClaimToken.holderHasEnded
    ) async throws -> Set<String> {
        let list = JSONArrayArgument.of(urls)
        let moment = UnixTime.secondsRoundingDown(now)
        return try await storage.write { db in
            let holders = try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT claimed_by FROM feeds
                    WHERE claimed_by IS NOT NULL AND claimed_by <> ? AND claimed_until > ? AND url IN (SELECT value FROM json_each(?))
                    """,
                arguments: [token, moment, list])
            let ended = JSONArrayArgument.of(holders.filter(holderHasEnded))
            try db.execute(
                sql: """
                    UPDATE feeds SET claimed_by = ?, claimed_until = ?
                    WHERE url IN (SELECT value FROM json_each(?)) AND (claimed_until IS NULL OR claimed_until <= ? OR claimed_by = ?
                        OR claimed_by IN (SELECT value FROM json_each(?)))
                    """,
                arguments: [token, moment + Int64(duration), list, moment, token, ended])
            return try String.fetchSet(
                db, sql: "SELECT url FROM feeds WHERE claimed_by = ? AND url IN (SELECT value FROM json_each(?))", arguments: [token, list])
        }
    }

    /// Ends the claims of the fetch named `token` on the feeds of `urls` (a fetch stopped early).
    public func releaseClaims(_ urls: [String], by token: String) async throws {
        let list = JSONArrayArgument.of(urls)
        try await storage.write { db in
            try db.execute(
                sql:
                    "UPDATE feeds SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND url IN (SELECT value FROM json_each(?))",
                arguments: [token, list])
        }
    }

    /// Keeps what one fetch of the feed subscribed at `url` brought: its items as articles (new
    /// ones added, changed ones updated in place), its validators, its error, a move, a hold.
    ///
    /// An item with no date takes `now`, the time it was first seen, and keeps it.
    public func store(_ result: FeedFetchResult, forFeedAt url: String, now: Date = Date()) async throws -> FeedStoreOutcome {
        try await writeGrouping { [stories] db in
            guard let feedID = try Int64.fetchOne(db, sql: "SELECT id FROM feeds WHERE url = ?", arguments: [url]) else {
                return FeedStoreOutcome()
            }
            if let hold = result.hold {
                try db.execute(
                    sql:
                        "INSERT INTO host_holds (host, until) VALUES (?, ?) ON CONFLICT (host) DO UPDATE SET until = max(until, excluded.until)",
                    arguments: [hold.host, UnixTime.secondsRoundingDown(hold.until)]
                )
            }
            if case .skipped(.claimed) = result.outcome { return FeedStoreOutcome() }
            try db.execute(sql: "UPDATE feeds SET claimed_by = NULL, claimed_until = NULL WHERE id = ?", arguments: [feedID])
            let state = result.state
            let fetchedAt = state.fetchedAt.map(UnixTime.secondsRoundingDown)
            let triedAt = UnixTime.secondsRoundingDown(now)
            switch result.outcome {
            case .skipped:
                return FeedStoreOutcome()
            case .notModified:
                try db.execute(
                    sql: "UPDATE feeds SET fetched_at = ?, last_error = NULL, gone = 0, \(Self.answered) WHERE id = ?",
                    arguments: [fetchedAt, triedAt, feedID])
                return FeedStoreOutcome()
            case .gone:
                try db.execute(
                    sql: "UPDATE feeds SET gone = 1, last_error = ? WHERE id = ?", arguments: ["the feed is gone (410)", feedID])
                return FeedStoreOutcome()
            case .failed(let error):
                try db.execute(
                    sql: """
                        UPDATE feeds SET last_error = ?, failures = failures + 1, failing_since = COALESCE(failing_since, ?), tried_at = ?
                        WHERE id = ?
                        """,
                    arguments: [HTMLTextReader.foldedSpaces(error.message), triedAt, triedAt, feedID])
                return FeedStoreOutcome()
            case .fetched(let document):
                try db.execute(
                    sql: """
                        UPDATE feeds SET etag = ?, last_modified = ?, fetched_at = ?, refresh_interval = ?, last_error = NULL, gone = 0,
                            \(Self.answered),
                            title = COALESCE(NULLIF(?, ''), title), site_url = COALESCE(site_url, ?)
                        WHERE id = ?
                        """,
                    arguments: [
                        state.etag, state.lastModified, fetchedAt, state.refreshInterval, triedAt,
                        HTMLTextReader.foldedSpaces(document.title),
                        document.siteURL, feedID,
                    ]
                )
                if state.url != url, try Int64.fetchOne(db, sql: "SELECT id FROM feeds WHERE url = ?", arguments: [state.url]) == nil {
                    try db.execute(sql: "UPDATE feeds SET url = ? WHERE id = ?", arguments: [state.url, feedID])
                }
                return try FeedItemWriter(feedID: feedID, stories: stories, in: db).write(document, now: now)
            }
        }
    }

    /// What a feed that answered (200 or 304) sets: no failures, asked at the bound moment.
    private static let answered = "failures = 0, failing_since = NULL, tried_at = ?"
}
