/// Which articles of a list an account has opened (by ``Article/id``) and which it has bookmarked (by URL).
public struct ArticleMarks: Sendable, Hashable {
    /// The ``Article/id``s of the opened articles.
    public var opened: Set<String>
    /// The URLs of the bookmarked articles.
    public var bookmarked: Set<String>

    /// Creates marks from the opened and the bookmarked URLs.
    public init(opened: Set<String> = [], bookmarked: Set<String> = []) {
        self.opened = opened
        self.bookmarked = bookmarked
    }

    /// No article marked.
    public static let none = ArticleMarks()

    /// Whether the article known as `id` (``Article/id``) was opened.
    public func isOpened(_ id: String) -> Bool {
        opened.contains(id)
    }

    /// Whether the article at `url` is bookmarked.
    public func isBookmarked(_ url: String) -> Bool {
        bookmarked.contains(url)
    }
}
