import NewsModels

/// The signed-in account's reading list, as the screens that list and show articles use it.
///
/// The main flow binds the reading list to the session's account once, so a screen can look up
/// marks, record an opened article and change bookmarks without knowing who is signed in or
/// where the list is kept.
struct ArticleMarking: Sendable {
    /// Where bookmarks and read marks are kept.
    private let readingList: any ReadingList
    /// The account they are kept under, a ``Session/accountKey``.
    private let account: String

    /// Binds `readingList` to `account`.
    init(readingList: any ReadingList, account: String) {
        self.readingList = readingList
        self.account = account
    }

    /// Which of `articles` were opened (by ``Article/id``) and which are bookmarked (by URL).
    func marks(for articles: [Article]) async throws -> ArticleMarks {
        var keys: [String] = []
        var seen = Set<String>()
        for article in articles {
            for key in [article.id, article.url] where seen.insert(key).inserted { keys.append(key) }
        }
        return try await readingList.marks(for: keys, account: account)
    }

    /// The articles of `articles` not opened yet, in their order.
    func unread(_ articles: [Article]) async throws -> [Article] {
        guard !articles.isEmpty else { return [] }
        let marks = try await marks(for: articles)
        return articles.filter { !marks.isOpened($0.id) }
    }

    /// Records that `article` was opened.
    func markOpened(_ article: Article) async throws {
        try await readingList.markOpened(article.id, account: account)
    }

    /// Removes the read mark of `article` (`mark-unread`); false when it had none.
    func markUnread(_ article: Article) async throws -> Bool {
        try await readingList.markUnread(article.id, account: account)
    }

    /// Records that every article of `articles` was read (`mark-read`).
    func markRead(_ articles: [Article]) async throws {
        try await readingList.markRead(articles.map(\.id), account: account)
    }

    /// Bookmarks `article`; false when it was bookmarked already.
    func bookmark(_ article: Article) async throws -> Bool {
        try await readingList.bookmark(article, account: account)
    }

    /// Removes the bookmark of `article`; false when it had none.
    func unbookmark(_ article: Article) async throws -> Bool {
        try await readingList.unbookmark(url: article.url, account: account)
    }

    /// The bookmarked articles, the newest bookmark first.
    func bookmarkedArticles() async throws -> [Article] {
        try await readingList.bookmarks(account: account).map(\.article)
    }
}
