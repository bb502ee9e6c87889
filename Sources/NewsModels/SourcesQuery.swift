/// The filters of NewsAPI's `top-headlines/sources` endpoint.
public struct SourcesQuery: Sendable, Hashable {
    /// Only sources of this category.
    public var category: NewsCategory?
    /// Only sources in this two-letter language.
    public var language: String?
    /// Only sources from this two-letter country.
    public var country: String?

    /// Creates a filter; every part is optional.
    public init(category: NewsCategory? = nil, language: String? = nil, country: String? = nil) {
        self.category = category
        self.language = language
        self.country = country
    }
}
