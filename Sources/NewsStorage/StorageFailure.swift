import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns storage errors into short plain-words reasons, never raw SQLite messages.
package enum StorageFailure {
    /// Less free space than this on a database's file system makes an I/O failure a full disk.
    static let nearlyFullBytes = 1 << 20

    /// A short reason for an error thrown while using the database at `path`: an I/O failure
    /// on a file system with (next to) no free space is said to be a full disk.
    ///
    /// SQLite reports a write that fails for want of space (`ENOSPC`) as `SQLITE_FULL` only inside
    /// the database file; growing its `-shm` or opening fails as a plain I/O error, and GRDB keeps
    /// no `errno`. So the file system is asked.
    package static func reason(for error: any Error, at path: String?) -> String {
        // The file system is asked only about a failure it may explain.
        let space = mayBeFullDisk(error) ? path.flatMap(availableBytes(besides:)) : nil
        return reason(for: error, availableBytes: space)
    }

    /// A short reason for an error, knowing the free space on the database's file system, if known.
    static func reason(for error: any Error, availableBytes: Int?) -> String {
        if mayBeFullDisk(error), let availableBytes, availableBytes < nearlyFullBytes {
            return reason(for: .SQLITE_FULL)
        }
        return reason(for: error)
    }

    /// Whether SQLite may report a full disk as this error: an I/O failure, or a file it could not make.
    private static func mayBeFullDisk(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_IOERR || error.resultCode == .SQLITE_CANTOPEN
    }

    /// The bytes an unprivileged writer may still use on the file system holding `path`'s directory.
    static func availableBytes(besides path: String) -> Int? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var status = statvfs()
        guard statvfs(directory, &status) == 0 else { return nil }
        let (bytes, overflow) = Int(status.f_bavail).multipliedReportingOverflow(by: Int(status.f_frsize))
        return overflow ? Int.max : bytes
    }

    /// A short reason for an error thrown while using a database.
    package static func reason(for error: any Error) -> String {
        if let refusal = error as? PrivateDatabaseFile.Refusal {
            return refusal.message
        }
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
