import GRDB

/// A load into an empty catalog: one transaction, the article indexes built once at its end.
///
/// Inserting into an indexed table rewrites index pages all over the file, row after row; building
/// an index over a filled table sorts once. So a bulk load drops the article indexes (the URL keys'
/// too: the importer only appends URLs it has not seen), appends rows, then builds the indexes and
/// commits. All of it is one transaction: a process killed at any moment leaves the catalog as it
/// was, and other shells read the catalog as it was until the commit.
///
/// The load is an actor because it keeps a ``BulkLoadLedger`` of the rows' sources and counts:
/// that bookkeeping runs on the actor while the writer connection does nothing but append rows.
/// A file catalog's full-text index is built meanwhile on a connection of its own
/// (``FullTextBuild``), batch by batch as the rows arrive, and copied in before the commit; the
/// writer's last work is then only the B-tree indexes.
public actor CatalogBulkLoad {
    private let storage: StorageAccess<CatalogError>
    /// The full-text index being built beside the catalog; nil builds it on the writer at the end.
    private let fullText: FullTextBuild?
    private var ledger = BulkLoadLedger()
    /// The row id the next appended article gets.
    private var nextID: Int64 = 1

    private init(storage: StorageAccess<CatalogError>, fullText: FullTextBuild?) {
        self.storage = storage
        self.fullText = fullText
    }

    /// Opens the transaction, removes the sample, and drops the indexes when no other news is
    /// left; otherwise commits the sample's removal and returns nil.
    ///
    /// - Parameter scratchPath: where the full-text index is built meanwhile; nil (an in-memory
    ///   catalog) builds it on the writer at the end, as does a scratch file that cannot be made.
    static func begin(_ storage: StorageAccess<CatalogError>, scratchPath: String?) async throws -> CatalogBulkLoad? {
        let fullTextIndex = try await storage.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            do {
                // While this process holds the write lock no load uses the scratch path: a file there
                // was left by a killed load.
                if let scratchPath {
                    FullTextBuild.removeFile(at: scratchPath)
                }
                _ = try LocalCatalog.removeSample(in: db)
                let hasArticles = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
                if hasArticles {
                    try db.execute(sql: "COMMIT")
                    return nil as FullTextDefinition?
                }
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
                }
                return try FullTextDefinition(of: db)
            } catch {
                try? db.execute(sql: "ROLLBACK")
                throw error
            }
        }
        guard let fullTextIndex else { return nil }
        // Without a scratch file the load is slower, never refused.
        let fullText = scratchPath.flatMap { try? FullTextBuild.start(at: $0, as: fullTextIndex) }
        return CatalogBulkLoad(storage: storage, fullText: fullText)
    }

    /// Appends articles whose URLs are new to the catalog and to each other, with the sources they
    /// name; returns how many it appended (all of them).
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func append(_ records: [CatalogRecord], sources: [Source]) async throws -> Int {
        let firstID = nextID
        nextID += Int64(records.count)
        async let appended: Void = storage.writeWithoutTransaction { db in
            try LocalCatalog.appendRows(records, firstID: firstID, in: db)
        }
        async let indexed: Void = Self.index(records, firstID: firstID, into: fullText)
        // Noted while the rows are written and their words indexed, so none waits for another.
        ledger.note(records, sources: sources)
        var failure: (any Error)?
        do { try await appended } catch { failure = error }
        do { try await indexed } catch { failure = failure ?? error }
        if let failure {
            await abandon()
            throw failure
        }
        return records.count
    }

    /// Builds the indexes, brings the full-text index in, inserts `rest` (records that may repeat
    /// a URL, skipped if they do) and commits; returns how many of `rest` were new.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func finish(adding rest: [CatalogRecord] = []) async throws -> Int {
        do {
            let ledger = self.ledger
            let fullText = self.fullText
            // The full-text build writes its last terms while the writer sorts the B-tree indexes.
            async let textWritten: Void = Self.finishText(of: fullText)
            try await storage.writeWithoutTransaction { db in
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: index.create)
                }
                try ledger.save(in: db)
            }
            try await textWritten
            let added = try await storage.writeWithoutTransaction { db in
                if let fullText {
                    try fullText.copy(in: db)
                } else {
                    // The catalog was empty when the load began, so the whole index is this load's rows.
                    try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')")
                }
                let added = try LocalCatalog.insert(rest, sources: [], in: db)
                try db.execute(sql: "COMMIT")
                FullTextBuild.detach(in: db)
                return added
            }
            await fullText?.discard()
            return added
        } catch {
            await abandon()
            throw error
        }
    }

    /// Rolls the load back: the catalog is as it was before ``LocalCatalog/beginBulkLoad()``.
    public func abandon() async {
        _ = try? await storage.writeWithoutTransaction { db in
            if db.isInsideTransaction {
                try db.execute(sql: "ROLLBACK")
            }
            FullTextBuild.detach(in: db)
        }
        await fullText?.discard()
    }

    /// Writes the last terms of `fullText`, when the load builds its full-text index beside.
    private static func finishText(of fullText: FullTextBuild?) async throws {
        try await fullText?.finish()
    }

    /// Indexes the words of `records` in `fullText`, when the load builds its full-text index beside.
    private static func index(_ records: [CatalogRecord], firstID: Int64, into fullText: FullTextBuild?) async throws {
        try await fullText?.add(records, firstID: firstID)
    }
}
