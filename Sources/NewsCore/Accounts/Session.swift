import Foundation

/// Who is signed in, to which service; it lasts until logout.
public struct Session: Sendable, Hashable, Codable {
    /// The signed-in account's name.
    public var username: String
    /// The service this session browses.
    public var kind: SessionKind
    /// When the session began.
    public var startedAt: Date

    /// Creates a session.
    public init(username: String, kind: SessionKind, startedAt: Date) {
        self.username = username
        self.kind = kind
        self.startedAt = startedAt
    }
}
