import Foundation
import NewsModels
import Testing

@testable import NewsdeskApp

/// One entry per story, read from pages of articles the test serves and counts.
@MainActor
@Suite("StoryEntries: a list of articles as one entry per story")
struct StoryEntriesTests {
    /// Articles `a0`, `a1`… with the stories given (nil: none), newest first as a list serves them.
    static func articles(_ stories: [String?]) -> [Article] {
        stories.enumerated().map { index, story in
            var article = Article(
                source: SourceReference(id: nil, name: "Source \(index)"), title: "a\(index)", url: "https://example.com/\(index)",
                publishedAt: Date(timeIntervalSince1970: TimeInterval(1_000_000 - index)))
            article.story = story
            return article
        }
    }

    /// Serves `articles` `size` to a page and records which pages were asked for.
    final class Pages {
        let articles: [Article]
        let size: Int
        var asked: [Int] = []

        init(_ articles: [Article], size: Int) {
            self.articles = articles
            self.size = size
        }

        @MainActor func load(_ number: Int) -> Page<Article> {
            asked.append(number)
            return Page(slicing: articles, number: number, size: size)
        }
    }

    @Test("a story's later articles fold into its first; pages of entries read the articles' pages only as far as needed")
    func folding() async throws {
        // Six articles, three to a page: stories s, t, s, u, t, v.
        let pages = Pages(Self.articles(["s", "t", "s", "u", "t", "v"]), size: 3)
        let entries = StoryEntries { pages.load($0) }

        let first = try await entries.page(1)
        #expect(first.items.map(\.title) == ["a0", "a1", "a3"], "a2 is story s again")
        #expect(pages.asked == [1, 2], "two pages of articles fill one page of entries")
        #expect(first.hasNext)
        #expect(entries.counts == StoryEntries.Counts(articles: 6, stories: 4), "the articles ended: every story is known")

        let second = try await entries.page(2)
        #expect(second.items.map(\.title) == ["a5"])
        #expect(second.firstItemNumber == 4)
        #expect(!second.hasNext)
        #expect(second.totalResults == 4)
        #expect(pages.asked == [1, 2], "nothing read again")
    }

    @Test("before the end is read, the total is a bound: the articles not read yet each an entry")
    func boundBeforeTheEnd() async throws {
        let pages = Pages(Self.articles(["s", "s", "t", "u", "v", "w", "x", "y", "z"]), size: 2)
        let entries = StoryEntries { pages.load($0) }
        let first = try await entries.page(1)
        #expect(first.items.map(\.title) == ["a0", "a2"])
        #expect(pages.asked == [1, 2])
        #expect(entries.counts.stories == nil)
        #expect(first.totalResults == 3 + 5, "three entries known (a3 read too), five articles unread")
        #expect(first.pageCount == 4)
    }

    @Test("a list with no story on its first page is paged as the service sends it, one request a page")
    func passThrough() async throws {
        let pages = Pages(Self.articles([nil, nil, nil, nil, nil]), size: 2)
        let entries = StoryEntries { pages.load($0) }
        let first = try await entries.page(1)
        #expect(!entries.groups)
        #expect(first == Page(slicing: pages.articles, number: 1, size: 2))
        let third = try await entries.page(3)
        #expect(third.items.map(\.title) == ["a4"])
        #expect(pages.asked == [1, 3])
    }

    @Test("stories are read from the first articles only, as far as the limit: the list ends there")
    func readLimit() async throws {
        let pages = Pages(Self.articles(["s", "t", "u", "v", "w", "x", "y", "z"]), size: 2)
        let entries = StoryEntries(readLimit: 4) { pages.load($0) }
        let first = try await entries.page(1)
        #expect(first.hasNext)
        let second = try await entries.page(2)
        #expect(second.items.map(\.title) == ["a2", "a3"])
        #expect(!second.hasNext, "the limit is reached: no page of entries after it")
        #expect(entries.isCut)
        #expect(try await entries.page(3).items.isEmpty)
        #expect(pages.asked == [1, 2], "nothing past the limit is read")
    }

    @Test("an empty list is one empty page")
    func empty() async throws {
        let entries = StoryEntries { _ in Page(items: [], number: 1, size: 20, totalResults: 0) }
        let page = try await entries.page(1)
        #expect(page.items.isEmpty)
        #expect(!page.hasNext)
    }

    @Test("the header counts stories and articles once both are known, and says 'up to' before")
    func headerDetail() {
        let page = Page(items: Self.articles(["s"]), number: 1, size: 20, totalResults: 52)
        #expect(StoryCoverageText.pageDetail(page, counts: .init(articles: 61, stories: 52)) == "page 1 of 3, 52 stories, 61 articles")
        let bound = Page(items: Self.articles(["s"]), number: 2, size: 20, totalResults: 3_744)
        #expect(StoryCoverageText.pageDetail(bound, counts: .init(articles: 3_800, stories: nil)) == "page 2 of up to 188, 3,800 articles")
        let alone = Page(items: Self.articles(["s"]), number: 1, size: 20, totalResults: 1)
        #expect(StoryCoverageText.pageDetail(alone, counts: .init(articles: 2, stories: 1)) == "1 story, 2 articles")
        #expect(StoryCoverageText.pageDetail(alone, counts: .init(articles: 1, stories: 1)) == "1 article")
    }

    @Test("who else reports a story: its other articles, the most prolific sources first, at most eight named")
    func moreLine() {
        #expect(StoryCoverageText.more(.init(articles: 3, sources: ["Reuters", "BBC News"])) == "+3 more: Reuters, BBC News")
        let many = (1...9).map { "S\($0)" }
        #expect(StoryCoverageText.more(.init(articles: 1_200, sources: many)) == "+1,200 more: S1, S2, S3, S4, S5, S6, S7, S8…")
    }
}
