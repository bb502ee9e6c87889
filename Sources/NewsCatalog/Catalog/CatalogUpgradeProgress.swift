/// How far an upgrade of an existing catalog to this version's schema has come, for a line of
/// progress while a large catalog's full-text index is built again (about a minute for 4 million
/// articles) or its articles grouped into stories.
public struct CatalogUpgradeProgress: Sendable, Equatable {
    /// Called with each step's progress, on the thread opening the catalog.
    public typealias Report = @Sendable (CatalogUpgradeProgress) -> Void

    /// What an upgrade does with every article, each counted from none to all.
    public enum Work: Sendable, Equatable {
        /// Building the full-text index again.
        case searchIndex
        /// Grouping the articles into stories (v14).
        case stories
    }

    /// How many articles have been brought up to date.
    public let articlesDone: Int
    /// How many articles the catalog holds.
    public let articles: Int
    /// What is being done with them.
    public let work: Work

    /// Progress of `articlesDone` of `articles` in `work`.
    public init(articlesDone: Int, articles: Int, work: Work = .searchIndex) {
        self.articlesDone = articlesDone
        self.articles = articles
        self.work = work
    }
}
