/// The parameters of NewsAPI's `top-headlines` endpoint.
public struct HeadlinesQuery: Sendable, Hashable {
    /// A two-letter country code.
    public var country: String?
    /// One of the seven categories.
    public var category: NewsCategory?
    /// Source ids; NewsAPI refuses them together with country or category.
    public var sources: [String]
    /// Keywords or a phrase to look for.
    public var query: String?
    /// The page number, from 1.
    public var page: Int
    /// Items per page (NewsAPI: default 20, at most 100).
    public var pageSize: Int

    /// Creates a query; every filter is optional.
    public init(
        country: String? = nil,
        category: NewsCategory? = nil,
        sources: [String] = [],
        query: String? = nil,
        page: Int = 1,
        pageSize: Int = 20
    ) {
        self.country = country
        self.category = category
        self.sources = sources
        self.query = query
        self.page = page
        self.pageSize = pageSize
    }
}
