import Foundation
import NewsAccounts
import NewsWeb
import Testing

@Suite("NewsAPI credentials file")
struct NewsAPICredentialFileTests {
    static let secret = "0123456789abcdef0123456789abcdef"

    /// A fresh directory under the system's temporary directory, removed by the caller.
    static func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "newsdesk-credentials-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode & 0o777
    }

    @Test("a saved key lives in a 0600 file inside a 0700 directory, and reads back")
    func saveAndLoad() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = NewsAPICredentialFile(path: root + "/credentials/newsapi-key")

        #expect(try file.load() == nil, "no key kept yet")
        try file.save(try NewsAPIKey(validating: Self.secret))

        #expect(Self.mode(root + "/credentials/newsapi-key") == 0o600)
        #expect(Self.mode(root + "/credentials") == 0o700)
        #expect(try file.load()?.secret == Self.secret)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/credentials")
        #expect(leftovers == ["newsapi-key"], "no temporary file is left behind")
    }

    @Test("a credentials directory that others may enter is closed to them when the key is saved")
    func tightensDirectory() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let directory = root + "/credentials"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        chmod(directory, 0o755)

        try NewsAPICredentialFile(path: directory + "/newsapi-key").save(try NewsAPIKey(validating: Self.secret))
        #expect(Self.mode(directory) == 0o700)
    }

    @Test("a key file others may read is refused, with the chmod that fixes it")
    func refusesLooseFile() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/newsapi-key"
        let file = NewsAPICredentialFile(path: path)
        try file.save(try NewsAPIKey(validating: Self.secret))
        chmod(path, 0o644)

        let error = #expect(throws: CredentialFileError.self) { try file.load() }
        #expect(error?.description.contains("chmod 600") == true)
        #expect(error?.description.contains(Self.secret) == false)
    }

    @Test("a file that holds no key is an error in plain words, never the file's text")
    func refusesGarbage() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/newsapi-key"
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        _ = "two words\u{1B}[31m".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)

        let error = #expect(throws: CredentialFileError.self) { try NewsAPICredentialFile(path: path).load() }
        #expect(error?.description.contains("does not hold a usable key") == true)
        #expect(error?.description.contains("\u{1B}") == false)
    }

    @Test("remove forgets the key, and removing twice is fine")
    func removeTwice() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = NewsAPICredentialFile(path: root + "/newsapi-key")
        try file.save(try NewsAPIKey(validating: Self.secret))

        try file.remove()
        try file.remove()
        #expect(try file.load() == nil)
    }
}
