/// Who reports a story: how many articles it has and their sources, the most prolific first.
public struct StoryCoverage: Sendable, Equatable {
    /// How many articles the story holds.
    public var articles: Int
    /// The names of the sources of its articles, each once, those with more of its articles first
    /// (then by name); of a large story, those of its first ``LocalCatalog/sourcesSampled`` articles.
    public var sources: [String]

    /// A story's coverage.
    public init(articles: Int, sources: [String]) {
        self.articles = articles
        self.sources = sources
    }
}
