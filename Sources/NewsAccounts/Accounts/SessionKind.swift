/// Which news service a session browses.
public enum SessionKind: String, Sendable, Hashable, Codable {
    /// The local SQLite catalog, signed in with a newsdesk account.
    case local
    /// NewsAPI.org, signed in with an API key.
    case newsapi
}
