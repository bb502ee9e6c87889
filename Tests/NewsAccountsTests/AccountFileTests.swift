import Foundation
import GRDB
import NewsModels
import NewsStorage
import NewsdeskTestSupport
import Testing

@testable import NewsAccounts

@Suite("The accounts file: private, and never written once it is damaged")
struct AccountFileTests {
    /// A fresh directory with an accounts file holding one account, every connection to it closed.
    static func accountsFile() async throws -> (directory: URL, path: String) {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent("accounts.sqlite").path
        do {
            let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
            _ = try await accounts.signUp(username: "ann", password: "password1")
            // Enough bookmarks for the file to span many pages.
            for index in 1...200 {
                let article = Article(
                    source: SourceReference(id: "alpha-news", name: "Alpha News"), author: "Test Author",
                    title: "Bookmarked \(index)", url: "https://example.test/b\(index)",
                    publishedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3600),
                    content: String(repeating: "words ", count: 40))
                _ = try await accounts.readingList.bookmark(article, account: "ann")
            }
        }
        return (directory, path)
    }

    /// The permission bits of a file, nil when it does not exist.
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
    }

    @Test("a new accounts file and its -wal and -shm are readable by their owner alone")
    func newFilesArePrivate() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let previous = umask(0o022)
        defer { umask(previous) }

        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        _ = try await accounts.signUp(username: "ann", password: "password1")

        for file in [path, path + "-wal", path + "-shm"] {
            #expect(Self.mode(file) == 0o600, "\(file)")
        }
    }

    @Test("an accounts file left readable by all is tightened when opened")
    func existingFilesAreTightened() async throws {
        let (directory, path) = try await Self.accountsFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            #expect(chmod(file, 0o644) == 0)
        }

        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        #expect(try await accounts.isUsernameAvailable("ann") == false)

        for file in [path, path + "-wal", path + "-shm"] {
            #expect(Self.mode(file) == 0o600, "\(file)")
        }
    }

    @Test("an intact file opens whatever its -wal and -shm: kept, or gone", arguments: [true, false])
    func intactOpens(keepWAL: Bool) async throws {
        let (directory, path) = try await Self.accountsFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        if !keepWAL {
            try FileManager.default.removeItem(atPath: path + "-wal")
            try FileManager.default.removeItem(atPath: path + "-shm")
        }
        // Another shell holds it open meanwhile.
        let other = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        #expect(try await other.isUsernameAvailable("ann") == false)

        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)

        #expect(try await accounts.signIn(username: "ann", password: "password1").username == "ann")
        #expect(try await accounts.readingList.bookmarks(account: "ann").count == 200)
    }

    /// Ways a file gets damaged: bytes overwritten in its pages, or its end cut off.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case schemaPage, dataPages, truncated, zeroedTail
        var testDescription: String { rawValue }

        func apply(to bytes: [UInt8]) -> [UInt8] {
            var damaged = bytes
            switch self {
            case .schemaPage:
                // The rest of page 1, after the 100-byte header: the schema's own B-tree page.
                for index in 100..<min(4096, bytes.count) { damaged[index] = UInt8(truncatingIfNeeded: index &* 37) }
            case .dataPages:
                for index in stride(from: 4096, to: bytes.count, by: 97) { damaged[index] ^= 0xA5 }
            case .truncated:
                damaged = Array(bytes.prefix(bytes.count / 2))
            case .zeroedTail:
                for index in (bytes.count / 2)..<bytes.count { damaged[index] = 0 }
            }
            return damaged
        }
    }

    @Test("a damaged accounts file is called damaged before anything is written to it", arguments: Damage.allCases)
    func damagedIsNotWritten(damage: Damage) async throws {
        let (directory, path) = try await Self.accountsFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let damaged = damage.apply(to: try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")

        var failure: AccountError?
        do {
            let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
            _ = try await accounts.currentSession()
            _ = try await accounts.signIn(username: "ann", password: "password1")
        } catch let error as AccountError {
            failure = error
        }

        #expect(failure == .storage("the database file is damaged or is not a newsdesk database"))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == damaged, "not one byte written")
    }
}
