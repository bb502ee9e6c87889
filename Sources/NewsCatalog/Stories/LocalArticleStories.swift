import NewsModels

/// The stories the local catalog groups, whatever service a session browses.
public struct LocalArticleStories: ArticleStories {
    private let catalog: @Sendable () async throws -> LocalCatalog

    /// The stories of the catalog `catalog` opens (on first use).
    public init(catalog: @escaping @Sendable () async throws -> LocalCatalog) {
        self.catalog = catalog
    }

    /// The story's articles, from the catalog.
    public func storyArticles(of article: Article) async throws -> [Article] {
        try await catalog().storyArticles(of: article)
    }

    /// The stories' coverage, from the catalog.
    public func coverage(ofStories stories: [String], leavingOut articles: [Article]) async throws -> [String: StoryCoverage] {
        try await catalog().coverage(ofStories: stories, leavingOut: articles)
    }

    /// The list's next entries, from the catalog.
    public func batch(of list: StoryList, _ request: StoryBatch.Request) async throws -> StoryBatch {
        try await catalog().storyBatch(of: list, request)
    }
}
