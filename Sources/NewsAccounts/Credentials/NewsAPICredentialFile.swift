import Foundation
import NewsStorage
import NewsWeb

/// The file that keeps the NewsAPI key between sessions: mode 0600 in a directory of mode 0700.
///
/// It is the one place a secret is written to disk. A write goes to a new file created with
/// mode 0600 (never a moment with looser rights) and is renamed over the old one, so a crash
/// leaves the old key or the new one, never half of either. A key file that other users can
/// read is refused, as ssh refuses such a private key: the key may already be known to them.
public struct NewsAPICredentialFile: Sendable {
    /// Where the key lives.
    public let path: String

    /// The file at `path`; nothing is touched until it is read or written.
    public init(path: String) {
        self.path = path
    }

    /// The kept key, or nil when none is kept.
    ///
    /// - Throws: ``CredentialFileError`` when the file cannot be read, others may read it, or
    ///   it does not hold a key.
    public func load() throws(CredentialFileError) -> NewsAPIKey? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw failure(errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CredentialFileError(path: path, reason: "it is not a regular file")
        }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw CredentialFileError(
                path: path,
                reason: "other users may read it (mode \(String(mode, radix: 8))); run 'chmod 600 \(path)' and sign in again"
            )
        }
        let contents: String
        do {
            contents = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CredentialFileError(path: path, reason: "it cannot be read as text")
        }
        do {
            return try NewsAPIKey(validating: contents)
        } catch {
            throw CredentialFileError(path: path, reason: "it does not hold a usable key (\(error.description))")
        }
    }

    /// Keeps a key, replacing any kept before; creates the directory (mode 0700) when missing.
    ///
    /// - Throws: ``CredentialFileError`` when the directory or the file cannot be written.
    public func save(_ key: NewsAPIKey) throws(CredentialFileError) {
        let directory = NewsdeskDirectories.parent(of: path)
        do {
            try NewsdeskDirectories.createDirectory(atPath: directory)
        } catch {
            throw CredentialFileError(path: path, reason: error.description)
        }
        // The directory is newsdesk's own: whatever made it looser, the key must not sit in it so.
        guard chmod(directory, 0o700) == 0 else { throw failure(errno) }
        let temporary = path + ".new"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(errno) }
        let bytes = Array((key.secret + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        let code = errno
        close(descriptor)
        guard written == bytes.count, synced else {
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    /// Forgets the kept key; forgetting when none is kept does nothing.
    ///
    /// - Throws: ``CredentialFileError`` when the file exists but cannot be removed.
    public func remove() throws(CredentialFileError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure(errno) }
    }

    private func failure(_ code: Int32) -> CredentialFileError {
        CredentialFileError(path: path, reason: String(cString: strerror(code)))
    }
}
