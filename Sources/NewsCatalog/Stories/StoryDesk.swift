import GRDB
import NewsStories
import Synchronization

/// The catalog writer's grouper: the open stories of the last hours, which articles written one
/// write at a time (a feed fetch, a NewsAPI answer kept, a small import) join as they are stored.
///
/// Made on the first write that adds articles, never when a catalog opens (a command that only
/// reads pays nothing): it then reads back the articles of the window (``StoryGrouper/Settings``'
/// window and span, about 36 hours before the newest article) through
/// ``StoryGrouper/restore(_:story:)``. Writes are serialized by the database's writer; the
/// `Mutex` makes that a fact Swift can check rather than an assumption. A write that fails after
/// the grouper read its articles ``forget()``s it, so the next write restores it from what the
/// catalog really holds; so does a bulk load, which groups in a pass of its own (``StoryPass``).
///
/// Another process writing the same catalog has a grouper of its own: articles the two write
/// within one window are grouped apart until one of them restores.
final class StoryDesk: Sendable {
    private let grouper = Mutex<StoryGrouper?>(nil)
    /// How the grouper groups (the defaults, unless a test asks otherwise).
    private let settings: StoryGrouper.Settings

    /// A desk that restores its grouper, grouping as `settings` say, on first use.
    init(settings: StoryGrouper.Settings = StoryGrouper.Settings()) {
        self.settings = settings
    }

    /// Groups the articles with ids above `lastID` that have no story (the rows just written in
    /// `db`'s transaction), in publication order, writing their stories and merges.
    func group(after lastID: Int64, in db: Database) throws {
        try grouper.withLock { (held: inout StoryGrouper?) throws -> Void in
            var current = try held ?? Self.restored(upTo: lastID, settings: settings, in: db)
            // Left empty until the write is done: a failure halfway leaves no grouper that saw it.
            held = nil
            var candidates = try Row.fetchAll(
                db, sql: "SELECT \(StoryPass.columns) FROM articles WHERE id > ? AND story_id IS NULL", arguments: [lastID]
            ).map(StoryPass.candidate)
            candidates.sort { ($0.published, $0.key) < ($1.published, $1.key) }
            try StoryPass.assign(candidates, with: &current, in: db)
            held = current
        }
    }

    /// Drops the grouper: the next write restores it from the catalog.
    func forget() {
        grouper.withLock { $0 = nil }
    }

    /// A grouper holding the stories of the articles up to `lastID` published in the window
    /// before the newest of them.
    private static func restored(upTo lastID: Int64, settings: StoryGrouper.Settings, in db: Database) throws -> StoryGrouper {
        var grouper = StoryGrouper(settings: settings)
        guard
            let newest = try Int64.fetchOne(
                db,
                // Read backwards through the date index, stopping at the first grouped row: by id,
                // SQLite would read and sort every article.
                sql: """
                    SELECT published_at FROM articles INDEXED BY articles_by_date WHERE id <= ? AND story_id IS NOT NULL
                    ORDER BY published_at DESC LIMIT 1
                    """,
                arguments: [lastID])
        else { return grouper }
        let from = newest - grouper.settings.window - grouper.settings.span
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(StoryPass.columns), story_id FROM articles INDEXED BY articles_by_date
                WHERE published_at >= ? AND id <= ? AND story_id IS NOT NULL ORDER BY published_at, id
                """, arguments: [from, lastID])
        while let row = try rows.next() {
            grouper.restore(try StoryPass.candidate(from: row), story: try row.decode(forColumn: "story_id"))
        }
        return grouper
    }
}
