import NewsModels

/// Stories: the articles that report the same event as one, grouped as the catalog stores them.
public protocol ArticleStories: Sendable {
    /// Every article of `article`'s story, earliest first; `article` alone when it is the story's
    /// only one, or the catalog does not hold it (a NewsAPI answer not kept).
    func storyArticles(of article: Article) async throws -> [Article]
}
