import Foundation
import NewsCatalog
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

    /// Serves `articles` as many to a page as asked, and records which pages of which size were asked for.
    final class Pages {
        let articles: [Article]
        var asked: [String] = []

        init(_ articles: [Article]) {
            self.articles = articles
        }

        @MainActor func load(_ number: Int, _ size: Int) -> Page<Article> {
            asked.append("\(number)x\(size)")
            return Page(slicing: articles, number: number, size: size)
        }
    }

    @Test("a story's later articles fold into its first; pages of entries read batches of articles only as far as needed")
    func folding() async throws {
        // Stories s, t, s, u, t, v, w, x, y; entries of one to a page, so batches of two articles.
        let pages = Pages(Self.articles(["s", "t", "s", "u", "t", "v", "w", "x", "y"]))
        let entries = StoryEntries(pageSize: 1) { pages.load($0, $1) }

        let first = try await entries.page(1)
        #expect(first.items.map(\.title) == ["a0"])
        #expect(pages.asked == ["1x2"], "one batch of two articles: two pages of entries")
        #expect(first.hasNext)
        #expect(first.totalResults == 2 + 7, "two entries known (s, t), seven articles not read yet")
        #expect(entries.counts == StoryEntries.Counts(articles: 9, stories: nil))

        let third = try await entries.page(3)
        #expect(third.items.map(\.title) == ["a3"], "a2 folded into s")
        #expect(pages.asked == ["1x2", "2x2"])
        #expect(try await entries.page(2).items.map(\.title) == ["a1"])
        #expect(pages.asked == ["1x2", "2x2"], "a page read already is not read again")

        let seventh = try await entries.page(7)
        #expect(seventh.items.map(\.title) == ["a8"], "a4 folded into t")
        #expect(pages.asked == ["1x2", "2x2", "3x2", "4x2", "5x2"])
        #expect(!seventh.hasNext)
        #expect(entries.counts == StoryEntries.Counts(articles: 9, stories: 7), "the articles ended: every story is known")
        #expect(seventh.totalResults == 7)
    }

    @Test("stories are read from the first articles only, as far as the limit: the list ends there")
    func readLimit() async throws {
        let pages = Pages(Self.articles(["s", "t", "u", "v", "w", "x", "y", "z", "q", "r", "p", "o"]))
        let entries = StoryEntries(pageSize: 1, readLimit: 10) { pages.load($0, $1) }
        #expect(try await entries.page(10).items.map(\.title) == ["a9"])
        #expect(entries.isCut)
        #expect(try await !entries.page(10).hasNext, "the limit is reached: no page of entries after it")
        #expect(try await entries.page(11).items.isEmpty)
        #expect(pages.asked == ["1x2", "2x2", "3x2", "4x2", "5x2"], "nothing past the limit is read")
    }

    @Test("articles with no story are each an entry")
    func noStories() async throws {
        let pages = Pages(Self.articles([nil, nil, nil]))
        let entries = StoryEntries(pageSize: 2) { pages.load($0, $1) }
        let first = try await entries.page(1)
        #expect(first.items.map(\.title) == ["a0", "a1"])
        #expect(entries.counts == StoryEntries.Counts(articles: 3, stories: 3))
        #expect(try await entries.page(2).items.map(\.title) == ["a2"])
    }

    @Test("a batch is two pages of entries, within the largest page a service serves (100)")
    func batchSize() {
        #expect(StoryEntries.batchSize(forPageSize: 20) == 40)
        #expect(StoryEntries.batchSize(forPageSize: 65) == 100)
        #expect(StoryEntries.batchSize(forPageSize: 100) == 100)
        #expect(StoryEntries.batchSize(forPageSize: 3) == 6)
    }

    /// A list's holder that reads its own articles as stories, recording what each batch was asked.
    final class Batches {
        let articles: [Article]
        var asked: [StoryBatch.Request] = []

        init(_ articles: [Article]) {
            self.articles = articles
        }

        @MainActor func load(_ request: StoryBatch.Request) -> StoryBatch {
            asked.append(request)
            var listed = request.listed
            var entries: [Article] = []
            var read = request.from
            while entries.count < request.wanted, read < min(articles.count, request.readLimit) {
                let article = articles[read]
                read += 1
                if article.story.map({ listed.insert($0).inserted }) ?? true { entries.append(article) }
            }
            return StoryBatch(entries: entries, articlesRead: read, articleTotal: articles.count, reachedEnd: read == articles.count)
        }
    }

    @Test("a holder that reads stories itself is asked for the entries missing, from where it stopped, told the stories listed")
    func holderBatches() async throws {
        let batches = Batches(Self.articles(["s", "t", "s", "u", "t", "v"]))
        let entries = StoryEntries(pageSize: 2) { batches.load($0) }

        let first = try await entries.page(1)
        #expect(first.items.map(\.title) == ["a0", "a1"])
        #expect(batches.asked.map(\.from) == [0] && batches.asked.map(\.wanted) == [2])
        #expect(first.totalResults == 2 + 4, "two entries known, four articles not read yet")
        #expect(entries.counts == StoryEntries.Counts(articles: 6, stories: nil))

        let second = try await entries.page(2)
        #expect(second.items.map(\.title) == ["a3", "a5"], "a2 and a4 fold into s and t")
        #expect(batches.asked.map(\.from) == [0, 2])
        #expect(batches.asked.last?.listed == ["s", "t"])
        #expect(batches.asked.last?.readLimit == StoryEntries.defaultReadLimit)
        #expect(!second.hasNext)
        #expect(entries.counts == StoryEntries.Counts(articles: 6, stories: 4))
        #expect(try await entries.page(1).items.map(\.title) == ["a0", "a1"])
        #expect(batches.asked.count == 2, "pages read already are not asked for again")
    }

    @Test("a holder whose batch reads nothing more ends the list, rather than being asked forever")
    func holderStalls() async throws {
        var asked = 0
        let entries = StoryEntries(pageSize: 5) { request in
            asked += 1
            return StoryBatch(
                entries: request.from == 0 ? Self.articles(["s"]) : [], articlesRead: 1, articleTotal: 10, reachedEnd: false)
        }
        let page = try await entries.page(1)
        #expect(page.items.map(\.title) == ["a0"])
        #expect(!page.hasNext)
        #expect(asked == 2)
        #expect(entries.counts == StoryEntries.Counts(articles: 1, stories: 1))
    }

    @Test("an empty list is one empty page")
    func empty() async throws {
        let entries = StoryEntries(pageSize: 20) { _, _ in Page(items: [], number: 1, size: 100, totalResults: 0) }
        let page = try await entries.page(1)
        #expect(page.items.isEmpty)
        #expect(!page.hasNext)
        #expect(entries.counts == StoryEntries.Counts(articles: 0, stories: 0))
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
        let long = Page(items: Self.articles(["s"]), number: 1, size: 20, totalResults: 10_000)
        #expect(
            StoryCoverageText.pageDetail(long, counts: .init(articles: 10_000, stories: nil, moreArticles: true))
                == "page 1 of up to 500, more than 10,000 articles")
    }

    @Test("a holder that counts only as far as the read limit makes the list say it holds more, until the list is cut there")
    func holderCountsToTheLimit() async throws {
        let entries = StoryEntries(pageSize: 2, readLimit: 4) { request in
            let read = min(request.from + 2, request.readLimit)
            let stories = (request.from..<read).map { "s\($0)" }
            return StoryBatch(entries: Self.articles(stories), articlesRead: read, articleTotal: 4, holdsMore: true, reachedEnd: false)
        }
        _ = try await entries.page(1)
        #expect(entries.counts == StoryEntries.Counts(articles: 4, stories: nil, moreArticles: true))
        let last = try await entries.page(2)
        #expect(!last.hasNext && entries.isCut, "the list is cut at the limit, not ended")
        #expect(entries.counts.moreArticles)
    }

    @Test("who else reports a story: its other articles, the most prolific sources first, at most eight named")
    func moreLine() {
        #expect(StoryCoverageText.more(.init(articles: 3, sources: ["Reuters", "BBC News"])) == "+3 more: Reuters, BBC News")
        let many = (1...9).map { "S\($0)" }
        #expect(StoryCoverageText.more(.init(articles: 1_200, sources: many)) == "+1,200 more: S1, S2, S3, S4, S5, S6, S7, S8…")
    }
}
