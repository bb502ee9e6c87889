/// How the `everything` endpoint orders what it finds.
public enum SearchSort: String, Sendable, Hashable, CaseIterable, Codable {
    /// Best matches first.
    case relevancy
    /// Most covered stories first.
    case popularity
    /// Newest first (NewsAPI's default).
    case publishedAt
}
