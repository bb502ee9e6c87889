import Foundation
import NewsModels
import NewsWeb

/// An article as `newsdesk export --format jsonl` writes it: what `--json` shows and what the
/// catalog keeps besides, so that importing the line gives the article back whole.
public struct ArticleBackup: Sendable {
    /// The article, with its story, story size, identity, enclosures and whether its page is kept.
    public var article: Article
    /// The category the catalog files it under.
    public var category: NewsCategory
    /// A data set's own story id (UCI's `STORY`), which the catalog keeps only to measure its grouping.
    public var datasetStory: String?
    /// What the catalog knows of the article's source; nil when the article names no source id.
    public var source: Source?
    /// A feed item's HTML, which the article view lays out.
    public var bodyHTML: String?
    /// The page reader mode kept, with its plain text; nil when none is kept.
    public var page: ReadPage?
    /// When reader mode kept the page.
    public var pageReadAt: Date?

    /// Creates a backup of `article` filed under `category`.
    public init(
        article: Article, category: NewsCategory, datasetStory: String? = nil, source: Source? = nil, bodyHTML: String? = nil,
        page: ReadPage? = nil, pageReadAt: Date? = nil
    ) {
        self.article = article
        self.category = category
        self.datasetStory = datasetStory
        self.source = source
        self.bodyHTML = bodyHTML
        self.page = page
        self.pageReadAt = pageReadAt
    }
}
