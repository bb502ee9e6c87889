import NewsModels

/// An article as the local catalog stores it: the NewsAPI fields plus what the catalog indexes.
public struct CatalogRecord: Sendable, Hashable {
    /// The article itself.
    public var article: Article
    /// The category the article is filed under.
    public var category: NewsCategory
    /// An id shared by articles covering the same story, when the data set has one.
    public var story: String?

    /// Creates a record.
    public init(article: Article, category: NewsCategory, story: String? = nil) {
        self.article = article
        self.category = category
        self.story = story
    }

    /// The id of the article's source, an empty one taken as none: what the catalog files it under.
    var sourceID: String? {
        guard let id = article.source.id, !id.isEmpty else { return nil }
        return id
    }
}
