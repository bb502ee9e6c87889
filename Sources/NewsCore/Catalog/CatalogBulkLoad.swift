import GRDB

/// A load into an empty catalog: one transaction, the article indexes built once at its end.
///
/// Inserting into an indexed table rewrites index pages all over the file, row after row; building
/// an index over a filled table sorts once. So a bulk load drops the article indexes (the URL keys'
/// too: the importer only appends URLs it has not seen), appends rows, then builds the indexes and
/// commits. All of it is one transaction: a process killed at any moment leaves the catalog as it
/// was. A file catalog nobody else has open is loaded with a rollback journal instead of the WAL, so
/// its pages are written once (``BulkJournal``); a shell that opens it meanwhile waits for the load.
/// One that had it open already keeps the WAL, and reads the catalog as it was until the commit.
///
/// The load is an actor because it keeps a ``BulkLoadLedger`` of the rows' sources and counts:
/// that bookkeeping runs on the actor while the writer connection does nothing but append rows.
/// A file catalog's full-text index is built on a connection of its own (``FullTextBuild``) while
/// the writer builds the B-tree indexes, and copied in before the commit; until then the words wait
/// in ``FullTextBatch``es, unless they pass ``heldTextBytes``.
///
/// A load that must commit all of a file or nothing (a gzip file, proven whole only by its trailer)
/// is begun holding its transaction whatever the catalog holds: into a catalog with news it is not a
/// bulk load (``isBulk`` false) and takes rows with ``insert(_:sources:)``; a bulk load past its
/// bounds builds its indexes with ``buildIndexes(adding:)`` and goes on the same way.
public actor CatalogBulkLoad {
    /// The most text a load holds for the full-text index before it starts indexing it.
    ///
    /// While rows are appended both cores are busy (one reads the file, one writes), so the words
    /// wait for the writer's index builds, when the second core is free. Past this much they are
    /// indexed as they come instead: memory stays bounded whatever the file's size.
    static let defaultHeldTextBytes = 96 << 20

    private let storage: StorageAccess<CatalogError>
    /// The full-text index being built beside the catalog; nil builds it on the writer at the end.
    private let fullText: FullTextBuild?
    /// This load's bound on held text (``defaultHeldTextBytes`` unless a test asks for less).
    private let heldTextBytes: Int
    private var ledger = BulkLoadLedger()
    /// The row id the next appended article gets.
    private var nextID: Int64 = 1
    /// Words not yet handed to the full-text build, and their size.
    private var heldText: [FullTextBatch] = []
    private var heldBytes = 0
    /// The full-text build's work so far, each piece after the one before.
    private var textWork: Task<Void, any Error>?
    /// Whether the load has committed or been abandoned.
    private var isOver = false
    /// Whether the catalog has a rollback journal until the load ends (``BulkJournal``).
    private let leftWAL: Bool
    /// Whether the article indexes exist: rows then go in with ``insert(_:sources:)``, never appended.
    private var isIndexed: Bool
    /// Whether the load began on an empty catalog with its indexes dropped, to append rows; false
    /// for a transaction held over a catalog with news.
    public nonisolated let isBulk: Bool

    private init(storage: StorageAccess<CatalogError>, fullText: FullTextBuild?, heldTextBytes: Int, leftWAL: Bool, isBulk: Bool) {
        self.storage = storage
        self.fullText = fullText
        self.heldTextBytes = heldTextBytes
        self.leftWAL = leftWAL
        self.isBulk = isBulk
        self.isIndexed = !isBulk
    }

    /// Opens the transaction, removes the sample, and drops the indexes when no other news is
    /// left; otherwise commits the sample's removal and returns nil, or with `holdingTransaction`
    /// returns a load that is no bulk load, its transaction (the sample's removal with it) still open.
    ///
    /// - Parameter scratchPath: where the full-text index is built meanwhile; nil (an in-memory
    ///   catalog) builds it on the writer at the end, as does a scratch file that cannot be made.
    /// - Parameter heldTextBytes: how much text waits for the end before words are indexed as they come.
    /// - Parameter holdingTransaction: whether everything written until ``commit()`` or
    ///   ``finish(adding:)`` is one transaction, whatever the catalog holds.
    static func begin(
        _ storage: StorageAccess<CatalogError>, scratchPath: String?, heldTextBytes: Int = defaultHeldTextBytes,
        holdingTransaction: Bool = false
    ) async throws -> CatalogBulkLoad? {
        let (fullTextIndex, leftWAL) = try await storage.writeWithoutTransaction { db in
            // A file catalog holding no more than the sample is loaded without the WAL when it can be.
            let leftWAL = try scratchPath != nil && Self.holdsAtMostTheSample(db) && BulkJournal.leaveWAL(in: db)
            do {
                try db.execute(sql: "BEGIN IMMEDIATE")
                // While this process holds the write lock no load uses the scratch path: a file there
                // was left by a killed load.
                if let scratchPath {
                    FullTextBuild.removeFile(at: scratchPath)
                }
                _ = try LocalCatalog.removeSample(in: db)
                let hasArticles = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
                if hasArticles {
                    if holdingTransaction {
                        return (nil as FullTextDefinition?, leftWAL)
                    }
                    try db.execute(sql: "COMMIT")
                    if leftWAL { BulkJournal.returnToWAL(in: db) }
                    return (nil as FullTextDefinition?, false)
                }
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
                }
                return (try FullTextDefinition(of: db), leftWAL)
            } catch {
                if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
                if leftWAL { BulkJournal.returnToWAL(in: db) }
                throw error
            }
        }
        guard let fullTextIndex else {
            guard holdingTransaction else { return nil }
            return CatalogBulkLoad(storage: storage, fullText: nil, heldTextBytes: heldTextBytes, leftWAL: leftWAL, isBulk: false)
        }
        // Without a scratch file the load is slower, never refused.
        let fullText = scratchPath.flatMap { try? FullTextBuild.start(at: $0, as: fullTextIndex) }
        return CatalogBulkLoad(storage: storage, fullText: fullText, heldTextBytes: heldTextBytes, leftWAL: leftWAL, isBulk: true)
    }

    /// Whether the catalog holds no more articles than the sample has, so that a load may find it
    /// empty once the sample is gone; a catalog with news is seen at once, without counting it.
    private static func holdsAtMostTheSample(_ db: Database) throws -> Bool {
        try
            !(Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM articles LIMIT 1 OFFSET ?)", arguments: [SampleCatalog.records.count]
            ) ?? true)
    }

    /// Appends articles whose URLs are new to the catalog and to each other, with the sources they
    /// name; returns how many it appended (all of them).
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func append(_ records: [CatalogRecord], sources: [Source]) async throws -> Int {
        try await append(records, urlKeys: records.map { URLKey.of($0.article.url) }, sources: sources)
    }

    /// Appends articles as ``append(_:sources:)`` does, given each one's ``URLKey`` in the same order.
    func append(_ records: [CatalogRecord], urlKeys: [Int64], sources: [Source]) async throws -> Int {
        guard !isIndexed else {
            // Rows appended past the indexes would be missing from them: take them as inserts.
            return try await insert(records, sources: sources)
        }
        let firstID = nextID
        nextID += Int64(records.count)
        async let appended: Void = storage.writeWithoutTransaction { db in
            try LocalCatalog.appendRows(records, urlKeys: urlKeys, firstID: firstID, in: db)
        }
        // Noted and packed while the writer appends, so neither waits for the other.
        ledger.note(records, sources: sources)
        if fullText != nil {
            let text = FullTextBatch(records, firstID: firstID)
            heldText.append(text)
            heldBytes += text.byteCount
            if heldBytes > heldTextBytes {
                sendHeldText()
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
            // The full-text build indexes the held words while the writer sorts the B-tree indexes.
            sendHeldText()
            try await storage.writeWithoutTransaction { db in
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: index.create)
                }
                try ledger.save(in: db)
            }
            if let fullText {
                try await textWork?.value
                try await fullText.finish()
            }
            try await storage.writeWithoutTransaction { db in
                if let fullText {
                    try fullText.copy(in: db)
                } else {
                    // The catalog was empty when the load began, so the whole index is this load's rows.
                    try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')")
                }
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
        do {
            return try await storage.writeWithoutTransaction { db in
                try LocalCatalog.insert(records, sources: sources, in: db)
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
        do {
            try await storage.writeWithoutTransaction { db in
                try db.execute(sql: "COMMIT")
                Self.tidyAfterTransaction(in: db, leftWAL: leftWAL)
            }
            isOver = true
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
        _ = try? await textWork?.value
        let leftWAL = self.leftWAL
        // Deleted before the rollback releases the write lock, as ``finish(adding:)`` does before its commit.
        await fullText?.discard()
        _ = try? await storage.writeWithoutTransaction { db in
            if db.isInsideTransaction {
                try db.execute(sql: "ROLLBACK")
            }
            Self.tidyAfterTransaction(in: db, leftWAL: leftWAL)
        }
    }

    /// Undoes what the load set up on the writer's connection, once its transaction has ended
    /// (committed or rolled back): the scratch database attached, the rollback journal.
    private static func tidyAfterTransaction(in db: Database, leftWAL: Bool) {
        FullTextBuild.detach(in: db)
        if leftWAL { BulkJournal.returnToWAL(in: db) }
    }

    /// Hands the held words to the full-text build, to be indexed after what it was given before.
    private func sendHeldText() {
        guard let fullText, !heldText.isEmpty else { return }
        let batches = heldText
        let previous = textWork
        heldText = []
        heldBytes = 0
        textWork = Task {
            try await previous?.value
            try await fullText.add(batches)
        }
    }
}
