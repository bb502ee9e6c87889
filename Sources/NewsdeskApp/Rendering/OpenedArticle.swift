import NewsCore

/// What the article screen shows: the article, and why it could not be marked as read, if it could not.
struct OpenedArticle: Sendable {
    /// The article.
    var article: Article
    /// Why recording the article as read failed, in plain words; nil when it was recorded.
    var unmarkedReason: String?
}
