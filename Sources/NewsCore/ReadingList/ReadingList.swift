/// Each account's bookmarks and the articles it has opened, behind one asynchronous interface.
///
/// An account is named by a key such as ``Session/accountKey``. Bookmarks keep a full copy of
/// the article, since an article from NewsAPI may never reach the local catalog.
public protocol ReadingList: Sendable {
    /// Bookmarks `article` for `account`; returns false when it was bookmarked already (nothing changes).
    @discardableResult
    func bookmark(_ article: Article, account: String) async throws -> Bool
    /// Removes `account`'s bookmark of the article at `url`; returns false when there was none.
    @discardableResult
    func unbookmark(url: String, account: String) async throws -> Bool
    /// `account`'s bookmarks, the newest bookmark first.
    func bookmarks(account: String) async throws -> [Bookmark]
    /// Records that `account` opened the article at `url` (now, again if it had before).
    func markOpened(_ url: String, account: String) async throws
    /// Which of `urls` `account` has opened and which it has bookmarked, for showing a list.
    func marks(for urls: [String], account: String) async throws -> ArticleMarks
}
