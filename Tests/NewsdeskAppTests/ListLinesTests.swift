import FlowKit
import Foundation
import NewsAccounts
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A service whose every page of headlines comes back with articles it could not use.
private struct UnusableArticlesNews: NewsService {
    let serviceName = "fake"

    func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        Page(items: [], number: query.page, size: query.pageSize, totalResults: 3, omitted: 3)
    }

    func everything(_ query: SearchQuery) async throws -> Page<Article> {
        Page(items: [], number: query.page, size: query.pageSize, totalResults: 0)
    }

    func sources(_ query: SourcesQuery) async throws -> [Source] { [] }
}

@MainActor
@Suite("List lines: counts, long titles, days without a time, one article once on home")
struct ListLinesTests {
    static func harness(_ articles: [Article], details: AccountDetails = .defaults) -> FlowHarness {
        FlowHarness.signedIn(details: details, news: FakeNewsService(articles: articles))
    }

    @Test("counts in a list's heading are grouped as import writes them")
    func groupedCounts() async throws {
        let harness = Self.harness(FakeNewsService.sampleArticles(count: 3_744))
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))

        #expect(harness.console.output.contains("(page 1 of 188, 3,744 articles)"), "\(harness.console.output.prefix(300))")
    }

    @Test("a 100 KB title is cut to a few lines with … on a list; the article shows it whole")
    func hugeTitleIsCut() async throws {
        var article = FakeNewsService.sampleArticles(count: 1)[0]
        article.title = String(repeating: "word ", count: 20_000)
        let harness = Self.harness([article])
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))

        let lines = harness.console.output.split(separator: "\n", omittingEmptySubsequences: false)
        let titleLines = lines.drop { !$0.hasPrefix("1. ") }.prefix { !$0.contains("Fake Source") }
        #expect(titleLines.count == NumberedList.defaultTitleLineLimit, "\(titleLines)")
        #expect(titleLines.last?.hasSuffix("…") == true)
        #expect(titleLines.allSatisfy { $0.count <= 80 })
        #expect(harness.console.output.count < 2_000)

        harness.console.clearOutput()
        #expect(await harness.run("open 1"))
        #expect(harness.console.output.count > 100_000, "the article view shows the whole title")
    }

    @Test("a date that named only its day (stored at midnight UTC, as HuffPost's are) reads as a day, with no 00:00")
    func dayWithoutTime() async throws {
        var article = FakeNewsService.sampleArticles(count: 1)[0]
        article.publishedAt = Date(timeIntervalSince1970: 1_527_292_800)
        article.publishedIsDayOnly = true
        let harness = Self.harness([article])
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))
        #expect(harness.console.output.contains("   Fake Source · 2018-05-26\n"), "\(harness.console.output)")
        #expect(await harness.run("open 1"))
        #expect(!harness.console.output.contains("00:00"), "\(harness.console.output)")
        #expect(harness.console.output.contains("2018-05-26\n"))
        #expect(
            DateText.relative(article.publishedAt, now: article.publishedAt.addingTimeInterval(3 * 3_600), dayOnly: true) == "26 May 2018")
        #expect(
            DateText.short(Date(timeIntervalSince1970: 1_527_292_800.5)) == "2018-05-26 00:00", "a time within the first second is a time")
    }

    @Test("a story published at 00:00 UTC reads with its time, in the list and on its page")
    func midnightIsATime() async throws {
        var article = FakeNewsService.sampleArticles(count: 1)[0]
        article.publishedAt = Date(timeIntervalSince1970: 1_527_292_800)
        let harness = Self.harness([article])
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))
        #expect(harness.console.output.contains("   Fake Source · 2018-05-26 00:00\n"), "\(harness.console.output)")
        #expect(await harness.run("open 1"))
        #expect(harness.console.output.contains("2018-05-26 00:00 UTC\n"), "\(harness.console.output)")
        #expect(DateText.relative(article.publishedAt, now: article.publishedAt.addingTimeInterval(3 * 3_600)) == "3 h ago")
    }

    @Test("home shows an article once, in the first section that has it")
    func homeShowsAnArticleOnce() async throws {
        let harness = Self.harness(
            FakeNewsService.sampleArticles(count: 3), details: AccountDetails(country: "us", categories: [.business, .science]))

        try await harness.app.start()

        let output = harness.console.output
        #expect(output.components(separatedBy: ". Story 1\n").count == 2, "\(output)")
        #expect(!output.contains(" 4. "))
        #expect(output.contains("Business in US\n──────────────\nIts headlines are all in the sections above.\n"), "\(output)")
    }

    @Test("a page of articles none of which can be shown says so, rather than a count then 'Nothing found.'")
    func unusableArticlesAreCounted() async throws {
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            newsService: UnusableArticlesNews()
        )
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))

        #expect(harness.console.output.contains("3 articles on this page were sent, but none can be shown"), "\(harness.console.output)")
        #expect(!harness.console.output.contains("Nothing found."))
    }
}
