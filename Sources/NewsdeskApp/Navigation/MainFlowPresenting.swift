import NewsModels

/// What the main flow offers its screens: the places a list item leads to.
@MainActor
public protocol MainFlowPresenting: AnyObject {
    /// Shows one article of `list`, whose `next` and `prev` step through that list (none without
    /// one); `replacing` shows it in the place of the article on top, so `back` returns to the list.
    func showArticle(_ article: Article, of list: (any ArticleSequence)?, replacing: Bool) async throws
    /// Shows a source's details and latest articles.
    func showSource(id: String) async throws
    /// Shows the top headlines of a category.
    func showHeadlines(in category: NewsCategory) async throws
    /// Opens an article's web address in a browser, or prints it where none can be opened.
    func browse(_ article: Article) async throws
    /// Opens one of an article's links (`link N`) in a browser, or prints it where none can be opened.
    func browse(link: String) async throws
    /// Notes that the account's country or categories changed, so home loads again when next shown.
    func accountDetailsChanged()
}

extension MainFlowPresenting {
    /// Shows one article, opened on its own: `next` and `prev` have no list to step through.
    public func showArticle(_ article: Article) async throws {
        try await showArticle(article, of: nil, replacing: false)
    }
}
