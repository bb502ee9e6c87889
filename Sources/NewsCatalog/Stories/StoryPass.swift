import GRDB
import NewsStories

/// Groups the catalog's articles into stories with a ``StoryGrouper``: reads rows as candidates,
/// writes each one's `story_id` (the row id of its story's first article), and moves the articles
/// of a story another one absorbed to the older story.
///
/// The candidate is what every source has: title, description, publication time, source name and
/// address. The `story` column (a data set's own story id, kept only to measure) is never read.
enum StoryPass {
    /// The columns a candidate is read from.
    static let columns = "id, title, description, published_at, source_name, url"

    /// How many rows a pass over many articles reads at a time: memory follows the step, not the catalog.
    static let stepRows = 10_000

    /// A candidate from a row holding ``columns``.
    static func candidate(from row: Row) throws -> StoryCandidate {
        StoryCandidate(
            key: try row.decode(forColumn: "id"),
            title: try row.decode(forColumn: "title"),
            text: try row.decode(forColumn: "description"),
            published: try row.decode(forColumn: "published_at"),
            source: try row.decode(forColumn: "source_name"),
            address: try row.decode(forColumn: "url"))
    }

    /// Groups `candidates` (in publication order) with `grouper` and writes their stories.
    static func assign(_ candidates: [StoryCandidate], with grouper: inout StoryGrouper, in db: Database) throws {
        let setStory = try db.cachedStatement(sql: "UPDATE articles SET story_id = ? WHERE id = ?")
        for candidate in candidates {
            let assignment = grouper.add(candidate)
            try setStory.execute(arguments: [assignment.story, candidate.key])
            if !assignment.absorbed.isEmpty {
                try merge(assignment.absorbed, into: assignment.story, in: db)
            }
        }
    }

    /// Moves the articles of the `absorbed` stories into `story`, through the `story_id` index.
    static func merge(_ absorbed: [Int64], into story: Int64, in db: Database) throws {
        let marks = Array(repeating: "?", count: absorbed.count).joined(separator: ", ")
        try db.execute(
            sql: "UPDATE articles SET story_id = ? WHERE story_id IN (\(marks))", arguments: StatementArguments([story] + absorbed))
    }

    /// Groups every article with an id from `firstID` on that has no story yet (or every one, when
    /// `regrouping`), in publication order, with a grouper of its own, a step of rows at a time;
    /// tells `progress` how many it has grouped after each step.
    ///
    /// A grouper of its own: these are many articles of any age (an import, an upgrade), which the
    /// live grouper's window (``StoryDesk``) would read as late arrivals and forget at once.
    static func groupAll(
        from firstID: Int64, regrouping: Bool = false, in db: Database, progress: ((Int) -> Void)? = nil
    ) throws {
        var grouper = StoryGrouper()
        // The date index gives publication order (date, then id) and a step's start without a sort;
        // named, as SQLite would otherwise take the story index for `story_id IS NULL` and sort
        // every article without a story at each step.
        let step = try db.makeStatement(
            sql: """
                SELECT \(columns) FROM articles INDEXED BY articles_by_date
                WHERE published_at >= ? AND (published_at, id) > (?, ?) AND id >= ?\(regrouping ? "" : " AND story_id IS NULL")
                ORDER BY published_at, id LIMIT \(stepRows)
                """)
        var after = (published: Int64.min, id: Int64.min)
        var done = 0
        while true {
            let candidates = try Row.fetchAll(step, arguments: [after.published, after.published, after.id, firstID]).map(candidate)
            guard let last = candidates.last else { break }
            try assign(candidates, with: &grouper, in: db)
            after = (last.published, last.key)
            done += candidates.count
            progress?(done)
        }
    }
}
