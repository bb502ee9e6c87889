/// How far an upgrade of an existing catalog to this version's schema has come, for a line of
/// progress while a large catalog's full-text index is built again (about a minute for 4 million
/// articles).
public struct CatalogUpgradeProgress: Sendable, Equatable {
    /// Called with each step's progress, on the thread opening the catalog.
    public typealias Report = @Sendable (CatalogUpgradeProgress) -> Void

    /// How many articles have been brought up to date.
    public let articlesDone: Int
    /// How many articles the catalog holds.
    public let articles: Int

    /// Progress of `articlesDone` of `articles`.
    public init(articlesDone: Int, articles: Int) {
        self.articlesDone = articlesDone
        self.articles = articles
    }
}
