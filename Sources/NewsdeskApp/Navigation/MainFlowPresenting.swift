import NewsCore

/// What the main flow offers its screens: the places a list item leads to.
@MainActor
public protocol MainFlowPresenting: AnyObject {
    /// Shows one article.
    func showArticle(_ article: Article) async throws
    /// Shows a source's details and latest articles.
    func showSource(id: String) async throws
    /// Shows the top headlines of a category.
    func showHeadlines(in category: NewsCategory) async throws
    /// Opens an article's web address in a browser, or prints it where none can be opened.
    func browse(_ article: Article) async throws
    /// Notes that the account's country or categories changed, so home loads again when next shown.
    func accountDetailsChanged()
}
