/// A news source as NewsAPI's sources endpoint describes it.
public struct Source: Sendable, Hashable, Codable, Identifiable {
    /// The source's id (for example `ars-technica`).
    public var id: String
    /// The display name.
    public var name: String
    /// What the source covers, when known.
    public var description: String?
    /// The source's home page, when known.
    public var url: String?
    /// The source's main category, when known.
    public var category: NewsCategory?
    /// A two-letter language code, when known.
    public var language: String?
    /// A two-letter country code, when known.
    public var country: String?
    /// How many articles the service holds from this source, when it counts them.
    public var articleCount: Int?

    /// Creates a source.
    public init(
        id: String,
        name: String,
        description: String? = nil,
        url: String? = nil,
        category: NewsCategory? = nil,
        language: String? = nil,
        country: String? = nil,
        articleCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.url = url
        self.category = category
        self.language = language
        self.country = country
        self.articleCount = articleCount
    }
}
