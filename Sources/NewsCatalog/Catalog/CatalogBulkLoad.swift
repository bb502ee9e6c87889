import GRDB
import NewsModels
import NewsStorage

/// A load into an empty catalog, or of a file larger than the catalog: one transaction, the article
/// indexes built once at its end.
///
/// Inserting into an indexed table rewrites index pages all over the file, row after row; building
/// an index over a filled table sorts once. So a bulk load drops the article indexes (the URL keys'
/// too; a load of millions keeps those its rows enter in order, ``inOrderIndexRows``), appends
/// rows, then builds the indexes, removes the rows whose URL an earlier row holds
/// (found through the rebuilt URL key index, so the load holds nothing per row in memory and has no
/// bound on its rows) and commits. All of it is one transaction: a process killed at any moment leaves the catalog as it
/// was. A file catalog nobody else has open is loaded with a rollback journal instead of the WAL, so
/// its pages are written once (``BulkJournal``); a shell that opens it meanwhile waits for the load.
/// One that had it open already keeps the WAL, and reads the catalog as it was until the commit.
///
/// The load is an actor because it keeps a ``BulkLoadLedger`` of the rows' sources and counts:
/// that bookkeeping runs on the actor while the writer connection does nothing but append rows.
/// A file catalog's full-text index is built on a connection of its own (``FullTextBuild``) while
/// the writer builds the B-tree indexes, and copied in before the commit; until then the words wait
/// in ``FullTextBatch``es, but for the file's first third (``leadingTextShare``), unless they pass
/// ``heldTextBytes``: then the build takes them one batch at a time as they come, and appending
/// waits while it is that far behind.
///
/// A load that must commit all of a file or nothing (a gzip file, proven whole only by its trailer)
/// is begun holding its transaction whatever the catalog holds: into a catalog with news it is not a
/// bulk load (``isBulk`` false) and takes rows with ``insert(_:sources:)``; a bulk load past its
/// bounds builds its indexes with ``buildIndexes(adding:)`` and goes on the same way.
public actor CatalogBulkLoad {
    /// The most text a load holds for the full-text index before it starts indexing it.
    ///
    /// While rows are appended both cores are mostly busy (reading, grouping and writing), so the
    /// words after the file's first third (``leadingTextShare``) wait for the writer's index builds,
    /// when the second core is free. Past this much they are indexed as they come instead, and
    /// appending waits for the index while it holds half as much again: memory stays bounded
    /// whatever the file's size. UCI's 422,637 articles pack into about 38 MB, so a file of that
    /// size still holds its last two thirds.
    static let defaultHeldTextBytes = 48 << 20

    /// The bound on held text for a file expected to bring more than ``defaultHeldTextBytes``.
    ///
    /// Such a file's words are indexed while rows are appended whatever the bound (UCI copied ten
    /// times packs into about 380 MB), so holding more only moves the last few batches' indexing
    /// beside the index builds, for up to 72 MB held: at 8 MB it was 60 MB off the peak.
    static let streamingHeldTextBytes = 8 << 20

    /// The share of a held file's words, from its first, that is indexed as it comes.
    ///
    /// A file whose words wait for the end has them indexed beside the writer's B-tree index
    /// builds. On UCI the words took longer, and one core waited; during the append the two cores
    /// are a fifth idle. With a third indexed as it comes, the words end about when the index
    /// builds do, and a third less text is held (docs/PERFORMANCE.md, "The import's end").
    static let leadingTextShare = 1.0 / 3

    /// The writer's page cache while rows are appended and the indexes built, in KiB.
    ///
    /// Appending writes each page once, and building an index reads the table once and writes the
    /// index once, in order: a cache serves neither. But its pages stay allocated once filled, and
    /// SQLite's sorter takes runs the size of the cache (never below 250 pages, 4 MB at 16 KiB): at
    /// 4.2 million rows this cache instead of the import's 64 MB took the peak from 343 to 248 MB.
    /// The cache the connection had is back when the load ends, for the inserts of files that follow.
    static let appendingCacheKiB = 4 << 10

    /// The fewest articles a file is expected to bring for its load to keep the indexes that take
    /// rows in order (``ArticleIndex/takesRowsInOrder``: dates, categories, stories) and insert into
    /// them as it appends; a smaller load drops them and builds them at its end, as the others.
    ///
    /// Sorting an index whole costs more per row the more rows there are, while inserting an entry
    /// next to the one before costs the same at any size. UCI's rows imported 1, 2, 5 and 10 times
    /// (docs/PERFORMANCE.md, "The import, stop 48"): keeping them took 1.14 and 1.09 times the wall
    /// time at 422,637 and 845,274 rows, and 0.96 and 0.98 times at 2.1 and 4.2 million.
    static let inOrderIndexRows = 1_500_000

    /// The threads SQLite's sorter may start beside the writer while it builds the article indexes,
    /// when nothing else runs then (``sortsAlone``).
    ///
    /// A file whose words are indexed as they come has its index builds to itself at the end: at
    /// 4.2 million rows they took up to 21 s on one core while the other was idle. In the sqlite3
    /// shell one helper thread sorting runs took them from 18 to 24 s down to 14 to 16; two gained no
    /// more, for more CPU (docs/PERFORMANCE.md, "The import, stop 37"). The helper's runs take new
    /// pages on a thread of its own, so the heap's free pages go back first (``FreeMemory``).
    static let sortingHelperThreads = 1

    /// Whether the writer's index builds have the machine mostly to themselves: the file's words were
    /// indexed as they came (at most ``streamingHeldTextBytes`` are left for the full-text build), or
    /// the writer indexes them itself afterwards. A held file's words (UCI's) keep the second core
    /// busy beside the builds.
    private var sortsAlone: Bool {
        fullText == nil || heldTextBytes <= Self.streamingHeldTextBytes
    }

    private let storage: StorageAccess<CatalogError>
    /// The catalog's grouper: a load that is no bulk load groups its inserts with it; a bulk load
    /// groups its rows with its ``storyStream`` (or, failing that, in a pass of its own before it
    /// commits: ``StoryPass/groupAll(from:regrouping:in:progress:)``) and drops it.
    private let stories: StoryDesk
    /// Groups the rows a bulk load appends as the importer reads them (nil for a load that is no bulk
    /// load): they are written with their stories (``append(_:urlKeys:stories:sources:)``).
    nonisolated let storyStream: StoryStream?
    /// Whether rows went in with ``insert(_:sources:)`` during a bulk load: without stories, which
    /// the pass at ``commit()`` gives them.
    private var insertedUngrouped = false
    /// The full-text index being built beside the catalog; nil builds it on the writer at the end.
    private let fullText: FullTextBuild?
    /// Bytes of words, from the file's first, indexed as they come (``leadingTextShare``); 0 for a
    /// file of unknown size or one whose words are indexed as they come anyway.
    private var leadingTextBytes = 0
    /// Bytes of words handed to the full-text build as they came, toward ``leadingTextBytes``.
    private var leadingTextSent = 0
    /// How many batches were handed to the full-text build as they came, as the leading words.
    private(set) var leadingBatchesSent = 0
    /// Held batches of the leading words not yet handed to the full-text build (the oldest held).
    private var leadingBatches = 0
    /// Whether every held batch is handed over, down to none: the held words passed their bound,
    /// or the index builds have begun. Until then only the leading words are.
    private var drainsHeldText = false
    /// This load's bound on held text (``defaultHeldTextBytes`` unless a test asks for less, or
    /// ``streamingHeldTextBytes`` once the first batch shows the file brings more).
    private var heldTextBytes: Int
    /// About how many articles the file brings, when known (``begin(_:scratchPath:heldTextBytes:holdingTransaction:expectedRows:)``).
    private let expectedRows: Int?
    /// The writer's page cache size before the load made it small; nil when it did not.
    private let cacheSize: Int?
    /// The article indexes the load dropped, which it builds at its end.
    private let droppedIndexes: [ArticleIndex]
    private var ledger = BulkLoadLedger()
    /// The article indexes' statistics as rows are appended into an empty catalog; nil once a row
    /// went in any other way, or into a catalog with news (``indexStatistics``).
    private var sketch: ArticleIndexSketch?
    /// The article indexes' statistics once the load has committed, when every row it wrote was
    /// appended into an empty catalog and grouped as it came: `ANALYZE` need not read those indexes.
    public private(set) var indexStatistics: ArticleIndexStatistics?
    /// The row id the first appended article got, and the one the next gets.
    private let firstID: Int64
    private var nextID: Int64
    /// How many appended rows repeated a URL and were removed when the indexes were built.
    public private(set) var repeatsRemoved = 0
    /// Words not yet handed to the full-text build, and their size.
    private var heldText: [FullTextBatch] = []
    private var heldBytes = 0
    /// The task handing held words to the full-text build, batch by batch, until none are held; each
    /// such task starts after the one before it.
    private var textWork: Task<Void, any Error>?
    /// An append waiting for the full-text build to bring the held words back under the bound.
    private var roomForText: CheckedContinuation<Void, Never>?
    /// Whether the load has committed or been abandoned.
    private var isOver = false
    /// Whether the catalog has a rollback journal until the load ends (``BulkJournal``).
    private let leftWAL: Bool
    /// Whether the article indexes exist: rows then go in with ``insert(_:sources:)``, never appended.
    private var isIndexed: Bool
    /// Whether the load began on an empty catalog with its indexes dropped, to append rows; false
    /// for a transaction held over a catalog with news.
    public nonisolated let isBulk: Bool

    private init(
        storage: StorageAccess<CatalogError>, stories: StoryDesk, fullText: FullTextBuild?, heldTextBytes: Int, leftWAL: Bool,
        isBulk: Bool, firstID: Int64 = 1, expectedRows: Int? = nil, cacheSize: Int? = nil, droppedIndexes: [ArticleIndex] = []
    ) {
        self.storage = storage
        self.droppedIndexes = droppedIndexes
        self.stories = stories
        self.storyStream = isBulk ? StoryStream(firstID: firstID) : nil
        self.expectedRows = expectedRows
        self.cacheSize = cacheSize
        self.firstID = firstID
        self.nextID = firstID
        self.fullText = fullText
        self.heldTextBytes = heldTextBytes
        self.leftWAL = leftWAL
        self.isBulk = isBulk
        self.isIndexed = !isBulk
        // A catalog is empty when the load's rows are numbered from 1 (the sample is gone by then).
        self.sketch = isBulk && firstID == 1 ? ArticleIndexSketch() : nil
    }

    /// Opens the transaction, removes the sample, and drops the indexes when no other news is
    /// left, or when the file brings at least as many articles as the catalog holds (rebuilding
    /// the indexes over both then costs less than inserting into them row by row); otherwise
    /// commits the sample's removal and returns nil, or with `holdingTransaction` returns a load
    /// that is no bulk load, its transaction (the sample's removal with it) still open.
    ///
    /// - Parameter expectedRows: about how many articles the file holds (from its size and its
    ///   first batch); nil when unknown, which keeps a catalog with news indexed.
    /// - Parameter scratchPath: where the full-text index is built meanwhile; nil (an in-memory
    ///   catalog) builds it on the writer at the end, as does a scratch file that cannot be made.
    /// - Parameter heldTextBytes: how much text waits for the end before words are indexed as they come.
    /// - Parameter holdingTransaction: whether everything written until ``commit()`` or
    ///   ``finish(adding:)`` is one transaction, whatever the catalog holds.
    /// - Parameter roughRows: a rougher guess of the file's articles, for ``heldTextBound(_:firstBatch:rows:expectedRows:)``
    ///   and ``inOrderIndexRows`` alone; `expectedRows` when nil.
    /// - Parameter inOrderIndexRows: from how many articles the file is expected to bring the load
    ///   keeps the indexes that take rows in order (``inOrderIndexRows`` unless a test asks for fewer).
    static func begin(
        _ storage: StorageAccess<CatalogError>, stories: StoryDesk, scratchPath: String?, heldTextBytes: Int = defaultHeldTextBytes,
        holdingTransaction: Bool = false, expectedRows: Int? = nil, roughRows: Int? = nil, inOrderIndexRows: Int = inOrderIndexRows
    ) async throws -> CatalogBulkLoad? {
        let droppedIndexes = Self.droppedIndexes(expectedRows: roughRows ?? expectedRows, inOrderIndexRows: inOrderIndexRows)
        let (fullTextIndex, leftWAL, firstID, cacheSize) = try await storage.writeWithoutTransaction { db in
            // A file catalog the load will fill is loaded without the WAL when it can be.
            let largerThanCatalog = try expectedRows.map { try Self.holdsAtMost($0, in: db) } ?? false
            let leftWAL =
                try scratchPath != nil && (largerThanCatalog || Self.holdsAtMostTheSample(db)) && BulkJournal.leaveWAL(in: db)
            do {
                // With temporary files in memory SQLite's sorter never spills: building an index held every
                // key (180 MB more for 4.2 million articles). Sorted in runs the size of the page cache, on
                // disk, the peak stays flat. SQLite allows the change only outside a transaction.
                try db.execute(sql: "PRAGMA temp_store = FILE")
                try db.execute(sql: "BEGIN IMMEDIATE")
                // While this process holds the write lock no load uses the scratch path: a file there
                // was left by a killed load.
                if let scratchPath {
                    FullTextBuild.removeFile(at: scratchPath)
                }
                _ = try LocalCatalog.removeSample(in: db)
                let lastID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles")
                let bulkIntoNews = try lastID != nil && expectedRows.map { try Self.holdsAtMost($0, in: db) } ?? false
                if lastID != nil, !bulkIntoNews {
                    if holdingTransaction {
                        return (nil as FullTextDefinition?, leftWAL, nil as Int64?, nil as Int?)
                    }
                    try db.execute(sql: "COMMIT")
                    Self.tidyAfterTransaction(in: db, leftWAL: leftWAL)
                    return (nil as FullTextDefinition?, false, nil as Int64?, nil as Int?)
                }
                for index in droppedIndexes {
                    try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
                }
                // Into a catalog with news the index is not empty: the writer indexes the new rows at the end.
                let fullTextIndex = bulkIntoNews ? nil : try FullTextDefinition(of: db)
                let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size")
                try db.execute(sql: "PRAGMA cache_size = -\(Self.appendingCacheKiB)")
                return (fullTextIndex, leftWAL, (lastID ?? 0) + 1, cacheSize)
            } catch {
                if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                Self.tidyAfterTransaction(in: db, leftWAL: leftWAL)
                throw error
            }
        }
        guard let firstID else {
            guard holdingTransaction else { return nil }
            return CatalogBulkLoad(
                storage: storage, stories: stories, fullText: nil, heldTextBytes: heldTextBytes, leftWAL: leftWAL, isBulk: false)
        }
        // Without a scratch file the load is slower, never refused.
        let fullText = fullTextIndex.flatMap { index in scratchPath.flatMap { try? FullTextBuild.start(at: $0, as: index) } }
        return CatalogBulkLoad(
            storage: storage, stories: stories, fullText: fullText, heldTextBytes: heldTextBytes, leftWAL: leftWAL, isBulk: true,
            firstID: firstID,
            expectedRows: roughRows ?? expectedRows, cacheSize: cacheSize, droppedIndexes: droppedIndexes)
    }

    /// The article indexes a bulk load of a file expected to bring `expectedRows` articles (nil:
    /// unknown) drops and builds at its end: every one its rows have entries in, but those that take
    /// rows in order when the file brings at least `inOrderIndexRows`.
    static func droppedIndexes(expectedRows: Int?, inOrderIndexRows: Int) -> [ArticleIndex] {
        let keepsInOrder = (expectedRows ?? 0) >= inOrderIndexRows
        return CatalogSchema.articleIndexes.filter { $0.takesAppendedRows && !(keepsInOrder && $0.takesRowsInOrder) }
    }

    /// The bound on held text for a load whose first batch packed `firstBatch` bytes of words for
    /// `rows` articles: `bound`, or ``streamingHeldTextBytes`` when the file's `expectedRows` would
    /// bring more than twice `bound` (their words are then mostly indexed during the append anyway;
    /// twice, as one batch tells the size of all only roughly). A file of unknown size keeps
    /// `bound`, as does a bound already that small.
    static func heldTextBound(_ bound: Int, firstBatch: Int, rows: Int, expectedRows: Int?) -> Int {
        guard bound > streamingHeldTextBytes,
            let expected = expectedTextBytes(firstBatch: firstBatch, rows: rows, expectedRows: expectedRows)
        else { return bound }
        return expected > 2 * Double(bound) ? streamingHeldTextBytes : bound
    }

    /// How many bytes of words, from the file's first, a load indexes as they come: the
    /// ``leadingTextShare`` of the words `expectedRows` articles bring at the first batch's rate,
    /// when the load's `bound` holds them whole; else 0 (a file of unknown size, or one so large
    /// that its words are indexed as they come anyway).
    static func leadingTextBytes(bound: Int, firstBatch: Int, rows: Int, expectedRows: Int?) -> Int {
        guard bound > streamingHeldTextBytes,
            let expected = expectedTextBytes(firstBatch: firstBatch, rows: rows, expectedRows: expectedRows),
            expected <= 2 * Double(bound)
        else { return 0 }
        return Int(expected * leadingTextShare)
    }

    /// The bytes of words `expectedRows` articles bring at the rate of a first batch that packed
    /// `firstBatch` bytes for `rows` articles; nil when either count is unknown or none.
    private static func expectedTextBytes(firstBatch: Int, rows: Int, expectedRows: Int?) -> Double? {
        guard let expectedRows, rows > 0 else { return nil }
        return Double(firstBatch) / Double(rows) * Double(expectedRows)
    }

    /// Whether the catalog holds at most `rows` articles (read as the largest id, a look-up).
    private static func holdsAtMost(_ rows: Int, in db: Database) throws -> Bool {
        try (Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0) <= Int64(rows)
    }

    /// Whether the catalog holds no more articles than the sample has, so that a load may find it
    /// empty once the sample is gone; a catalog with news is seen at once, without counting it.
    private static func holdsAtMostTheSample(_ db: Database) throws -> Bool {
        try
            !(Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM articles LIMIT 1 OFFSET ?)", arguments: [SampleCatalog.records.count]
            ) ?? true)
    }

    /// Appends articles with the sources they name; returns how many it appended (all of them).
    ///
    /// A row whose URL the catalog or an earlier row holds is removed when the indexes are built
    /// (``repeatsRemoved``).
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func append(_ records: [CatalogRecord], sources: [Source]) async throws -> Int {
        try await append(
            records, urlKeys: records.map { URLKey.of($0.article.url) }, stories: storyStream?.stories(of: records), sources: sources)
    }

    /// Appends articles as ``append(_:sources:)`` does, given each one's ``URLKey`` in the same order
    /// and their stories from ``storyStream`` (nil once it gave up: the pass at ``commit()`` groups them).
    func append(_ records: [CatalogRecord], urlKeys: [Int64], stories: [Int64]?, sources: [Source]) async throws -> Int {
        guard !isIndexed else {
            // Rows appended past the indexes would be missing from them: take them as inserts.
            return try await insert(records, sources: sources)
        }
        guard nextID + Int64(records.count) <= SearchKey.idLimit else {
            // Past that id two articles may share a search key, and finding a free one needs the indexes.
            _ = try await buildIndexes()
            return try await insert(records, sources: sources)
        }
        let firstID = nextID
        nextID += Int64(records.count)
        // Found once, for the writer and the full-text index both.
        let cjkTerms = CJKTerms.of(records)
        async let appended: Void = storage.writeWithoutTransaction { db in
            try LocalCatalog.appendRows(records, urlKeys: urlKeys, stories: stories, cjkTerms: cjkTerms, firstID: firstID, in: db)
        }
        // Noted and packed while the writer appends, so neither waits for the other.
        ledger.note(records, sources: sources)
        sketch?.note(records, urlKeys: urlKeys)
        if fullText != nil {
            let text = FullTextBatch(records, cjkTerms: cjkTerms, firstID: firstID)
            if firstID == self.firstID {
                heldTextBytes = Self.heldTextBound(
                    heldTextBytes, firstBatch: text.byteCount, rows: records.count, expectedRows: expectedRows)
                leadingTextBytes = Self.leadingTextBytes(
                    bound: heldTextBytes, firstBatch: text.byteCount, rows: records.count, expectedRows: expectedRows)
                if heldTextBytes <= Self.streamingHeldTextBytes {
                    // The words are indexed as they come, which paces the append: words read ahead
                    // for the grouping would gain no time, only hold memory (5 MB more at 4.2M rows).
                    storyStream?.stopReadingAhead()
                }
            }
            heldText.append(text)
            heldBytes += text.byteCount
            if leadingTextSent < leadingTextBytes {
                leadingTextSent += text.byteCount
                leadingBatches += 1
                leadingBatchesSent += 1
                sendHeldText()
            } else if heldBytes > heldTextBytes {
                drainsHeldText = true
                sendHeldText()
            }
            if heldBytes > heldTextBytes + heldTextBytes / 2, !textFailed {
                // The build is behind: wait until it has taken enough (or stopped, on a failure it reports later).
                await withCheckedContinuation { roomForText = $0 }
            }
        }
        do {
            try await appended
            return records.count
        } catch {
            await abandon()
            throw error
        }
    }

    /// Builds the indexes, brings the full-text index in, inserts `rest` (records that may repeat
    /// a URL, skipped if they do) and commits; returns how many of `rest` were new.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func finish(adding rest: [CatalogRecord] = []) async throws -> Int {
        let added = try await buildIndexes(adding: rest)
        try await commit()
        return added
    }

    /// Builds the indexes and brings the full-text index in, as ``finish(adding:)`` does, without
    /// committing: the rows that follow go in with ``insert(_:sources:)`` until ``commit()``.
    /// Returns how many of `rest` were new.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    func buildIndexes(adding rest: [CatalogRecord] = []) async throws -> Int {
        guard !isIndexed else {
            return try await insert(rest, sources: [])
        }
        do {
            let ledger = self.ledger
            let fullText = self.fullText
            let sortingThreads = sortsAlone ? Self.sortingHelperThreads : 0
            let droppedIndexes = self.droppedIndexes
            // The full-text build indexes the held words, and commits, while the writer sorts the B-tree indexes.
            drainsHeldText = true
            sendHeldText()
            if let fullText {
                let indexing = textWork
                textWork = Task {
                    try await indexing?.value
                    try await fullText.finish()
                }
            }
            let firstID = self.firstID
            // Stories merged after their rows were written; nil when the commit regroups every row.
            let merges = storyStream.flatMap { $0.gaveUp ? nil : $0.merges }
            let repeats = try await storage.writeWithoutTransaction { db in
                if sortingThreads > 0 {
                    // The append's batches and words were freed on other threads than the sorter's.
                    FreeMemory.returnUnused()
                }
                try db.execute(sql: "PRAGMA threads = \(sortingThreads)")
                defer { try? db.execute(sql: "PRAGMA threads = 0") }
                for index in droppedIndexes {
                    try db.execute(sql: index.create)
                }
                try ledger.save(in: db)
                // Neither needs the full-text index, which is mostly still being built beside the writer.
                if let merges { try Self.apply(merges, in: db) }
                return try RepeatedRows.find(appendedFrom: firstID, in: db)
            }
            if fullText != nil {
                try await textWork?.value
            }
            repeatsRemoved = try await storage.writeWithoutTransaction { db in
                if let fullText {
                    try fullText.copy(in: db)
                } else if firstID == 1 {
                    // The catalog was empty when the load began, so the whole index is this load's rows.
                    try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')")
                } else {
                    try LocalCatalog.indexArticles(after: firstID - 1, most: true, in: db)
                }
                // Once the full-text index holds every row: a removed row leaves it by trigger.
                try repeats.remove(in: db)
                return repeats.ids.count
            }
            // Deleted while this load holds the write lock: once it commits, another load may make its
            // own scratch file at the same path.
            await fullText?.discard()
            isIndexed = true
        } catch {
            await abandon()
            throw error
        }
        return try await insert(rest, sources: [])
    }

    /// Inserts articles into the indexed catalog inside the load's transaction, skipping those whose
    /// URL it holds, as ``LocalCatalog/insert(_:sources:)`` does; returns how many were new.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    func insert(_ records: [CatalogRecord], sources: [Source]) async throws -> Int {
        guard !records.isEmpty || !sources.isEmpty else { return 0 }
        let grouping = isBulk ? nil : stories
        if isBulk, !records.isEmpty { insertedUngrouped = true }
        // Rows that are not appended are in no sketch.
        if !records.isEmpty { sketch = nil }
        do {
            return try await storage.writeWithoutTransaction { db in
                try LocalCatalog.insert(records, sources: sources, grouping: grouping, in: db)
            }
        } catch {
            await abandon()
            throw error
        }
    }

    /// Commits what the load wrote; a bulk load builds its indexes first.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    func commit() async throws {
        if !isIndexed {
            _ = try await buildIndexes()
        }
        let leftWAL = self.leftWAL
        let cacheSize = self.cacheSize
        let firstID = self.firstID
        let isBulk = self.isBulk
        let stream = storyStream
        let insertedUngrouped = self.insertedUngrouped
        do {
            try await storage.writeWithoutTransaction { db in
                if isBulk, let stream {
                    if stream.gaveUp {
                        // The file was in no order the stream could read: every row, in publication order.
                        try StoryPass.groupAll(from: firstID, regrouping: true, in: db)
                    } else if insertedUngrouped {
                        // The indexes were built before the file's end: merges the stream made since then
                        // are applied too (one applied again moves nothing), then the later rows grouped.
                        try Self.apply(stream.merges, in: db)
                        try StoryPass.groupAll(from: firstID, in: db)
                    }
                }
                try db.execute(sql: "COMMIT")
                Self.tidyAfterTransaction(in: db, leftWAL: leftWAL, cacheSize: cacheSize)
            }
            isOver = true
            if let sketch, let stream, !stream.gaveUp, !insertedUngrouped {
                indexStatistics = sketch.statistics(rows: Int(nextID - firstID) - repeatsRemoved, stories: stream.storyCount)
            }
            // The live grouper knows none of the rows: the next write restores it with them.
            if isBulk { stories.forget() }
        } catch {
            await abandon()
            throw error
        }
    }

    /// Rolls the load back: the catalog is as it was before ``LocalCatalog/beginBulkLoad()``; a load
    /// that has committed stays committed.
    public func abandon() async {
        guard !isOver else { return }
        isOver = true
        // Inserts of a load that is no bulk load went through the live grouper: the rollback takes them away.
        stories.forget()
        heldText = []
        heldBytes = 0
        _ = try? await textWork?.value
        let leftWAL = self.leftWAL
        let cacheSize = self.cacheSize
        // Deleted before the rollback releases the write lock, as ``finish(adding:)`` does before its commit.
        await fullText?.discard()
        _ = try? await storage.writeWithoutTransaction { db in
            if db.isInsideTransaction {
                try db.execute(sql: "ROLLBACK")
            }
            Self.tidyAfterTransaction(in: db, leftWAL: leftWAL, cacheSize: cacheSize)
        }
    }

    /// Moves the rows of each absorbed story into the story it ended in, through the story index.
    private static func apply(_ merges: [(absorbed: Int64, into: Int64)], in db: Database) throws {
        // One prepared statement for every merge (UCI: about 17,000), not one parsed each.
        let move = try db.cachedStatement(sql: "UPDATE articles SET story_id = ? WHERE story_id = ?")
        for merge in merges { try move.execute(arguments: [merge.into, merge.absorbed]) }
    }

    /// Undoes what the load set up on the writer's connection, once its transaction has ended
    /// (committed or rolled back): the scratch database attached, the rollback journal, temporary
    /// files on disk (batches' statement journals are written faster in memory), the small page
    /// cache (`cacheSize`, the size to put back; nil when the load left it as it was).
    private static func tidyAfterTransaction(in db: Database, leftWAL: Bool, cacheSize: Int? = nil) {
        try? db.execute(sql: "PRAGMA temp_store = MEMORY")
        if let cacheSize {
            try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)")
        }
        FullTextBuild.detach(in: db)
        if leftWAL { BulkJournal.returnToWAL(in: db) }
    }

    /// Starts handing the held words to the full-text build, unless a task does already; each batch
    /// is let go once indexed, so the words held shrink as the build goes.
    private func sendHeldText() {
        guard let fullText, !heldText.isEmpty, !isSendingText else { return }
        isSendingText = true
        let previous = textWork
        textWork = Task {
            do {
                try await previous?.value
                while let batch = self.takeHeldBatch() {
                    try await fullText.add([batch])
                }
            } catch {
                self.sendingFailed()
                throw error
            }
        }
    }

    /// Whether a task hands held words to the full-text build.
    private var isSendingText = false
    /// Whether handing words to the full-text build failed; the load reports it when it builds its indexes.
    private var textFailed = false

    /// The oldest held batch, no longer counted as held; nil when none is held, or only words held
    /// for the end before the load drains them (the sending task then ends).
    private func takeHeldBatch() -> FullTextBatch? {
        guard !heldText.isEmpty, drainsHeldText || leadingBatches > 0 else {
            isSendingText = false
            return nil
        }
        if leadingBatches > 0 { leadingBatches -= 1 }
        let batch = heldText.removeFirst()
        heldBytes -= batch.byteCount
        if heldBytes <= heldTextBytes, let waiting = roomForText {
            roomForText = nil
            waiting.resume()
        }
        return batch
    }

    /// Lets a waiting append go, and none wait after, once the full-text build has failed.
    private func sendingFailed() {
        textFailed = true
        if let waiting = roomForText {
            roomForText = nil
            waiting.resume()
        }
    }
}
