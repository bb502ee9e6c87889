import Foundation
import GRDB
import NewsdeskTestSupport
import Testing

@testable import NewsStorage

@Suite("The kept WAL file between sessions")
struct KeptWALFileTests {
    /// A migrator with one table of notes.
    private static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("notes") { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        }
        return migrator
    }()

    /// Opens the database at `path`, runs `body` on it and lets it go, as one newsdesk session does.
    ///
    /// Released, not `close()`d: GRDB's release closes the readers before the writer, as newsdesk's
    /// exit does, so the writer is the last connection and checkpoints.
    private static func session(_ path: String, _ body: (DatabasePool) throws -> Void = { _ in }) throws {
        try body(try SQLiteSetup.openPool(path: path, migrator: migrator))
    }

    private static func walSize(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path + "-wal")
        return try #require(attributes[.size] as? Int)
    }

    @Test("a session that wrote much leaves its frames; the next start empties the file at its close, and later starts keep a small one")
    func leftoverFramesAreDropped() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("notes.sqlite").path
        let body = String(repeating: "a note that takes room ", count: 40)
        try Self.session(path) { pool in
            try pool.write { db in
                for _ in 0..<400 { try db.execute(sql: "INSERT INTO notes (body) VALUES (?)", arguments: [body]) }
            }
        }
        // The writing session's frames stay: they were already copied in, but the next start reads them back.
        #expect(try Self.walSize(path) > SQLiteSetup.leftoverWALBytes)

        // A session that only reads: it found them left over, so its close empties the file (kept, not deleted).
        try Self.session(path) { pool in
            let count = try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notes") }
            #expect(count == 400)
        }
        #expect(try Self.walSize(path) == 0)

        // GRDB wants a WAL that is not empty and writes two frames at the next start; those stay, small.
        for _ in 0..<2 {
            try Self.session(path) { pool in
                let count = try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notes") }
                #expect(count == 400)
            }
            let size = try Self.walSize(path)
            #expect(size > 0 && size <= SQLiteSetup.leftoverWALBytes)
        }
    }
}
