import Foundation
import NewsModels

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
    /// Every `markRead` call's URLs, in order.
    public private(set) var markReadLog: [[String]] = []
    /// Each account's saved searches, oldest first.
    private var searches: [String: [SavedSearch]] = [:]

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

    /// Records every URL as read.
    public func markRead(_ urls: [String], account: String) async throws {
        if let failure { throw failure }
        markReadLog.append(urls)
        opened[account, default: []].formUnion(urls)
    }

    /// Removes the read mark; false when there was none.
    @discardableResult
    public func markUnread(_ id: String, account: String) async throws -> Bool {
        if let failure { throw failure }
        return opened[account, default: []].remove(id) != nil
    }

    /// Every URL opened or marked read, sorted.
    public func readArticleIDs(account: String) async throws -> [String] {
        if let failure { throw failure }
        return opened[account, default: []].sorted()
    }

    /// Keeps the search when its name is free.
    @discardableResult
    public func saveSearch(_ search: SavedSearch, account: String) async throws -> Bool {
        if let failure { throw failure }
        guard !(searches[account] ?? []).contains(where: { $0.name == search.name }) else { return false }
        searches[account, default: []].append(search)
        return true
    }

    /// The saved searches, oldest first.
    public func savedSearches(account: String) async throws -> [SavedSearch] {
        if let failure { throw failure }
        return searches[account] ?? []
    }

    /// Moves the search's mark on.
    public func markSearchSeen(_ name: String, through articleID: Int64, account: String) async throws {
        if let failure { throw failure }
        guard let index = searches[account]?.firstIndex(where: { $0.name == name }) else { return }
        searches[account]?[index].seenThrough = max(searches[account]?[index].seenThrough ?? 0, articleID)
    }

    /// Renames the search when the new name is free.
    @discardableResult
    public func renameSearch(_ name: String, to newName: String, account: String) async throws -> Bool {
        if let failure { throw failure }
        guard let index = searches[account]?.firstIndex(where: { $0.name == name }),
            !(searches[account] ?? []).contains(where: { $0.name == newName })
        else { return false }
        searches[account]?[index].name = newName
        return true
    }

    /// Forgets the search.
    @discardableResult
    public func deleteSearch(_ name: String, account: String) async throws -> Bool {
        if let failure { throw failure }
        let before = searches[account]?.count ?? 0
        searches[account]?.removeAll { $0.name == name }
        return (searches[account]?.count ?? 0) < before
    }

    /// The marks of `urls`, recording the request.
    public func marks(for urls: [String], account: String) async throws -> ArticleMarks {
        marksRequests.append(urls)
        if let failure { throw failure }
        let bookmarked = Set((saved[account] ?? []).map(\.article.url))
        return ArticleMarks(opened: opened[account, default: []].intersection(urls), bookmarked: bookmarked.intersection(urls))
    }
}
