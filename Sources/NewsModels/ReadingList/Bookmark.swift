import Foundation

/// A bookmarked article: a copy of the article as it was bookmarked, and when.
public struct Bookmark: Sendable, Hashable {
    /// The article, as it was when bookmarked.
    public var article: Article
    /// When the article was bookmarked.
    public var bookmarkedAt: Date

    /// Creates a bookmark.
    public init(article: Article, bookmarkedAt: Date) {
        self.article = article
        self.bookmarkedAt = bookmarkedAt
    }
}
