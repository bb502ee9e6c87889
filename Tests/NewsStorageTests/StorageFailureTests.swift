import Foundation
import GRDB
import NewsdeskTestSupport
import Testing

@testable import NewsStorage

@Suite("Storage failures in plain words")
struct StorageFailureTests {
    @Test("an I/O failure on a file system with no space left is a full disk, in plain words")
    func fullDisk() throws {
        let shm = DatabaseError(resultCode: .SQLITE_IOERR_SHMSIZE)
        #expect(StorageFailure.reason(for: shm, availableBytes: 0) == "the disk is full")
        #expect(StorageFailure.reason(for: DatabaseError(resultCode: .SQLITE_CANTOPEN), availableBytes: 4096) == "the disk is full")
        #expect(StorageFailure.reason(for: DatabaseError(resultCode: .SQLITE_FULL), availableBytes: nil) == "the disk is full")
        #expect(StorageFailure.reason(for: shm, availableBytes: 1 << 30) == "the database file could not be read or written")
        #expect(StorageFailure.reason(for: shm, availableBytes: nil) == "the database file could not be read or written")
        #expect(
            StorageFailure.reason(for: DatabaseError(resultCode: .SQLITE_CORRUPT), availableBytes: 0)
                == "the database file is damaged or is not a newsdesk database")
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let free = try #require(StorageFailure.availableBytes(besides: directory.appendingPathComponent("accounts.sqlite").path))
        #expect(free > 0)
    }
}
