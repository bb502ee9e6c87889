import NewsModels

/// The list an article was opened from, which the article's screen steps through with `next` and
/// `prev`, as newsboat's article view does.
@MainActor
public protocol ArticleSequence: AnyObject, Sendable {
    /// The article `step` places from `article` on the list (1 the next, -1 the previous), nil
    /// past the list's first or last; a list of pages loads the page it is on, so `back` shows it.
    func article(_ step: Int, from article: Article) async throws -> Article?
    /// The first article after `article` on the list (from the top of the page on display when
    /// nil) that `unread` keeps, looking at most `limit` articles ahead; nil when there is none.
    /// A list of pages moves to the page the article is on, as ``article(_:from:)`` does.
    func nextUnread(after article: Article?, limit: Int, unread: ([Article]) async throws -> [Article]) async throws -> Article?
}
