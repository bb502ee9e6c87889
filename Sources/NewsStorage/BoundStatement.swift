import GRDB
import GRDBSQLite

/// One prepared SQLite statement run many times with values bound directly through SQLite's C
/// interface.
///
/// GRDB's `StatementArguments` box every value into a `DatabaseValue`; over hundreds of
/// thousands of rows that boxing took a large share of an import's time. A bound statement lives
/// only inside one write call on the connection that prepared it.
package struct BoundStatement: ~Copyable {
    private let statement: OpaquePointer
    private let connection: OpaquePointer

    /// Prepares `sql` on the connection of `db`.
    package init(_ sql: String, in db: Database) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
        }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        self.statement = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds text (nil binds NULL) to the parameter at `index`, counted from 1.
    package func bind(_ index: Int32, _ text: String?) {
        guard var text else {
            sqlite3_bind_null(statement, index)
            return
        }
        text.withUTF8 { bytes in
            // SQLITE_TRANSIENT: SQLite copies the bytes, which live only inside this closure.
            _ = sqlite3_bind_text(
                statement, index, bytes.baseAddress, Int32(bytes.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }

    /// Binds UTF-8 text that stays where it is until the statement has run, without copying it; an
    /// empty buffer binds empty text or NULL, which the full-text index treats alike.
    package func bind(_ index: Int32, utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // SQLITE_STATIC (nil): SQLite reads the bytes in place, so the caller keeps them until the step.
        _ = sqlite3_bind_text(
            statement, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil)
    }

    /// Binds an integer (nil binds NULL) to the parameter at `index`, counted from 1.
    package func bind(_ index: Int32, _ number: Int64?) {
        guard let number else {
            sqlite3_bind_null(statement, index)
            return
        }
        sqlite3_bind_int64(statement, index, number)
    }

    /// Runs the statement with the values bound, then makes it ready for the next ones; returns
    /// how many rows it changed.
    package func run() throws -> Int {
        _ = try step(expectingRows: false)
        return Int(sqlite3_changes(connection))
    }

    /// Runs a query with the values bound, then makes it ready for the next ones; returns whether
    /// it gave a row.
    package func hasRow() throws -> Bool {
        try step(expectingRows: true)
    }

    private func step(expectingRows: Bool) throws -> Bool {
        let code = sqlite3_step(statement)
        defer { sqlite3_reset(statement) }
        if code == SQLITE_DONE || (expectingRows && code == SQLITE_ROW) {
            return code == SQLITE_ROW
        }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
    }
}
