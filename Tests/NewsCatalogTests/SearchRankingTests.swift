import Foundation
import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Search ranking and filters")
struct SearchRankingTests {
    static let records = [
        CatalogFixture.record(
            "title-hit", title: "Volcano erupts near the coast",
            content: "Residents left their homes.", hour: 1),
        CatalogFixture.record(
            "content-hit", title: "Weekend roundup",
            content: "Among other things, a volcano was mentioned once.", hour: 9),
        CatalogFixture.record("phrase", title: "Solar farm opens", content: "A large solar farm.", hour: 2),
        CatalogFixture.record("words", title: "Farm news", content: "Solar panels on the roof.", hour: 3),
        CatalogFixture.record(
            "cafe", source: "gamma-zeitung", title: "Café culture returns",
            content: "Die Kaffeehäuser sind voll.", category: .technology, hour: 4),
        CatalogFixture.record("apple-pie", title: "Apple pie contest", hour: 5),
        CatalogFixture.record("apple-phone", title: "Apple phone launch", category: .technology, hour: 6),
        CatalogFixture.record("banana", title: "Banana prices", hour: 7),
    ]

    func search(_ text: String, sort: SearchSort = .publishedAt) async throws -> [String] {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let page = try await catalog.everything(SearchQuery(query: text, sortBy: sort))
        return page.items.map { String($0.url.dropFirst("https://example.test/".count)) }
    }

    /// A record by `author`.
    static func authored(_ slug: String, title: String, author: String, hour: Int) -> CatalogRecord {
        var record = CatalogFixture.record(slug, title: title, hour: hour)
        record.article.author = author
        return record
    }

    /// Articles with authors worth finding, and Chinese, Japanese and Korean titles.
    static let worldRecords = [
        CatalogFixture.record("coin", title: "出建国纪念币", hour: 1),
        CatalogFixture.record("coin-en", title: "Commemorative coin 纪念币 issued", hour: 2),
        CatalogFixture.record("phone", title: "新iPhone纪念版发布", hour: 3),
        CatalogFixture.record("japan", title: "東京で新しい駅が開業", hour: 4),
        CatalogFixture.record("korea", title: "서울 지하철 연장", description: "Seoul subway", hour: 5),
        authored("krugman-title", title: "Krugman wins a prize", author: "Ann Lee", hour: 6),
        authored("column", title: "The economy this week", author: "Paul Krugman", hour: 7),
        CatalogFixture.record("latin", title: "iPhone sales rise", content: "The coin toss.", hour: 8),
    ]

    func searchWorld(_ text: String, sort: SearchSort = .publishedAt) async throws -> [String] {
        let catalog = try await CatalogFixture.catalog(Self.worldRecords)
        let page = try await catalog.everything(SearchQuery(query: text, sortBy: sort))
        return page.items.map { String($0.url.dropFirst("https://example.test/".count)) }
    }

    @Test("a plain word finds an article by its author; a title hit ranks above an author's")
    func authorIsSearchable() async throws {
        #expect(try await searchWorld("krugman") == ["column", "krugman-title"])
        #expect(try await searchWorld("krugman", sort: .relevancy) == ["krugman-title", "column"])
        #expect(try await searchWorld("\"paul krugman\"") == ["column"])
        #expect(try await searchWorld("lee -krugman").isEmpty)
    }

    @Test("CJK words are found inside longer runs: one, two and three characters, mixed with Latin words")
    func cjkInsideLongerRuns() async throws {
        #expect(try await searchWorld("纪念币") == ["coin-en", "coin"])
        #expect(try await searchWorld("建国") == ["coin"])
        #expect(try await searchWorld("国纪念") == ["coin"])
        #expect(try await searchWorld("币") == ["coin-en", "coin"], "the last character of a run")
        #expect(try await searchWorld("出") == ["coin"], "the first character of a run")
        #expect(try await searchWorld("纪念") == ["phone", "coin-en", "coin"])
        #expect(try await searchWorld("纪念币 coin") == ["coin-en"])
        #expect(try await searchWorld("纪币").isEmpty, "characters apart are not a word")
        #expect(try await searchWorld("駅") == ["japan"])
        #expect(try await searchWorld("新しい") == ["japan"])
        #expect(try await searchWorld("지하") == ["korea"])
        #expect(try await searchWorld("纪念币", sort: .relevancy).count == 2)
    }

    @Test("Latin search finds what it found, and a Latin word written against CJK text too")
    func latinSearchUnchanged() async throws {
        #expect(try await searchWorld("coin") == ["latin", "coin-en"])
        #expect(try await searchWorld("seoul subway") == ["korea"])
        #expect(try await searchWorld("iphone") == ["latin", "phone"])
        #expect(try await searchWorld("iPhone纪念") == ["phone"])
        #expect(try await search("apple") == ["apple-phone", "apple-pie"])
    }

    @Test func titleHitRanksAboveContentHitUnderRelevancy() async throws {
        #expect(try await search("volcano", sort: .relevancy) == ["title-hit", "content-hit"])
    }

    @Test func publishedAtSortsNewestFirst() async throws {
        #expect(try await search("volcano", sort: .publishedAt) == ["content-hit", "title-hit"])
    }

    @Test func phraseNeedsTheWordsTogether() async throws {
        #expect(try await search("\"solar farm\"") == ["phrase"])
        #expect(try await search("solar farm") == ["words", "phrase"])
    }

    @Test func caseAndDiacriticsAreIgnored() async throws {
        #expect(try await search("CAFE") == ["cafe"])
        #expect(try await search("kaffeehauser") == ["cafe"])
    }

    @Test func wordsAreExactTokensNotPrefixes() async throws {
        #expect(try await search("volc").isEmpty)
    }

    @Test func sourceNameIsSearchable() async throws {
        #expect(try await search("zeitung") == ["cafe"])
    }

    @Test func mustAndMustNot() async throws {
        #expect(try await search("+apple pie") == ["apple-pie"])
        #expect(try await search("apple -pie") == ["apple-phone"])
        #expect(try await search("apple -\"pie contest\"") == ["apple-phone"])
    }

    @Test func booleanOperators() async throws {
        #expect(try await search("banana OR pie") == ["banana", "apple-pie"])
        #expect(try await search("apple AND phone") == ["apple-phone"])
        #expect(try await search("apple NOT phone") == ["apple-pie"])
        #expect(try await search("(apple OR banana) AND prices") == ["banana"])
        #expect(try await search("banana OR apple NOT phone") == ["banana", "apple-pie"])
        #expect(try await search("apple NOT (pie OR phone)").isEmpty)
        #expect(try await search("apple -(pie contest)") == ["apple-phone"])
    }

    @Test func lowercaseOperatorsAreWords() async throws {
        // "or" is an ordinary word that appears in no article, so nothing matches.
        #expect(try await search("banana or pie").isEmpty)
    }

    @Test func popularityPutsTheMostCoveredStoryFirst() async throws {
        let records = [
            CatalogFixture.record("lone-new", title: "Storm report", hour: 10),
            CatalogFixture.record("big-1", title: "Storm hits town", story: "storm", hour: 1),
            CatalogFixture.record("big-2", title: "Storm damage", story: "storm", hour: 2),
            CatalogFixture.record("big-3", title: "Clean-up after the storm", story: "storm", hour: 3),
            CatalogFixture.record("pair-1", title: "Storm warning lifted", story: "warning", hour: 4),
            CatalogFixture.record("pair-2", title: "Storm warning issued", story: "warning", hour: 5),
        ]
        let catalog = try await CatalogFixture.catalog(records)
        let page = try await catalog.everything(SearchQuery(query: "storm", sortBy: .popularity))
        #expect(
            page.items.map(\.url).map { $0.replacingOccurrences(of: "https://example.test/", with: "") } == [
                "big-3", "big-2", "big-1", "pair-2", "pair-1", "lone-new",
            ])
        #expect(page.totalResults == 6)
    }

    @Test func languageIsTheSourcesLanguage() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let german = try await catalog.everything(SearchQuery(query: "culture", language: "DE"))
        #expect(german.items.map(\.title) == ["Café culture returns"])
        let english = try await catalog.everything(SearchQuery(query: "culture", language: "en"))
        #expect(english.items.isEmpty)
    }

    @Test func fromAndToBoundThePublicationTimeInclusively() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let hour = { (h: Int) in CatalogFixture.epoch.addingTimeInterval(Double(h) * 3600) }
        let page = try await catalog.everything(SearchQuery(query: "apple OR banana", from: hour(6), to: hour(7)))
        #expect(page.items.map(\.title) == ["Banana prices", "Apple phone launch"])
        let none = try await catalog.everything(SearchQuery(query: "apple", from: hour(7)))
        #expect(none.items.isEmpty)
    }

    @Test func sourcesRestrictTheSearch() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let page = try await catalog.everything(SearchQuery(query: "culture OR apple", sources: ["gamma-zeitung"]))
        #expect(page.items.map(\.title) == ["Café culture returns"])
    }

    @Test func totalResultsMatchesTheSearchNotThePage() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let page = try await catalog.everything(SearchQuery(query: "apple", sortBy: .relevancy, pageSize: 1))
        #expect(page.items.count == 1)
        #expect(page.totalResults == 2)
    }
}
