import GRDB

/// The accounts database's tables, as migrations.
///
/// - `accounts`: one row per username, with the password hash (never the password),
///   the details (`country`, `categories` as a comma list; NULL until first given) and
///   the creation time in Unix seconds.
/// - `current_session`: at most one row (`slot` is always 1): who is signed in, to which
///   service, since when.
enum AccountSchema {
    /// The migrator that creates or upgrades an accounts database.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: accounts, current session") { db in
            try db.execute(sql: """
                CREATE TABLE accounts (
                    username TEXT PRIMARY KEY NOT NULL,
                    password_hash TEXT NOT NULL,
                    country TEXT,
                    categories TEXT,
                    created_at INTEGER NOT NULL
                );
                CREATE TABLE current_session (
                    slot INTEGER PRIMARY KEY NOT NULL CHECK (slot = 1),
                    username TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    started_at INTEGER NOT NULL
                );
                """)
        }
        return migrator
    }
}
