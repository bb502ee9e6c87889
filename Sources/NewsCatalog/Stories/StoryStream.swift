import NewsModels
import NewsStorage
import NewsStories
import Synchronization

/// Groups a bulk load's rows as the importer reads them, in the file's order, so each row is
/// written with its story and no pass reads the rows back or updates them one by one.
///
/// A data set is mostly written in the order it was collected, so the file's order is publication
/// order give or take minutes, which the grouper reads as it reads late articles. Files are
/// sometimes several such runs one after the other (a data set's years, or UCI copied ten times):
/// an article from before the open stories' reach (window and span) begins an era with a fresh
/// grouper, as it could join none of them anyway. A file in no such order (newest first, or
/// shuffled) would be grouped badly that way: once more than ``toleratedDisorder`` of its rows
/// came late or began eras, the stream gives up and the load groups its rows in publication order
/// in a pass of its own (``StoryPass/groupAll(from:regrouping:in:progress:)``).
///
/// Ids: a bulk load appends its rows with consecutive ids from its first, in the order the stream
/// sees them, so the stream numbers them the same way and a story's id is its first row's.
/// Merges of stories whose rows are written already are kept and applied once the story index is
/// built (``merges``).
final class StoryStream: Sendable {
    /// How many rows, beside one in a hundred, may come late or begin an era before the stream gives up.
    static let toleratedDisorder = 200

    private struct State: Sendable {
        var grouper: StoryGrouper?
        var settings: StoryGrouper.Settings
        var nextID: Int64
        /// The newest publication time of this era.
        var clock = Int64.min
        var seen = 0
        var disorder = 0
        /// Absorbed story → the story it went into (which may itself be absorbed later).
        var merged: [Int64: Int64] = [:]
        /// How many stories rows began, the absorbed among them.
        var begun = 0
    }

    private let state: Mutex<State>
    private let settings: StoryGrouper.Settings
    /// Whether batches' words are read ahead of the grouping (``words(of:)``).
    private let readsAhead = Atomic(true)
    /// The words of the batch grouped last, whose storage the next batch's words take.
    private let spareWords = Mutex<StoryTerms?>(nil)

    /// A stream numbering rows from `firstID`.
    init(firstID: Int64, settings: StoryGrouper.Settings = StoryGrouper.Settings()) {
        self.settings = settings
        state = Mutex(State(grouper: StoryGrouper(settings: settings), settings: settings, nextID: firstID))
    }

    /// The words of `records` as the stream's grouper reads them, read without it: on the stage
    /// that parses a batch, while the stream groups the batch before (``stories(of:read:)``).
    /// Nil once the load stopped reading ahead (``stopReadingAhead()``): the grouping reads the
    /// words itself then. They are read into the storage of a batch grouped before (``spareWords``),
    /// so a batch's words, megabytes, are not allocated again for every batch.
    func words(of records: [CatalogRecord]) -> StoryTerms? {
        guard isReadingAhead else { return nil }
        var terms = spareWords.withLock { $0.take() } ?? StoryTerms(settings: settings, capacity: records.count)
        terms.removeAll()
        for index in records.indices {
            terms.append(
                title: records[index].article.title, text: records[index].article.description, address: records[index].article.url)
        }
        return terms
    }

    /// Whether the stream gave up on the file's order: the load must group every row in a pass.
    var gaveUp: Bool {
        state.withLock { $0.grouper == nil }
    }

    /// Gives up: the rows seen so far and those to come are left to the load's pass.
    func giveUp() {
        state.withLock {
            $0.grouper = nil
            $0.merged = [:]
        }
    }

    /// Stops reading words ahead: for a load whose pace the grouping does not set, they would
    /// only be held.
    func stopReadingAhead() {
        readsAhead.store(false, ordering: .relaxed)
    }

    /// Whether batches' words are read ahead of the grouping: false once the load's pace is the
    /// full-text build's (``stopReadingAhead()``).
    var isReadingAhead: Bool {
        readsAhead.load(ordering: .relaxed)
    }

    /// The stories of the next `records` in the file, by the ids their rows will get; nil once the
    /// stream has given up. `words`, when given, are the records' words (``words(of:)``), which the
    /// grouper then need not read.
    func stories(of records: [CatalogRecord], read words: StoryTerms? = nil) -> [Int64]? {
        state.withLock { (state: inout State) -> [Int64]? in
            guard var grouper = state.grouper else { return nil }
            // Taken out while it works, so the grouper's storage is not shared and copied on write.
            state.grouper = nil
            let settings = state.settings
            var stories: [Int64] = []
            stories.reserveCapacity(records.count)
            // Fields read through the array, never a copy of the article, which retained and released
            // each of its strings.
            for index in records.indices {
                let published = UnixTime.secondsRoundingDown(records[index].article.publishedAt)
                let id = state.nextID
                state.nextID += 1
                state.seen += 1
                if state.clock != .min, published < state.clock - settings.window {
                    state.disorder += 1
                    if state.disorder > Self.toleratedDisorder + state.seen / 100 {
                        state.merged = [:]
                        return nil
                    }
                    if published < state.clock - settings.window - settings.span {
                        grouper = StoryGrouper(settings: settings)
                        state.clock = .min
                    }
                }
                state.clock = max(state.clock, published)
                let assignment =
                    if let words, words.count == records.count {
                        grouper.add(key: id, published: published, read: words, at: index)
                    } else {
                        grouper.add(
                            StoryCandidate(
                                key: id, title: records[index].article.title, text: records[index].article.description,
                                published: published, source: records[index].article.source.name, address: records[index].article.url))
                    }
                stories.append(assignment.story)
                if assignment.story == id { state.begun += 1 }
                for absorbed in assignment.absorbed { state.merged[absorbed] = assignment.story }
            }
            state.grouper = grouper
            if let words { spareWords.withLock { $0 = words } }
            // Rows of this batch whose story was absorbed within it are written with the survivor.
            if !state.merged.isEmpty {
                for index in stories.indices {
                    while let next = state.merged[stories[index]] { stories[index] = next }
                }
            }
            return stories
        }
    }

    /// How many stories the rows grouped so far are in, once every merge is applied.
    var storyCount: Int {
        state.withLock { $0.begun - $0.merged.count }
    }

    /// Each absorbed story with the story it ended in (merges followed to their end), in the order
    /// of the absorbed stories' ids.
    ///
    /// A story's id is its first article's row id, and its articles follow that row closely, so
    /// moving them in this order walks the story index and the table front to back instead of
    /// jumping about them as a dictionary's order did.
    var merges: [(absorbed: Int64, into: Int64)] {
        var merges: [(absorbed: Int64, into: Int64)] = state.withLock { state in
            state.merged.map { absorbed, into in
                var story = into
                while let next = state.merged[story] { story = next }
                return (absorbed, story)
            }
        }
        merges.sort { $0.absorbed < $1.absorbed }
        return merges
    }
}
