import GRDB
import GRDBSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A database file that holds secrets (password hashes, feed addresses with tokens in them):
/// readable by its owner alone, and checked before it is opened for writing.
///
/// SQLite makes a database's `-wal` and `-shm` files with the database file's own permissions, so
/// a main file made 0600 keeps all three private; files an older newsdesk made 0644 are tightened.
/// A symbolic link in any of the three places is refused: writing through it would put the data
/// wherever it points, with that file's permissions.
package enum PrivateDatabaseFile {
    /// Why a database file is not opened, in words.
    struct Refusal: Error, Equatable {
        /// The reason, naming the file.
        let message: String
    }

    /// The files SQLite keeps for the database at `path`.
    static func files(of path: String) -> [String] {
        [path, path + "-wal", path + "-shm"]
    }

    /// Creates the file at `path` empty with mode 0600 when it is missing (SQLite takes an empty
    /// file for a new database), and sets mode 0600 on it and its `-wal` and `-shm` when present.
    ///
    /// - Throws: ``Refusal`` when one of the files is a symbolic link or its mode cannot be set,
    ///   `DatabaseError` with `SQLITE_CANTOPEN` when the file cannot be made.
    package static func makePrivate(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw DatabaseError(resultCode: errno == ENOSPC ? .SQLITE_FULL : .SQLITE_CANTOPEN)
        }
        for file in files(of: path) {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw Refusal(message: "\(file) is a symbolic link, which newsdesk never writes through; put the file itself there")
            }
            guard (status.st_mode & S_IFMT) == S_IFREG, status.st_mode & 0o077 != 0 else { continue }
            // Set through a descriptor opened without following links, so the mode lands on this very file.
            let opened = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            let changed = opened >= 0 && fchmod(opened, 0o600) == 0
            let reason = changed ? "" : String(cString: strerror(errno))
            if opened >= 0 { close(opened) }
            guard changed else {
                throw Refusal(message: "\(file) can be read by others and its mode cannot be set to 0600 (\(reason))")
            }
        }
    }

    /// Reads the whole database at `path` on a read-only connection and throws when it is damaged,
    /// so that nothing is written to a damaged file (opening it for writing would first set the
    /// WAL mode, and a migration that took its lost tables for missing ones would create them).
    ///
    /// An empty or missing file is a new database and passes. A quick check reads every page,
    /// which for an accounts file of a few hundred kilobytes takes milliseconds. The connection is
    /// SQLite's own, not a GRDB queue: it lives for one statement, and every start pays for it.
    ///
    /// - Throws: `DatabaseError` with `SQLITE_CORRUPT` (or SQLite's own code, such as `SQLITE_NOTADB`).
    package static func checkIntact(_ path: String) throws {
        guard SQLiteSetup.fileSize(at: path) > 0 else { return }
        _ = SQLiteLibrary.isConfigured
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        let opened = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard opened == SQLITE_OK, let connection else {
            throw DatabaseError(resultCode: ResultCode(rawValue: opened))
        }
        sqlite3_busy_timeout(connection, Int32(SQLiteSetup.busyTimeout * 1000))
        // As every newsdesk connection does: a reader that closes last must leave the -wal file in place.
        SQLiteSetup.keepWALFile(true, connection: connection)
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        var code = sqlite3_prepare_v2(connection, "PRAGMA quick_check", -1, &statement, nil)
        var verdict: [String] = []
        while code == SQLITE_OK || code == SQLITE_ROW {
            code = sqlite3_step(statement)
            if code == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) {
                verdict.append(String(cString: text))
            }
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        guard verdict == ["ok"] else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: verdict.prefix(3).joined(separator: "; "))
        }
    }
}
