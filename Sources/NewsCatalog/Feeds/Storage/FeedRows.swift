import Foundation
import GRDB
import NewsWeb

/// Reads subscriptions from the catalog's `feeds` table, and picks a source id for a new feed.
enum FeedRows {
    private static let columns = """
        f.url, f.source_id, f.name, f.title, f.site_url, f.tags, f.fetched_at, f.last_error, f.gone,
        f.failures, f.failing_since, f.tried_at, f.refresh_interval, f.full_text,
        (SELECT COUNT(*) FROM feed_items i WHERE i.feed_id = f.id) AS items
        """

    /// Every subscription, in the order they were added.
    static func subscriptions(in db: Database) throws -> [FeedSubscription] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM feeds f ORDER BY f.id").map(subscription)
    }

    /// The subscription at `url`, or at another form of it (``FeedAddress``), if there is one.
    ///
    /// New subscriptions are stored in canonical form, so most look ups end at the first or second
    /// query; rows an older newsdesk stored as given are compared in canonical form one by one (a
    /// person has some hundreds of subscriptions at most).
    static func subscription(url: String, in db: Database) throws -> FeedSubscription? {
        if let exact = try subscription(exactly: url, in: db) { return exact }
        let canonical = FeedAddress.canonical(url)
        if canonical != url, let stored = try subscription(exactly: canonical, in: db) { return stored }
        let urls = try String.fetchAll(db, sql: "SELECT url FROM feeds ORDER BY id")
        guard let match = urls.first(where: { FeedAddress.canonical($0) == canonical }) else { return nil }
        return try subscription(exactly: match, in: db)
    }

    /// The subscription stored with exactly the address `url`.
    private static func subscription(exactly url: String, in db: Database) throws -> FeedSubscription? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM feeds f WHERE f.url = ?", arguments: [url]).map(subscription)
    }

    /// A source id for the feed at `url` that no source has yet: its host without `www.`, slugged
    /// (`harbourside-example`), then with `-feed`, `-2`, `-3`… when taken.
    static func freeSourceID(for url: String, in db: Database) throws -> String {
        var host = URL(string: url)?.host?.lowercased() ?? "feed"
        if host.hasPrefix("www.") { host.removeFirst(4) }
        let base = SourceIdentity.slug(host).isEmpty ? "feed" : SourceIdentity.slug(host)
        // Every id that is `base` or starts with `base-`, in one range of the index each (`-` is
        // followed by `.`): one query, however many feeds share the host (a YouTube channel each).
        let taken = Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT id FROM sources WHERE id = ?1 OR (id >= ?1 || '-' AND id < ?1 || '.')
                    UNION SELECT source_id FROM feeds WHERE source_id = ?1 OR (source_id >= ?1 || '-' AND source_id < ?1 || '.')
                    """,
                arguments: [base]))
        let candidates = [base, base + "-feed"] + (2...(taken.count + 2)).map { "\(base)-\($0)" }
        return candidates.first { !taken.contains($0) } ?? base + "-" + String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)
    }

    private static func subscription(_ row: Row) -> FeedSubscription {
        let tags: String = row["tags"]
        let failures: Int = row["failures"]
        let triedAt = date(row["tried_at"])
        return FeedSubscription(
            url: row["url"], sourceID: row["source_id"], name: row["name"], title: row["title"], siteURL: row["site_url"],
            tags: tags.split(separator: "\n").map(String.init),
            fetchedAt: date(row["fetched_at"]),
            lastError: row["last_error"], isGone: row["gone"], itemCount: row["items"],
            failingSince: failures > 0 ? date(row["failing_since"]) : nil,
            nextTry: failures > 0
                ? triedAt?.addingTimeInterval(FeedFetcher.backOff(failures: failures, asked: row["refresh_interval"])) : nil,
            readsPages: row["full_text"]
        )
    }

    /// The date of a column of Unix seconds, nil for NULL.
    static func date(_ seconds: Int64?) -> Date? {
        seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }
}
