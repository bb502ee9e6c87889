/// Each account's bookmarks, the articles it has read and its saved searches, behind one asynchronous interface.
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
    /// Records that `account` opened the article known as `id` (``Article/id``: its URL unless it
    /// has an identity of its own), now, again if it had before.
    func markOpened(_ id: String, account: String) async throws
    /// Records that `account` has read every article of `ids` (``Article/id``, `mark-read`), in one write.
    func markRead(_ ids: [String], account: String) async throws
    /// Removes `account`'s read mark of the article known as `id` (its ``Article/id``); false when
    /// it had none.
    func markUnread(_ id: String, account: String) async throws -> Bool
    /// The ``Article/id`` of every article `account` has opened or marked read, for leaving read
    /// articles out of a list.
    func readArticleIDs(account: String) async throws -> [String]
    /// Keeps `search` under its name for `account`; false when a search of that name exists (nothing changes).
    @discardableResult
    func saveSearch(_ search: SavedSearch, account: String) async throws -> Bool
    /// `account`'s saved searches, in the order they were saved.
    func savedSearches(account: String) async throws -> [SavedSearch]
    /// Remembers that `account` opened the saved search `name` when the catalog's newest article was `articleID`.
    func markSearchSeen(_ name: String, through articleID: Int64, account: String) async throws
    /// Gives `account`'s saved search `name` the name `newName`; false when there is none or the new name is taken.
    @discardableResult
    func renameSearch(_ name: String, to newName: String, account: String) async throws -> Bool
    /// Forgets `account`'s saved search `name`; false when there was none.
    @discardableResult
    func deleteSearch(_ name: String, account: String) async throws -> Bool
    /// Which of `keys` (``Article/id`` for read marks, URLs for bookmarks) `account` has opened and
    /// which it has bookmarked, for showing a list.
    func marks(for keys: [String], account: String) async throws -> ArticleMarks
}
