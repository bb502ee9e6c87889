import GRDB
import NewsModels
import NewsStorage
import Synchronization

/// Writes the lines of newsdesk's own export (``ArticleLineParser``) into the catalog, a batch per
/// transaction, keeping what the export says rather than working it out again.
///
/// - **Known by their id.** An article is present when the catalog knows its identity (a feed's
///   item that shares a link) or, without one, its address, as a feed fetch decides
///   (``FeedItemWriter``): two items linking one page come back as two articles, not one.
/// - **Stories as exported.** Lines that shared a `story` share one again: the first written gets
///   its own row id as its story, the others join it, and a story whose article is present already
///   is joined where it is. Only the stories still open (fewer of their `storySize` lines seen
///   than it says) are held, and at most ``OpenStories/defaultLimit`` of those, so memory follows
///   neither the file nor what its lines claim. A line without a `story` is grouped as any insert
///   is (``StoryDesk``).
/// - **Everything the line keeps**: identity, enclosures, a feed item's HTML, the page reader mode
///   kept with its plain text (indexed for search as `keep` indexes it) and when it was read.
///
/// A plain file's batches are committed as they are written, as an import into a catalog with news
/// is; a gzip file is one transaction, committed only once its trailer proved it whole.
struct ArticleRestore {
    /// What one batch did, and the stories left open after it.
    private struct BatchOutcome: Sendable {
        var added = 0
        var present = 0
        var open: OpenStories
    }

    /// A gzip file's reader and counts, handed to the one write that reads the whole file.
    ///
    /// The reader is sent in whole (nothing else keeps it), so the writer's queue can take it
    /// behind a lock, and the task reads the counts back once the write has returned.
    private final class WholeFile: Sendable {
        /// The reader and what it has counted so far.
        struct State {
            var feed: ImportRecordFeed
            var summary: ImportFileSummary
            var failure: ImportError?
        }

        let state: Mutex<State>

        init(feed: sending ImportRecordFeed, summary: ImportFileSummary) {
            state = Mutex(State(feed: feed, summary: summary))
        }
    }

    let catalog: LocalCatalog
    let batchSize: Int

    /// Reads `feed` to its end and writes its records, counting into `summary`.
    ///
    /// - Parameter wholeOrNothing: whether the file is written in one transaction, committed only
    ///   when it was read to its end (a gzip file, whose trailer proves its lines), or batch by batch.
    /// - Returns: the number of the last line that looked cut short, if any.
    func write(
        _ feed: sending ImportRecordFeed, into summary: inout ImportFileSummary, wholeOrNothing: Bool,
        report: (ImportFileSummary, Bool) -> Void
    ) async throws(ImportError) -> Int? {
        if wholeOrNothing {
            let whole = WholeFile(feed: feed, summary: summary)
            defer { summary = whole.state.withLock { $0.summary } }
            try await write(whole)
            report(whole.state.withLock { $0.summary }, false)
            return whole.state.withLock { $0.feed.cutShortLine }
        }
        var open = OpenStories()
        var first = true
        while true {
            let batch = try Self.readBatch(from: feed, upTo: batchSize, into: &summary)
            guard !batch.isEmpty else { return feed.cutShortLine }
            let opened = open
            let removeSample = first
            let stories = catalog.stories
            let outcome = try await Self.outcome {
                try await catalog.writeGrouping { db in
                    if removeSample { _ = try LocalCatalog.removeSample(in: db) }
                    return try Self.write(batch, open: opened, grouping: stories, in: db)
                }
            }
            first = false
            open = outcome.open
            summary.added += outcome.added
            summary.alreadyPresent += outcome.present
            report(summary, false)
        }
    }

    /// Reads and writes the whole file in one transaction; a failure to read it leaves nothing written.
    private func write(_ whole: WholeFile) async throws(ImportError) {
        let size = batchSize
        let stories = catalog.stories
        do throws(ImportError) {
            try await Self.outcome {
                try await catalog.writeGrouping { db in
                    _ = try LocalCatalog.removeSample(in: db)
                    var open = OpenStories()
                    while true {
                        let batch = try whole.state.withLock { state throws(ImportError) in
                            do throws(ImportError) {
                                return try Self.readBatch(from: state.feed, upTo: size, into: &state.summary)
                            } catch {
                                state.failure = error
                                throw error
                            }
                        }
                        guard !batch.isEmpty else { return }
                        let outcome = try Self.write(batch, open: open, grouping: stories, in: db)
                        open = outcome.open
                        whole.state.withLock { state in
                            state.summary.added += outcome.added
                            state.summary.alreadyPresent += outcome.present
                        }
                    }
                }
            }
        } catch {
            // Nothing was committed: the counts say so.
            let failure = whole.state.withLock { state in
                state.summary.added = 0
                state.summary.alreadyPresent = 0
                return state.failure
            }
            throw failure ?? error
        }
    }

    /// Reads up to `limit` records, counting them and the rejections into `summary`.
    private static func readBatch(
        from feed: ImportRecordFeed, upTo limit: Int, into summary: inout ImportFileSummary
    ) throws(ImportError) -> [ImportedRecord] {
        var batch: [ImportedRecord] = []
        batch.reserveCapacity(limit)
        while batch.count < limit, let item = try feed.next() {
            switch item {
            case .record(let imported):
                batch.append(imported)
                summary.read += 1
            case .rejected(let rejection):
                summary.reject(rejection)
            }
        }
        return batch
    }

    /// Runs a catalog write; its failure becomes an ``ImportError``.
    private static func outcome<T: Sendable>(_ body: () async throws -> T) async throws(ImportError) -> T {
        do {
            return try await body()
        } catch {
            throw .catalog((error as? CatalogError)?.description ?? "the local catalog failed: \(error)")
        }
    }

    /// Writes one batch inside the open transaction.
    private static func write(
        _ records: [ImportedRecord], open: OpenStories, grouping: StoryDesk, in db: Database
    ) throws -> BatchOutcome {
        var outcome = BatchOutcome(open: open)
        var described = try LocalCatalog.upsert(records.compactMap(\.source), in: db)
        var insert = try ArticleRestoreStatement(in: db)
        let addBareSource = try db.cachedStatement(sql: "INSERT INTO sources (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING")
        var tally = CatalogTally()
        var ungrouped = false
        for imported in records {
            let record = imported.record
            let kept = imported.restoring ?? ArticleLineParser.Kept()
            if let present = try insert.storyOfPresent(record.article) {
                outcome.present += 1
                if let story = kept.story, let id = present {
                    outcome.open.join(story, size: kept.storySize, at: id)
                }
                continue
            }
            let rowID = insert.nextID
            var storyID: Int64?
            if let story = kept.story {
                storyID = outcome.open.join(story, size: kept.storySize, at: rowID)
            } else {
                ungrouped = true
            }
            if let sourceID = record.sourceID, described.insert(sourceID).inserted {
                try addBareSource.execute(arguments: [sourceID, record.article.source.name])
            }
            try insert.insert(record, kept: kept, story: storyID)
            tally.count(sourceID: record.sourceID, category: record.category, story: record.story)
        }
        outcome.added = tally.added
        if tally.added > 0 {
            try LocalCatalog.indexArticles(after: insert.lastIDBefore, in: db)
            // The live grouper never saw the stories given here: it is read again when next needed.
            grouping.forget()
            if ungrouped { try grouping.group(after: insert.lastIDBefore, in: db) }
        }
        try tally.save(in: db)
        return outcome
    }
}
