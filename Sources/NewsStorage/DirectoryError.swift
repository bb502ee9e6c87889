/// Why newsdesk could not create one of its directories, in plain words.
public struct DirectoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The directory that could not be created.
    public var path: String
    /// What went wrong, for example "permission denied".
    public var reason: String

    /// Creates an error for a directory and a reason.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The message shown to the person.
    public var description: String {
        "cannot create the directory \(path): \(reason)"
    }
}
