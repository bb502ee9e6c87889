import NewsModels
import NewsWeb

/// What the article screen shows: the article, the text of the HTML its feed brought, and why it
/// could not be marked as read, if it could not.
struct OpenedArticle: Sendable {
    /// The article.
    var article: Article
    /// The text of the article's HTML (a feed's item), laid out in blocks; nil for other news.
    var body: ArticleText?
    /// Why recording the article as read failed, in plain words; nil when it was recorded.
    var unmarkedReason: String?
}
