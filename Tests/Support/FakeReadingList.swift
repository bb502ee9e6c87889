import Foundation
import NewsCore

/// Bookmarks and read marks in memory, for flow tests; records every look-up of marks.
public actor FakeReadingList: ReadingList {
    /// Each account's bookmarks, oldest first.
    private var saved: [String: [Bookmark]] = [:]
    /// Each account's opened URLs.
    private var opened: [String: Set<String>] = [:]
    /// The error every call throws, when set.
    private var failure: (any Error)?
    /// Every `marks(for:account:)` call: the URLs asked about, in order.
    public private(set) var marksRequests: [[String]] = []
    /// Every URL recorded as opened, in order, with repeats.
    public private(set) var openedLog: [String] = []

    /// Creates an empty reading list.
    public init() {}

    /// Makes every later call fail with `error` (nil to succeed again).
    public func setFailure(_ error: (any Error)?) {
        failure = error
    }

    /// Adds the bookmark when it is new.
    @discardableResult
    public func bookmark(_ article: Article, account: String) async throws -> Bool {
        if let failure { throw failure }
        guard !(saved[account] ?? []).contains(where: { $0.article.url == article.url }) else { return false }
        saved[account, default: []].append(Bookmark(article: article, bookmarkedAt: Date(timeIntervalSince1970: 1_790_000_000)))
        return true
    }

    /// Removes the bookmark, if any.
    @discardableResult
    public func unbookmark(url: String, account: String) async throws -> Bool {
        if let failure { throw failure }
        let before = saved[account]?.count ?? 0
        saved[account]?.removeAll { $0.article.url == url }
        return (saved[account]?.count ?? 0) < before
    }

    /// The bookmarks, newest first.
    public func bookmarks(account: String) async throws -> [Bookmark] {
        if let failure { throw failure }
        return (saved[account] ?? []).reversed()
    }

    /// Records the URL as opened.
    public func markOpened(_ url: String, account: String) async throws {
        if let failure { throw failure }
        openedLog.append(url)
        opened[account, default: []].insert(url)
    }

    /// The marks of `urls`, recording the request.
    public func marks(for urls: [String], account: String) async throws -> ArticleMarks {
        marksRequests.append(urls)
        if let failure { throw failure }
        let bookmarked = Set((saved[account] ?? []).map(\.article.url))
        return ArticleMarks(opened: opened[account, default: []].intersection(urls), bookmarked: bookmarked.intersection(urls))
    }
}
