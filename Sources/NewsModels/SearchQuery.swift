import Foundation

/// The parameters of NewsAPI's `everything` endpoint.
public struct SearchQuery: Sendable, Hashable {
    /// The search expression (phrases in quotes, `+must`, `-mustnot`, AND/OR/NOT).
    public var query: String
    /// Source ids to search in (at most 20).
    public var sources: [String]
    /// Only articles published at or after this moment.
    public var from: Date?
    /// Only articles published at or before this moment.
    public var to: Date?
    /// A two-letter language code.
    public var language: String?
    /// The order of the results.
    public var sortBy: SearchSort
    /// The page number, from 1.
    public var page: Int
    /// Items per page (at most 100).
    public var pageSize: Int

    /// Creates a search; only the expression is required.
    public init(
        query: String,
        sources: [String] = [],
        from: Date? = nil,
        to: Date? = nil,
        language: String? = nil,
        sortBy: SearchSort = .publishedAt,
        page: Int = 1,
        pageSize: Int = 20
    ) {
        self.query = query
        self.sources = sources
        self.from = from
        self.to = to
        self.language = language
        self.sortBy = sortBy
        self.page = page
        self.pageSize = pageSize
    }
}
