import GRDB

/// A load into an empty catalog: one transaction, the article indexes built once at its end.
///
/// Inserting into an indexed table rewrites index pages all over the file, row after row; building
/// an index over a filled table sorts once. So a bulk load drops the article indexes (the URL keys'
/// too: the importer only appends URLs it has not seen), appends rows, then builds the
/// indexes and the full-text index and commits. All of it is one transaction: a process killed at
/// any moment leaves the catalog as it was, and other shells read the catalog as it was until
/// the commit.
///
/// The load is an actor because it keeps a ``BulkLoadLedger`` of the rows' sources and counts:
/// that bookkeeping runs on the actor while the writer connection does nothing but append rows.
public actor CatalogBulkLoad {
    private let storage: StorageAccess<CatalogError>
    private var ledger = BulkLoadLedger()

    private init(storage: StorageAccess<CatalogError>) {
        self.storage = storage
    }

    /// Opens the transaction, removes the sample, and drops the indexes when no other news is
    /// left; otherwise commits the sample's removal and returns nil.
    static func begin(_ storage: StorageAccess<CatalogError>) async throws -> CatalogBulkLoad? {
        let isEmpty = try await storage.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            do {
                _ = try LocalCatalog.removeSample(in: db)
                let hasArticles = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
                if hasArticles {
                    try db.execute(sql: "COMMIT")
                    return false
                }
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: "DROP INDEX IF EXISTS \(index.name)")
                }
                return true
            } catch {
                try? db.execute(sql: "ROLLBACK")
                throw error
            }
        }
        return isEmpty ? CatalogBulkLoad(storage: storage) : nil
    }

    /// Appends articles whose URLs are new to the catalog and to each other, with the sources they
    /// name; returns how many it appended (all of them).
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func append(_ records: [CatalogRecord], sources: [Source]) async throws -> Int {
        async let appended: Void = storage.writeWithoutTransaction { db in
            try LocalCatalog.appendRows(records, in: db)
        }
        // Noted while the writer appends, so neither waits for the other.
        ledger.note(records, sources: sources)
        do {
            try await appended
            return records.count
        } catch {
            await abandon()
            throw error
        }
    }

    /// Builds the indexes and the full-text index, inserts `rest` (records that may repeat a URL,
    /// skipped if they do) and commits; returns how many of `rest` were new.
    ///
    /// - Throws: ``CatalogError``; the load is then abandoned and the catalog left as it was.
    public func finish(adding rest: [CatalogRecord] = []) async throws -> Int {
        do {
            let ledger = self.ledger
            return try await storage.writeWithoutTransaction { db in
                try ledger.save(in: db)
                for index in CatalogSchema.articleIndexes {
                    try db.execute(sql: index.create)
                }
                // The catalog was empty when the load began, so the whole index is this load's rows.
                try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')")
                let added = try LocalCatalog.insert(rest, sources: [], in: db)
                try db.execute(sql: "COMMIT")
                return added
            }
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
        }
    }
}
