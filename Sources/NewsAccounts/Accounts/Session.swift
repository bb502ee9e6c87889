import Foundation

/// Who is signed in, to which service; it lasts until logout.
public struct Session: Sendable, Hashable, Codable {
    /// The signed-in account's name.
    public var username: String
    /// The service this session browses.
    public var kind: SessionKind
    /// When the session began.
    public var startedAt: Date

    /// The name the session's own data (bookmarks, read marks) is kept under.
    ///
    /// A local account's username, or `newsapi:NAME` for a NewsAPI session, so a local account
    /// that happens to be called `newsapi` never shares a reading list with NewsAPI browsing.
    public var accountKey: String {
        switch kind {
        case .local: username
        case .newsapi: "\(kind.rawValue):\(username)"
        }
    }

    /// Creates a session.
    public init(username: String, kind: SessionKind, startedAt: Date) {
        self.username = username
        self.kind = kind
        self.startedAt = startedAt
    }
}
