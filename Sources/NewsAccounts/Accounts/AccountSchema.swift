import GRDB
import NewsModels

/// The accounts database's tables, as migrations.
///
/// - `accounts`: one row per username, with the password hash (never the password),
///   the details (`country`, `categories` as a comma list; NULL until first given) and
///   the creation time in Unix seconds.
/// - `current_session`: at most one row (`slot` is always 1): who is signed in, to which
///   service, since when.
/// - `bookmarks`: one row per account and URL, holding a full copy of the article (NewsAPI
///   articles are not in the local catalog), when it was bookmarked, and its `position` in the
///   account's list (1 for its first bookmark), for newest-first order.
/// - `opened_articles`: one row per account and article it has opened, with the latest time;
///   `url` holds the article's ``Article/id``, its URL unless it has an identity of its own.
///
/// `account` in the last two is a ``Session/accountKey``, not necessarily an `accounts` row.
enum AccountSchema {
    /// The migrator that creates or upgrades an accounts database.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: accounts, current session") { db in
            try db.execute(
                sql: """
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
        migrator.registerMigration("v2: bookmarks, opened articles") { db in
            try db.execute(
                sql: """
                    CREATE TABLE bookmarks (
                        account TEXT NOT NULL,
                        url TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        bookmarked_at INTEGER NOT NULL,
                        source_id TEXT,
                        source_name TEXT NOT NULL,
                        author TEXT,
                        title TEXT NOT NULL,
                        description TEXT,
                        url_to_image TEXT,
                        published_at INTEGER NOT NULL,
                        content TEXT,
                        PRIMARY KEY (account, url)
                    ) WITHOUT ROWID;
                    CREATE INDEX bookmarks_by_position ON bookmarks(account, position);
                    CREATE TABLE opened_articles (
                        account TEXT NOT NULL,
                        url TEXT NOT NULL,
                        opened_at INTEGER NOT NULL,
                        PRIMARY KEY (account, url)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v3: bookmarks and read marks follow the catalog's decoded URLs") { db in
            try decodeCharacterReferences(in: db)
        }
        migrator.registerMigration("v4: saved searches") { db in
            // `seen_through` is the catalog's newest article id when the search was last opened:
            // matches added after it are the search's new ones.
            try db.execute(
                sql: """
                    CREATE TABLE saved_searches (
                        account TEXT NOT NULL,
                        name TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        words TEXT NOT NULL,
                        language TEXT,
                        published_from INTEGER,
                        published_to INTEGER,
                        sort TEXT NOT NULL,
                        seen_through INTEGER NOT NULL DEFAULT 0,
                        PRIMARY KEY (account, name)
                    ) WITHOUT ROWID;
                    """)
        }
        return migrator
    }

    /// v3: bookmarks and read marks saved under a URL with HTML character references (`&amp;`,
    /// as UCI's imports used to keep them) move to the decoded URL the catalog now holds (its v7),
    /// so they still match their article. Where the decoded URL is already marked or bookmarked,
    /// that row stays and the escaped one goes.
    private static func decodeCharacterReferences(in db: Database) throws {
        for table in ["bookmarks", "opened_articles"] {
            let rows = try Row.fetchAll(db, sql: "SELECT account, url FROM \(table) WHERE instr(url, '&') > 0")
            for row in rows {
                let account: String = row["account"]
                let url: String = row["url"]
                let decoded = WebAddress.decoding(url)
                guard decoded != url else { continue }
                try db.execute(
                    sql: "UPDATE OR IGNORE \(table) SET url = ? WHERE account = ? AND url = ?", arguments: [decoded, account, url])
                try db.execute(sql: "DELETE FROM \(table) WHERE account = ? AND url = ?", arguments: [account, url])
            }
        }
    }
}
