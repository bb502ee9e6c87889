import GRDB

/// Turns storage errors into short plain-words reasons, never raw SQLite messages.
enum StorageFailure {
    /// A short reason for an error thrown while using a database.
    static func reason(for error: any Error) -> String {
        if let error = error as? DatabaseError {
            return reason(for: error.resultCode)
        }
        if error is RowDecodingError {
            return "the database holds data newsdesk does not understand"
        }
        return "an unexpected error happened"
    }

    /// A short reason for an SQLite result code.
    static func reason(for code: ResultCode) -> String {
        switch code {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            "the database is busy in another newsdesk; try again"
        case .SQLITE_READONLY, .SQLITE_PERM:
            "the database file cannot be written"
        case .SQLITE_CANTOPEN:
            "the database file cannot be opened"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            "the database file is damaged or is not a newsdesk database"
        case .SQLITE_FULL:
            "the disk is full"
        case .SQLITE_IOERR:
            "the database file could not be read or written"
        case .SQLITE_NOMEM:
            "out of memory"
        case .SQLITE_CONSTRAINT:
            "the data breaks a database rule"
        default:
            "unexpected database error (code \(code.rawValue))"
        }
    }
}
