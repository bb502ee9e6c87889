import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("NewsAPI client: requests refused before sending")
struct NewsAPIValidationTests {
    static let manySources = (1...21).map { "source-\($0)" }

    static let headlineCases: [(HeadlinesQuery, NewsAPIRequestProblem)] = [
        (HeadlinesQuery(country: "us", sources: ["wire"]), .sourcesWithCountryOrCategory),
        (HeadlinesQuery(category: .sports, sources: ["wire"]), .sourcesWithCountryOrCategory),
        (HeadlinesQuery(sources: manySources), .tooManySources(21)),
        (HeadlinesQuery(country: "us", pageSize: 0), .pageSizeOutOfRange(0)),
        (HeadlinesQuery(country: "us", pageSize: 101), .pageSizeOutOfRange(101)),
        (HeadlinesQuery(country: "us", page: 0), .pageBelowOne(0)),
        (HeadlinesQuery(query: String(repeating: "a", count: 501)), .queryTooLong(501)),
        (HeadlinesQuery(country: "usa"), .invalidCountry("usa")),
        (HeadlinesQuery(country: "u1"), .invalidCountry("u1")),
        (HeadlinesQuery(), .headlinesNeedFilter),
        (HeadlinesQuery(query: "   "), .headlinesNeedFilter),
    ]

    @Test("top headlines", arguments: headlineCases)
    func headlines(query: HeadlinesQuery, problem: NewsAPIRequestProblem) async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        let error = await #expect(throws: NewsAPIError.self) { try await client.topHeadlines(query) }

        #expect(error == .refused(problem))
        #expect(transport.requests.isEmpty)
    }

    static let searchCases: [(SearchQuery, NewsAPIRequestProblem)] = [
        (SearchQuery(query: "tide", sources: manySources), .tooManySources(21)),
        (SearchQuery(query: "tide", pageSize: 0), .pageSizeOutOfRange(0)),
        (SearchQuery(query: "tide", page: -1), .pageBelowOne(-1)),
        (SearchQuery(query: String(repeating: "é", count: 501)), .queryTooLong(501)),
        (SearchQuery(query: "tide", language: "xx"), .unknownLanguage("xx")),
        (SearchQuery(query: "tide", from: NewsAPIFixture.mayFirst, to: NewsAPIFixture.mayFirst.addingTimeInterval(-1)), .fromAfterTo),
        (SearchQuery(query: " "), .searchNeedsWords),
    ]

    @Test("everything", arguments: searchCases)
    func searches(query: SearchQuery, problem: NewsAPIRequestProblem) async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        let error = await #expect(throws: NewsAPIError.self) { try await client.everything(query) }

        #expect(error == .refused(problem))
        #expect(transport.requests.isEmpty)
    }

    @Test("sources: an unknown language or a country that is not two letters")
    func sources() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.sources())
        let client = try NewsAPIFixture.client(transport)

        await #expect(throws: NewsAPIError.refused(.unknownLanguage("english"))) {
            try await client.sources(SourcesQuery(language: "english"))
        }
        await #expect(throws: NewsAPIError.refused(.invalidCountry("g"))) {
            try await client.sources(SourcesQuery(country: "g"))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("the edges are accepted: 20 sources, page size 1 and 100, 500 characters, every language")
    func edgesAccepted() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.topHeadlines(HeadlinesQuery(sources: Array(Self.manySources.prefix(20)), pageSize: 1))
        _ = try await client.everything(SearchQuery(query: String(repeating: "a", count: 500), pageSize: 100))
        for language in NewsAPIRequestProblem.languages {
            _ = try await client.everything(SearchQuery(query: "tide", language: language))
        }
        _ = try await client.everything(SearchQuery(query: "", sources: ["wire"]))

        #expect(transport.requests.count == 3 + NewsAPIRequestProblem.languages.count)
    }

    @Test("refusals read as plain words")
    func refusalWords() {
        #expect(
            NewsAPIError.refused(.headlinesNeedFilter).description
                == "NewsAPI needs a country, a category, a source or search words for top headlines")
        #expect(NewsAPIError.refused(.tooManySources(21)).description == "21 sources are too many for NewsAPI: name at most 20")
        #expect(NewsAPIError.refused(.unknownLanguage("xx")).description.contains("ar, de, en"))
    }
}
