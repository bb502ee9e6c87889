import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A database file that holds secrets (password hashes): readable by its owner alone, and
/// checked before it is opened for writing.
///
/// SQLite makes a database's `-wal` and `-shm` files with the database file's own permissions, so
/// a main file made 0600 keeps all three private; files an older newsdesk made 0644 are tightened.
enum PrivateDatabaseFile {
    /// The files SQLite keeps for the database at `path`.
    static func files(of path: String) -> [String] {
        [path, path + "-wal", path + "-shm"]
    }

    /// Creates the file at `path` empty with mode 0600 when it is missing (SQLite takes an empty
    /// file for a new database), and sets mode 0600 on it and its `-wal` and `-shm` when present.
    ///
    /// - Throws: `DatabaseError` with `SQLITE_PERM` when a mode cannot be set, `SQLITE_CANTOPEN`
    ///   when the file cannot be made.
    static func makePrivate(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw DatabaseError(resultCode: errno == ENOSPC ? .SQLITE_FULL : .SQLITE_CANTOPEN)
        }
        for file in files(of: path) {
            var status = stat()
            guard lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            if status.st_mode & 0o077 != 0, chmod(file, 0o600) != 0 {
                throw DatabaseError(resultCode: .SQLITE_PERM)
            }
        }
    }

    /// Reads the whole database at `path` on a read-only connection and throws when it is damaged,
    /// so that nothing is written to a damaged file (opening it for writing would first set the
    /// WAL mode, and a migration that took its lost tables for missing ones would create them).
    ///
    /// An empty or missing file is a new database and passes. A quick check reads every page,
    /// which for an accounts file of a few hundred kilobytes takes milliseconds.
    ///
    /// - Throws: `DatabaseError` with `SQLITE_CORRUPT` (or SQLite's own code, such as `SQLITE_NOTADB`).
    static func checkIntact(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0, status.st_size > 0 else { return }
        var configuration = SQLiteSetup.configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        let verdict = try queue.read { db in
            try String.fetchAll(db, sql: "PRAGMA quick_check")
        }
        guard verdict == ["ok"] else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: verdict.prefix(3).joined(separator: "; "))
        }
    }
}
