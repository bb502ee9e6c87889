import Foundation
import GRDB
import NewsAccounts
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The catalog and the accounts: their owner's files alone, never written through a link")
struct PrivateFileTests {
    private static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
    }

    @Test("a new catalog and its -wal and -shm are made 0600; an existing one readable by others is brought to 0600")
    func catalogModes() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let previous = umask(0o022)
        defer { umask(previous) }
        do {
            let catalog = try LocalCatalog.open(path: path)
            _ = try await catalog.subscribe(SubscriptionEntry(url: "https://feed.example/rss?token=secret"))
            for file in [path, path + "-wal", path + "-shm"] {
                #expect(Self.mode(file) == 0o600, "\(file)")
            }
        }
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            #expect(chmod(file, 0o644) == 0)
        }
        let again = try LocalCatalog.open(path: path)
        #expect(try await again.subscriptions().count == 1)
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            #expect(Self.mode(file) == 0o600, "\(file)")
        }
    }

    @Test(
        "a catalog or accounts file, or its -wal, that is a symbolic link is refused in words and nothing is written where it points",
        arguments: ["catalog.sqlite", "accounts.sqlite", "catalog.sqlite-wal"])
    func symbolicLinks(_ name: String) async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
        let database = directory.appendingPathComponent(name.replacingOccurrences(of: "-wal", with: "")).path
        let message: String
        do {
            if name.hasPrefix("accounts") {
                _ = try LocalAccountService.open(path: database, hasher: .fastForTesting)
            } else {
                _ = try LocalCatalog.open(path: database)
            }
            Issue.record("the link was written through")
            return
        } catch let error as CatalogError {
            message = "\(error)"
        } catch let error as AccountError {
            message = "\(error)"
        }
        #expect(message.contains("is a symbolic link"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
