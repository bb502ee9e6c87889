import GRDB

/// Moves a bulk load into an empty catalog from the WAL to a rollback journal, and back after.
///
/// In WAL mode every page of a large transaction is written twice: into the -wal file at the commit,
/// then into the database by the checkpoint, with an fsync of each. A rollback journal keeps only
/// the pages a transaction changes that were there before; in a catalog that held nothing they are
/// a handful, so the load's pages are written once, straight into the database (measured on the
/// UCI file: the commit went from about 0.5 to 0.13 s).
///
/// SQLite leaves the WAL only when no other connection has the catalog open, so a catalog another
/// shell is reading keeps the WAL and its load is merely slower. While a load holds the rollback
/// journal, a process cannot open the catalog, as GRDB puts every newly opened catalog back into
/// WAL mode; it tries again for up to five seconds (``CatalogOpenWait``). A load killed meanwhile
/// leaves a hot journal, which the next connection rolls back: the catalog is then as the load
/// found it.
package enum BulkJournal {
    /// Switches the connection's catalog to a rollback journal with full syncs; returns whether it
    /// could, false (still in WAL mode, nothing changed) when another connection has it open.
    ///
    /// Runs outside any transaction. The -wal file is deleted with the switch: SQLite would take a
    /// database with a -wal file beside it as one in WAL mode, and roll no journal back.
    package static func leaveWAL(in db: Database) -> Bool {
        SQLiteSetup.keepWALFile(false, in: db)
        // Another connection holds the catalog: asking again for five seconds would not change that.
        let mode = try? withoutWaiting(in: db) {
            try String.fetchOne(db, sql: "PRAGMA main.journal_mode = DELETE")
        }
        guard mode == "delete" else {
            SQLiteSetup.keepWALFile(true, in: db)
            return false
        }
        // NORMAL, right for the WAL, could lose a committed load to a power cut with a rollback journal.
        try? db.execute(sql: "PRAGMA main.synchronous = FULL")
        return true
    }

    /// Puts the catalog back into WAL mode, as GRDB opens it, once the load's transaction has ended.
    ///
    /// A failure is harmless: the catalog is whole either way, and the next connection GRDB opens
    /// switches it back.
    package static func returnToWAL(in db: Database) {
        guard (try? String.fetchOne(db, sql: "PRAGMA main.journal_mode = WAL")) == "wal" else { return }
        try? db.execute(sql: "PRAGMA main.synchronous = NORMAL")
        SQLiteSetup.keepWALFile(true, in: db)
        // Read-only connections cannot open a catalog in WAL mode whose -wal file is missing or
        // empty; one small write makes it, as GRDB does when it opens a pool.
        try? db.execute(
            sql: """
                BEGIN IMMEDIATE;
                CREATE TABLE newsdesk_wal_start (id INTEGER PRIMARY KEY);
                DROP TABLE newsdesk_wal_start;
                COMMIT;
                """)
        if db.isInsideTransaction {
            try? db.execute(sql: "ROLLBACK")
        }
    }

    /// Runs `body` with the connection's busy timeout at zero, then puts it back.
    private static func withoutWaiting<Result>(in db: Database, _ body: () throws -> Result) throws -> Result {
        try db.execute(sql: "PRAGMA busy_timeout = 0")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Int(SQLiteSetup.busyTimeout * 1000))") }
        return try body()
    }
}
