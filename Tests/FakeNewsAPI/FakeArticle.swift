/// One fictional article of the fake service, with the fields NewsAPI's answers carry.
public struct FakeArticle: Sendable, Equatable {
    /// The article's position in ``FakeCatalog/articles`` (0 is the newest); ties in time sort by it.
    public let index: Int
    /// The source that published it.
    public let source: FakeSource
    /// The byline, or nil.
    public let author: String?
    /// The headline.
    public let title: String
    /// The standfirst, or nil.
    public let description: String?
    /// The article's address; unique in the catalog.
    public let url: String
    /// A picture's address, or nil.
    public let urlToImage: String?
    /// The publication time exactly as written in answers (ISO 8601 UTC, some with milliseconds).
    public let publishedAt: String
    /// The publication time as seconds since 1970, for sorting and `from`/`to`.
    public let publishedSeconds: Double
    /// About 200 characters ending "… [+N chars]", or nil.
    public let content: String?
    /// The category the article is filed under for `top-headlines`.
    public let category: String
    /// A made-up popularity figure for `sortBy=popularity`.
    public let popularity: Int
    /// When set, an extra member NewsAPI does not document (`wordCount`), which clients must ignore.
    public let wordCount: Int?

    /// Creates an article.
    public init(
        index: Int, source: FakeSource, author: String?, title: String, description: String?,
        url: String, urlToImage: String?, publishedAt: String, publishedSeconds: Double,
        content: String?, category: String, popularity: Int, wordCount: Int?
    ) {
        self.index = index
        self.source = source
        self.author = author
        self.title = title
        self.description = description
        self.url = url
        self.urlToImage = urlToImage
        self.publishedAt = publishedAt
        self.publishedSeconds = publishedSeconds
        self.content = content
        self.category = category
        self.popularity = popularity
        self.wordCount = wordCount
    }

    /// The article as NewsAPI writes it in `articles`.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("source", .object([("id", .optional(source.id)), ("name", .string(source.name))])),
            ("author", .optional(author)),
            ("title", .string(title)),
            ("description", .optional(description)),
            ("url", .string(url)),
            ("urlToImage", .optional(urlToImage)),
            ("publishedAt", .string(publishedAt)),
            ("content", .optional(content)),
        ]
        if let wordCount {
            members.append(("wordCount", .integer(wordCount)))
        }
        return .object(members)
    }
}
