import GRDB
import GRDBSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How newsdesk opens its SQLite databases: WAL pools that wait when another process writes.
package enum SQLiteSetup {
    /// How long a connection waits for another connection's lock before giving up.
    package static let busyTimeout: Double = 5

    /// How large a kept WAL file left by the last session may be before this session's close empties it.
    static let leftoverWALBytes = 64 * 1024

    /// The configuration shared by every newsdesk database, with `tuning` on top.
    ///
    /// - Parameter pageSize: the page size a new file is created with; a file that exists keeps
    ///   its own (SQLite ignores the pragma once a database is in WAL mode).
    static func configuration(_ tuning: ConnectionTuning = .standard, pageSize: Int? = nil) -> Configuration {
        // Before any connection opens: SQLite takes process-wide settings only until it starts.
        _ = SQLiteLibrary.isConfigured
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.maximumReaderCount = tuning.maximumReaders
        configuration.allowsUnsafeTransactions = tuning.spansTransactions
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // Runs before GRDB turns WAL on, the last moment a new file's page size can be chosen.
            if let pageSize, !db.configuration.readonly {
                try db.execute(sql: "PRAGMA page_size = \(pageSize)")
            }
            // Keep the -wal file when the last connection closes. Otherwise SQLite deletes it, and the
            // next start pays for GRDB re-creating it with a write transaction and an fsync.
            keepWALFile(true, in: db)
            if let cacheKiB = tuning.readerCacheKiB, db.configuration.readonly {
                try db.execute(sql: "PRAGMA cache_size = -\(cacheKiB)")
            }
            // Only the writer gets the large cache: a reader that counts the articles after an import
            // would otherwise fill a second one.
            if let cacheKiB = tuning.cacheKiB, !db.configuration.readonly {
                try db.execute(sql: "PRAGMA cache_size = -\(cacheKiB)")
                // Checkpoint once the WAL holds about as much as the cache, not every 4 MB: an import's
                // batches rewrite the same index pages, and each checkpoint would copy them all again.
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
                try db.execute(sql: "PRAGMA wal_autocheckpoint = \(max(1, cacheKiB * 1024 / pageSize))")
                // A kept WAL file stays as large as the largest transaction made it (a bulk load's is the
                // size of the catalog); cut it back to this when a checkpoint empties it.
                try db.execute(sql: "PRAGMA journal_size_limit = \(cacheKiB * 1024)")
                // A statement that writes many rows (indexing a batch) keeps a journal of the pages it
                // changes, to undo just itself; in a temporary file that was a write call per page.
                try db.execute(sql: "PRAGMA temp_store = MEMORY")
            } else if !db.configuration.readonly, walFileSize(of: db) > leftoverWALBytes {
                // A kept WAL file still holds the frames of the last session that wrote (the whole
                // sample after signing up). Each start reads them back, and the last connection to
                // close copies them into the database again with its fsyncs, session after session.
                // With a size limit set, that close empties the file instead; the next start then
                // finds it empty and GRDB writes its two-frame transaction, which later starts read cheaply.
                try db.execute(sql: "PRAGMA journal_size_limit = 0")
            }
        }
        return configuration
    }

    /// The size of the WAL file beside the connection's database file, 0 when there is none.
    static func walFileSize(of db: Database) -> Int {
        guard let path = sqlite3_db_filename(db.sqliteConnection, "main"), path.pointee != 0 else { return 0 }
        return fileSize(at: String(cString: path) + "-wal")
    }

    /// The size in bytes of the file at `path`, 0 when there is none.
    package static func fileSize(at path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return Int(status.st_size)
    }

    /// Sets whether the connection keeps the catalog's -wal file when it is done with it (SQLite
    /// deletes it otherwise).
    static func keepWALFile(_ keep: Bool, in db: Database) {
        keepWALFile(keep, connection: db.sqliteConnection)
    }

    /// ``keepWALFile(_:in:)`` on a connection opened without GRDB.
    static func keepWALFile(_ keep: Bool, connection: OpaquePointer?) {
        var persist: Int32 = keep ? 1 : 0
        _ = sqlite3_file_control(connection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
    }

    /// Opens a file-backed database pool (WAL) and runs the migrator on it.
    ///
    /// - Parameter pageSize: the page size if this creates the file; nil keeps SQLite's (4 KiB).
    package static func openPool(
        path: String, migrator: DatabaseMigrator, tuning: ConnectionTuning = .standard, pageSize: Int? = nil
    ) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(tuning, pageSize: pageSize))
        // A read is cheaper than the write transaction `migrate` always takes; start-up pays only this.
        if try !pool.read(migrator.hasCompletedMigrations) {
            // An upgrade rewrites whole tables and sorts whole indexes: it spills to temporary files,
            // which a tuning's in-memory ones would hold whole (1.4 GB for 4.2 million articles).
            // SQLite changes where they go only outside a transaction.
            let inMemory = tuning.cacheKiB != nil
            if inMemory { try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = FILE") } }
            try migrator.migrate(pool)
            if inMemory { try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") } }
        }
        return pool
    }

    /// Opens a scratch database file, made to be thrown away: no journal, no syncs, one connection.
    ///
    /// A crash leaves it unusable, which costs nothing: whoever made it removes it and starts again.
    package static func openScratch(path: String, pageSize: Int, cacheKiB: Int) throws -> DatabaseQueue {
        _ = SQLiteLibrary.isConfigured
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            try db.execute(
                sql: """
                    PRAGMA page_size = \(pageSize);
                    PRAGMA journal_mode = OFF;
                    PRAGMA synchronous = OFF;
                    PRAGMA cache_size = -\(cacheKiB);
                    """)
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Opens an in-memory database and runs the migrator on it.
    package static func openInMemory(migrator: DatabaseMigrator, tuning: ConnectionTuning = .standard) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(configuration: configuration(tuning))
        try migrator.migrate(queue)
        return queue
    }
}
