/// Why the NewsAPI key file could not be read, written or removed, in plain words.
public struct CredentialFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key file.
    public var path: String
    /// What went wrong, for example "permission denied".
    public var reason: String

    /// Creates an error for the key file and a reason.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message shown to the person.
    public var description: String {
        "the NewsAPI key file \(path): \(reason)"
    }
}
