import Foundation
import GRDB
import NewsStorage

/// A bulk load's full-text index, built in a scratch database beside the catalog and copied into
/// the catalog's before the load commits.
///
/// The catalog has one writer. While rows are appended, both cores are busy (one reads the file,
/// one writes); after, the writer sorts four B-tree indexes alone, which takes longer than
/// indexing every article's words, and the second core has nothing to do. A scratch database has
/// its own connection and thread, so it indexes the words then. (Two connections run side by side
/// at full speed only with SQLite's memory statistics off: ``SQLiteLibrary``.) FTS5 keeps an index
/// in ordinary tables, which the catalog's writer then copies as they are, without decoding them.
///
/// The scratch file has no journal: it is thrown away, never recovered. A file left by a killed
/// import is removed by the next one, which holds the catalog's write lock meanwhile.
struct FullTextBuild: Sendable {
    /// The scratch database file.
    let path: String
    private let queue: DatabaseQueue
    private var storage: StorageAccess<CatalogError> { StorageAccess(writer: queue, failure: CatalogError.database) }

    /// The tables FTS5 keeps the index in, which a finished build copies: the index's segments,
    /// their directory, and each article's column sizes (for bm25).
    static let indexTables = ["articles_fts_data", "articles_fts_idx", "articles_fts_docsize"]

    /// The scratch database's page cache: room for the index's pending terms as FTS5 writes them out.
    static let cacheKiB = 16 << 10

    /// The scratch database for the catalog file at `catalogPath`.
    static func path(besideCatalog catalogPath: String) -> String {
        catalogPath + "-fulltext-build"
    }

    /// Creates the scratch database at `path` (replacing any file there) with an index made as the
    /// catalog's is, and opens its one transaction.
    static func start(at path: String, as definition: FullTextDefinition) throws -> FullTextBuild {
        removeFile(at: path)
        do {
            let queue = try SQLiteSetup.openScratch(path: path, pageSize: CatalogSchema.pageSize, cacheKiB: cacheKiB)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: definition.statement)
                // Set through FTS5's own command, which it reads at once; its version is its own.
                for (key, value) in definition.settings where key != "version" {
                    try db.execute(sql: "INSERT INTO articles_fts(articles_fts, rank) VALUES (?, ?)", arguments: [key, value])
                }
                try db.execute(sql: "BEGIN")
            }
            return FullTextBuild(path: path, queue: queue)
        } catch {
            removeFile(at: path)
            throw CatalogError.database(StorageFailure.reason(for: error))
        }
    }

    /// Indexes the words of `batches`.
    func add(_ batches: [FullTextBatch]) async throws {
        try await storage.writeWithoutTransaction { db in
            let insert = try BoundStatement(
                """
                INSERT INTO articles_fts (rowid, \(CatalogSchema.importedFullTextColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)
                """, in: db)
            for batch in batches {
                try batch.forEachRow { key, fields in
                    insert.bind(1, key)
                    for field in 0..<FullTextBatch.fieldsPerRow {
                        insert.bind(Int32(field + 2), utf8: fields[field])
                    }
                    _ = try insert.run()
                }
            }
        }
    }

    /// Writes the index's last terms and commits the scratch database, ready to be copied.
    func finish() async throws {
        try await storage.writeWithoutTransaction { db in
            try db.execute(sql: "COMMIT")
        }
    }

    /// Replaces the catalog's full-text index with the finished build, inside the catalog writer's
    /// open transaction; ``detach(in:)`` must follow once that transaction has ended.
    ///
    /// `delete-all` empties the catalog's index through FTS5, so FTS5 keeps nothing of it in
    /// memory, and the copied tables are what it reads next.
    func copy(in db: Database) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS fulltext_build", arguments: [path])
        try db.execute(sql: "INSERT INTO articles_fts(articles_fts) VALUES ('delete-all')")
        for table in Self.indexTables {
            try db.execute(sql: "DELETE FROM main.\(table)")
            try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM fulltext_build.\(table)")
        }
    }

    /// Detaches the scratch database from the catalog's connection, if attached; SQLite allows it
    /// only outside a transaction. A failure leaves it attached until the connection closes, which
    /// harms nothing: the load is over either way.
    static func detach(in db: Database) {
        let attached =
            (try? Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM pragma_database_list WHERE name = 'fulltext_build')")) ?? false
        if attached {
            try? db.execute(sql: "DETACH DATABASE fulltext_build")
        }
    }

    /// Closes and deletes the scratch database; the build cannot be used after.
    ///
    /// Called while the catalog's write lock is held: after, another load may make a file at the path.
    func discard() async {
        _ = try? await storage.writeWithoutTransaction { db in
            if db.isInsideTransaction {
                try db.execute(sql: "ROLLBACK")
            }
        }
        try? queue.close()
        Self.removeFile(at: path)
    }

    /// Deletes a scratch database file, if there is one (never a directory of that name).
    static func removeFile(at path: String) {
        _ = unlink(path)
    }
}
