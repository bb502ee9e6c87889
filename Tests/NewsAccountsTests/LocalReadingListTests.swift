import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsAccounts

@Suite("Local reading list")
struct LocalReadingListTests {
    /// A fixed moment bookmarks are made at.
    static let bookmarkTime = Date(timeIntervalSince1970: 1_790_000_000)

    /// A reading list in memory whose clock always says ``bookmarkTime``.
    func readingList() throws -> LocalReadingList {
        try LocalAccountService.inMemory(hasher: .fastForTesting).readingList(now: { Self.bookmarkTime })
    }

    /// An article with every optional field set, or none of them.
    static func article(_ slug: String, complete: Bool = true) -> Article {
        Article(
            source: SourceReference(id: complete ? "alpha-news" : nil, name: "Alpha News"),
            author: complete ? "Ann Author" : nil,
            title: "Story \(slug)",
            description: complete ? "What \(slug) is about." : nil,
            url: "https://example.test/\(slug)",
            urlToImage: complete ? "https://example.test/\(slug).jpg" : nil,
            publishedAt: Date(timeIntervalSince1970: 1_780_000_000),
            content: complete ? "The text of \(slug)… [+120 chars]" : nil
        )
    }

    @Test func aBookmarkKeepsAFullCopyOfTheArticle() async throws {
        let list = try readingList()
        let complete = Self.article("complete")
        let bare = Self.article("bare", complete: false)
        #expect(try await list.bookmark(complete, account: "ann"))
        #expect(try await list.bookmark(bare, account: "ann"))
        let bookmarks = try await list.bookmarks(account: "ann")
        #expect(
            bookmarks == [
                Bookmark(article: bare, bookmarkedAt: Self.bookmarkTime),
                Bookmark(article: complete, bookmarkedAt: Self.bookmarkTime),
            ])
    }

    @Test func bookmarksComeNewestFirstEvenWithinOneSecond() async throws {
        let list = try readingList()
        for slug in ["a", "b", "c", "d"] {
            try await list.bookmark(Self.article(slug), account: "ann")
        }
        try await list.unbookmark(url: Self.article("b").url, account: "ann")
        try await list.bookmark(Self.article("b"), account: "ann")
        let titles = try await list.bookmarks(account: "ann").map(\.article.title)
        #expect(titles == ["Story b", "Story d", "Story c", "Story a"])
    }

    @Test func bookmarkingTwiceKeepsTheFirstCopyAndPlace() async throws {
        let list = try readingList()
        try await list.bookmark(Self.article("a"), account: "ann")
        try await list.bookmark(Self.article("b"), account: "ann")
        var changed = Self.article("a")
        changed.title = "A new headline"
        #expect(try await list.bookmark(changed, account: "ann") == false)
        #expect(try await list.bookmarks(account: "ann").map(\.article.title) == ["Story b", "Story a"])
    }

    @Test func unbookmarkRemovesOnlyThatBookmark() async throws {
        let list = try readingList()
        try await list.bookmark(Self.article("a"), account: "ann")
        try await list.bookmark(Self.article("b"), account: "ann")
        #expect(try await list.unbookmark(url: Self.article("a").url, account: "ann"))
        #expect(try await list.unbookmark(url: Self.article("a").url, account: "ann") == false)
        #expect(try await list.unbookmark(url: "https://example.test/never", account: "ann") == false)
        #expect(try await list.bookmarks(account: "ann").map(\.article.url) == [Self.article("b").url])
    }

    @Test func marksSayWhichOfTheAskedArticlesAreOpenedOrBookmarked() async throws {
        let list = try readingList()
        let urls = ["a", "b", "c", "d"].map { Self.article($0).url }
        try await list.markOpened(urls[0], account: "ann")
        try await list.markOpened(urls[0], account: "ann")
        try await list.markOpened(urls[1], account: "ann")
        try await list.bookmark(Self.article("b"), account: "ann")
        try await list.bookmark(Self.article("c"), account: "ann")
        try await list.markOpened("https://example.test/elsewhere", account: "ann")

        let marks = try await list.marks(for: urls, account: "ann")
        #expect(marks == ArticleMarks(opened: [urls[0], urls[1]], bookmarked: [urls[1], urls[2]]))
        #expect(marks.isOpened(urls[0]) && !marks.isBookmarked(urls[0]))
        #expect(!marks.isOpened(urls[3]) && !marks.isBookmarked(urls[3]))
        #expect(try await list.marks(for: [], account: "ann") == .none)
    }

    @Test func markUnreadRemovesOnlyThatAccountsMarkOfThatArticle() async throws {
        let list = try readingList()
        try await list.markOpened("feed:1#a", account: "ann")
        try await list.markRead(["feed:1#b"], account: "ann")
        try await list.markOpened("feed:1#a", account: "bob")

        #expect(try await list.markUnread("feed:1#a", account: "ann"))
        #expect(try await list.markUnread("feed:1#a", account: "ann") == false, "a second time finds no mark")
        #expect(try await list.readArticleIDs(account: "ann") == ["feed:1#b"])
        #expect(try await list.readArticleIDs(account: "bob") == ["feed:1#a"])
    }

    @Test func marksMatchAddressesExactlyWhateverTheyHold() async throws {
        let list = try readingList()
        let odd = ["https://example.test/it's \"quoted\"", "https://example.test/ünïcode?q=1&x=[2]", "https://example.test/%2F"]
        for url in odd {
            try await list.markOpened(url, account: "ann")
        }
        let many = odd + (0..<2000).map { "https://example.test/many/\($0)" }
        let marks = try await list.marks(for: many, account: "ann")
        #expect(marks.opened == Set(odd))
        #expect(try await list.marks(for: ["https://example.test/it's"], account: "ann") == .none)
    }

    @Test func eachAccountHasItsOwnList() async throws {
        let list = try readingList()
        let url = Self.article("a").url
        try await list.bookmark(Self.article("a"), account: "ann")
        try await list.markOpened(url, account: "ann")

        #expect(try await list.bookmarks(account: "bob").isEmpty)
        #expect(try await list.marks(for: [url], account: "bob") == .none)
        #expect(try await list.unbookmark(url: url, account: "bob") == false)
        #expect(try await list.bookmarks(account: "ann").count == 1)
        #expect(try await list.marks(for: [url], account: "ann") == ArticleMarks(opened: [url], bookmarked: [url]))
    }

    @Test func aLocalAccountAndANewsAPISessionOfTheSameNameDoNotShare() {
        let local = Session(username: "newsapi", kind: .local, startedAt: Self.bookmarkTime)
        let newsapi = Session(username: "newsapi", kind: .newsapi, startedAt: Self.bookmarkTime)
        #expect(local.accountKey == "newsapi")
        #expect(newsapi.accountKey == "newsapi:newsapi")
    }

    @Test func twoProcessesWritingAtOnceLoseNothing() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let first = try LocalAccountService.open(path: path, hasher: .fastForTesting).readingList
        let second = try LocalAccountService.open(path: path, hasher: .fastForTesting).readingList
        let count = 40
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, list) in [("first", first), ("second", second)] {
                group.addTask {
                    for index in 0..<count {
                        let article = Self.article("\(name)-\(index)")
                        try await list.bookmark(article, account: "ann")
                        try await list.markOpened(article.url, account: "ann")
                        try await list.markOpened(article.url, account: "bob")
                    }
                }
            }
            try await group.waitForAll()
        }
        let reopened = try LocalAccountService.open(path: path, hasher: .fastForTesting).readingList
        let bookmarks = try await reopened.bookmarks(account: "ann")
        let urls = ["first", "second"].flatMap { name in (0..<count).map { Self.article("\(name)-\($0)").url } }
        #expect(bookmarks.count == 2 * count)
        #expect(Set(bookmarks.map(\.article.url)) == Set(urls))
        #expect(try await reopened.marks(for: urls, account: "ann") == ArticleMarks(opened: Set(urls), bookmarked: Set(urls)))
        #expect(try await reopened.marks(for: urls, account: "bob") == ArticleMarks(opened: Set(urls)))
        for name in ["first", "second"] {
            let own = bookmarks.map(\.article.url).filter { $0.contains("/\(name)-") }
            #expect(own == (0..<count).reversed().map { Self.article("\(name)-\($0)").url }, "each writer's bookmarks stay in its order")
        }
    }

    @Test func anAccountsFileFromBeforeBookmarksGetsThemOnOpening() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let old = try DatabasePool(path: path)
        try AccountSchema.migrator.migrate(old, upTo: "v1: accounts, current session")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO accounts (username, password_hash, created_at) VALUES ('ann', 'x', 0)")
        }
        #expect(try await old.read { db in try db.tableExists("bookmarks") } == false)

        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        #expect(try await accounts.isUsernameAvailable("ann") == false)
        try await accounts.readingList.bookmark(Self.article("a"), account: "ann")
        #expect(try await accounts.readingList.bookmarks(account: "ann").count == 1)
    }

    @Test func marksSavedUnderEscapedURLsFollowTheCatalogsDecodedOnes() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let escaped = "https://example.test/story?a=1&amp;b=2"
        let decoded = "https://example.test/story?a=1&b=2"
        let both = "https://example.test/both?x=1&amp;y=2"
        do {
            let old = try DatabasePool(path: path)
            try AccountSchema.migrator.migrate(old, upTo: "v2: bookmarks, opened articles")
            try await old.write { db in
                try db.execute(sql: "INSERT INTO accounts (username, password_hash, created_at) VALUES ('ann', 'x', 0)")
                for url in [escaped, both, "https://example.test/both?x=1&y=2"] {
                    try db.execute(sql: "INSERT INTO opened_articles (account, url, opened_at) VALUES ('ann', ?, 0)", arguments: [url])
                }
                try db.execute(
                    sql: """
                        INSERT INTO bookmarks (account, url, position, bookmarked_at, source_name, title, published_at)
                        VALUES ('ann', ?, 1, 0, 'Alpha News', 'Story', 0)
                        """, arguments: [escaped])
            }
        }
        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        let marks = try await accounts.readingList.marks(for: [decoded, "https://example.test/both?x=1&y=2", escaped], account: "ann")
        #expect(marks.opened == [decoded, "https://example.test/both?x=1&y=2"])
        #expect(marks.bookmarked == [decoded])
        #expect(try await accounts.readingList.bookmarks(account: "ann").map(\.article.url) == [decoded])
    }

    @Test func aDamagedStoreFailsInPlainWords() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let list = try LocalAccountService.open(path: path, hasher: .fastForTesting).readingList
        let pool = try DatabasePool(path: path)
        try await pool.write { db in try db.execute(sql: "DROP TABLE bookmarks") }
        await #expect(throws: ReadingListError.self) {
            try await list.bookmarks(account: "ann")
        }
        #expect(ReadingListError.storage("the disk is full").description == "the bookmark store failed: the disk is full")
    }
}
