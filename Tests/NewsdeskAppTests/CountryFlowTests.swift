import Foundation
import NewsAccounts
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// News in which only articles from `gb` sources carry a country, as over an imported catalog:
/// asking for another country finds nothing, asking for every country finds everything. No source
/// records a language, so a --language filter finds nothing either.
private struct CountryOnlyNews: NewsService {
    let serviceName = "fake"
    let articles = FakeNewsService.sampleArticles(count: 3)

    func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        let found = query.country == nil || query.country == "gb" ? articles : []
        return Page(slicing: found, number: query.page, size: query.pageSize)
    }

    func everything(_ query: SearchQuery) async throws -> Page<Article> {
        Page(slicing: query.language == nil ? articles : [], number: query.page, size: query.pageSize)
    }

    func sources(_ query: SourcesQuery) async throws -> [Source] {
        query.language == nil ? [Source(id: "fake-source", name: "Fake Source")] : []
    }
}

/// News that, like NewsAPI, serves no top headlines without a country, category, source or words.
private struct FilterOnlyNews: NewsService {
    let serviceName = "fake"

    func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        guard query.country != nil || query.category != nil else { throw NewsAPIError.refused(.headlinesNeedFilter) }
        return Page(slicing: FakeNewsService.sampleArticles(count: 2), number: query.page, size: query.pageSize)
    }

    func everything(_ query: SearchQuery) async throws -> Page<Article> {
        Page(items: [], number: query.page, size: query.pageSize, totalResults: 0)
    }

    func sources(_ query: SourcesQuery) async throws -> [Source] { [] }
}

@MainActor
@Suite("Country at sign-up and edit, and every country with 'all'")
struct CountryFlowTests {
    /// `text` with its wrapped lines joined, so a sentence reads whole whatever the width.
    static func flat(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    @Test("a scripted sign-up with country uk fails, suggesting gb, and saves no details")
    func scriptedUKFails() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password123", "uk", "general")

        #expect(await harness.run("signup") == false)

        #expect(harness.console.errors.contains("'uk' is not the ISO code of a country (did you mean 'gb'?)"), "\(harness.console.errors)")
        #expect(try await harness.accounts.details(for: "alice") == nil)
    }

    @Test("on a terminal, uk and xx are refused and Country is asked again")
    func interactiveAsksAgain() async throws {
        let harness = FlowHarness(interactive: true)
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password123", "uk", "xx", "GB", "")

        #expect(await harness.run("signup"))

        #expect(harness.console.errors.contains("did you mean 'gb'?"))
        #expect(
            harness.console.errors.contains("'xx' is not a country newsdesk has headlines for; use one of ae ar"),
            "\(harness.console.errors)")
        #expect(harness.console.output.components(separatedBy: "Country: ").count == 4, "asked three times")
        #expect(try await harness.accounts.details(for: "alice")?.country == "gb")
    }

    @Test("a scripted edit with xx fails and keeps the details")
    func scriptedEditRejectsUnknownCountry() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("account"))
        harness.console.feed("xx", "general")

        #expect(await harness.run("edit") == false)

        #expect(harness.console.errors.contains("'xx' is not a country newsdesk has headlines for"))
        #expect(try await harness.accounts.details(for: "alice") == .defaults)
    }

    @Test("after edit, home shows the new country and categories, as the edit says it will")
    func homeFollowsAnEdit() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("account"))
        harness.console.feed("all", "science")
        #expect(await harness.run("edit"))
        harness.console.clearOutput()

        #expect(await harness.run("home"))

        #expect(harness.console.output.contains("Top headlines in all countries\n"), "\(harness.console.output)")
        #expect(harness.console.output.contains("Science in all countries\n"))
    }

    @Test("a category typo at the Categories field gets the nearest category")
    func categoryTypoIsSuggested() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("account"))
        harness.console.feed("us", "health, sciense")

        #expect(await harness.run("edit") == false)

        #expect(harness.console.errors.contains("'sciense' is not a category (did you mean 'science'?)"), "\(harness.console.errors)")
    }

    @Test("all at the Country prompt means every country: home says so and asks with no country")
    func allAtThePrompt() async throws {
        let news = FakeNewsService()
        let harness = FlowHarness(news: news)
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password123", "all", "business")

        #expect(await harness.run("signup"))

        #expect(try await harness.accounts.details(for: "alice")?.country == "all")
        #expect(harness.console.output.contains("Top headlines in all countries\n"), "\(harness.console.output)")
        #expect(harness.console.output.contains("Business in all countries\n"))
        #expect(await news.headlineQueries.allSatisfy { $0.country == nil })
    }

    @Test("all countries over a service with no unfiltered headlines (NewsAPI): home shows the categories' sections")
    func allOverNewsAPI() async throws {
        let harness = FlowHarness(
            accounts: FakeAccountService(
                passwords: ["alice": "password123"], details: ["alice": AccountDetails(country: "all", categories: [.science])],
                session: FlowHarness.alice),
            newsService: FilterOnlyNews()
        )

        try await harness.app.start()

        #expect(harness.recorder.shown == ["home"])
        #expect(!harness.console.output.contains("Top headlines"), "\(harness.console.output)")
        #expect(harness.console.output.hasPrefix("Science in all countries\n"), "\(harness.console.output)")
        #expect(harness.console.output.contains("1. Story 1"))
    }

    @Test("headlines --country all asks with no country filter; --country xx is refused")
    func allOnTheCommandLine() async throws {
        let news = FakeNewsService()
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()

        #expect(await harness.run("headlines business --country all"))
        #expect(await news.headlineQueries.last?.country == nil)
        #expect(harness.console.output.contains("Top headlines: business, all countries"))

        #expect(await harness.run("headlines --country xx") == false)
        #expect(harness.console.errors.contains("--country takes one of ae ar"), "\(harness.console.errors)")
        #expect(harness.console.errors.contains("or all for every country, not 'xx'"))
    }

    @Test("a country with nothing, where every country has news, says so and points to --country all")
    func emptyCountryPointsToAll() async throws {
        let news = CountryOnlyNews()
        let harness = FlowHarness(
            accounts: FakeAccountService(
                passwords: ["alice": "password123"], details: ["alice": AccountDetails(country: "us", categories: [.business])],
                session: FlowHarness.alice),
            newsService: news
        )
        try await harness.app.start()

        #expect(
            Self.flat(harness.console.output).contains(
                "Nothing from US, but all countries have 3 articles: type 'headlines --country all' to see them."),
            "\(harness.console.output)")
        #expect(Self.flat(harness.console.output).contains("type 'headlines business --country all' to see them."))
        #expect(!harness.console.output.contains("Nothing here yet."))

        harness.console.clearOutput()
        #expect(await harness.run("headlines"))
        #expect(
            Self.flat(harness.console.output).contains(
                "Nothing from US, but all countries have 3 articles: type 'headlines --country all' to see"), "\(harness.console.output)")
        #expect(await harness.run("headlines --country all"))
        #expect(harness.console.output.contains("1. Story 1"))
    }

    @Test("--language that matches nothing because no source records a language says why")
    func languageWithoutData() async throws {
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            newsService: CountryOnlyNews()
        )
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("search story --language en"))
        #expect(
            Self.flat(harness.console.output).contains("3 articles match without --language, but none records its language"),
            "\(harness.console.output)")
        #expect(Self.flat(harness.console.output).contains("so --language en finds nothing: leave --language out."))
        #expect(!harness.console.output.contains("Nothing found."))

        #expect(await harness.run("sources --language en"))
        #expect(
            Self.flat(harness.console.output).contains("1 source matches without --language, but none records its language"),
            "\(harness.console.output)")
    }
}
