import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("NewsAPI client: the requests it sends")
struct NewsAPIRequestTests {
    @Test("top headlines: country lowercased, category, paging, in a fixed order")
    func topHeadlinesByCountry() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.topHeadlines(HeadlinesQuery(country: " US ", category: .business, page: 2, pageSize: 5))

        #expect(transport.urls == ["https://newsapi.org/v2/top-headlines?country=us&category=business&pageSize=5&page=2"])
    }

    @Test("top headlines: sources joined by commas, a + in q sent as %2B and a space as %20")
    func topHeadlinesBySourcesAndWords() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.topHeadlines(HeadlinesQuery(sources: ["bbc-news", " wire ", ""], query: "c++ & rust"))

        #expect(
            transport.urls == ["https://newsapi.org/v2/top-headlines?sources=bbc-news%2Cwire&q=c%2B%2B%20%26%20rust&pageSize=20&page=1"])
    }

    @Test("everything: every parameter, quotes, +must, -mustnot, non-ASCII and dates as ISO 8601 UTC")
    func everythingWithEveryParameter() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)
        let query = SearchQuery(
            query: #""solar farm" +wind -coal café"#,
            sources: ["wire"],
            from: NewsAPIFixture.mayFirst,
            to: NewsAPIFixture.mayFirst.addingTimeInterval(86_400),
            language: "EN",
            sortBy: .relevancy,
            page: 3,
            pageSize: 100
        )

        _ = try await client.everything(query)

        #expect(
            transport.urls == [
                "https://newsapi.org/v2/everything?q=%22solar%20farm%22%20%2Bwind%20-coal%20caf%C3%A9&sources=wire"
                    + "&from=2024-05-01T10%3A20%3A30Z&to=2024-05-02T10%3A20%3A30Z&language=en&sortBy=relevancy&pageSize=100&page=3"
            ])
    }

    @Test("everything: the defaults send sortBy=publishedAt and leave out what is not given", arguments: SearchSort.allCases)
    func everythingSorts(sort: SearchSort) async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.everything(SearchQuery(query: "tide", sortBy: sort))

        #expect(transport.urls == ["https://newsapi.org/v2/everything?q=tide&sortBy=\(sort.rawValue)&pageSize=20&page=1"])
    }

    @Test("sources: every filter, or none")
    func sourcesFilters() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.sources())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.sources(SourcesQuery(category: .science, language: "en", country: "GB"))
        _ = try await client.sources(SourcesQuery())

        #expect(
            transport.urls == [
                "https://newsapi.org/v2/top-headlines/sources?category=science&language=en&country=gb",
                "https://newsapi.org/v2/top-headlines/sources",
            ])
    }

    @Test("a base address with a path keeps it, without doubling the slash")
    func baseWithPath() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport, baseURL: "http://127.0.0.1:8080/proxy/")

        _ = try await client.everything(SearchQuery(query: "tide"))

        #expect(transport.urls == ["http://127.0.0.1:8080/proxy/v2/everything?q=tide&sortBy=publishedAt&pageSize=20&page=1"])
    }

    @Test("the key goes in X-Api-Key and never in the address; User-Agent and Accept are sent")
    func headers() async throws {
        let transport = ScriptedTransport([
            .response(NewsAPIFixture.articles()), .response(NewsAPIFixture.articles()), .response(NewsAPIFixture.sources()),
        ])
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.topHeadlines(HeadlinesQuery(country: "us"))
        _ = try await client.everything(SearchQuery(query: "tide"))
        _ = try await client.sources(SourcesQuery())

        #expect(transport.requests.count == 3)
        for request in transport.requests {
            #expect(request.header("x-api-key") == NewsAPIFixture.secret)
            #expect(request.header("User-Agent") == "newsdesk/1.2.3")
            #expect(request.header("Accept") == "application/json")
            #expect(!request.url.absoluteString.contains(NewsAPIFixture.secret))
            #expect(!request.url.absoluteString.lowercased().contains("apikey"))
            #expect(!"\(request)".contains(NewsAPIFixture.secret))
        }
    }

    @Test("verifyKey asks for one US headline and always asks NewsAPI, never the cache")
    func verifyKey() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        try await client.verifyKey()
        try await client.verifyKey()

        #expect(transport.urls == Array(repeating: "https://newsapi.org/v2/top-headlines?country=us&pageSize=1&page=1", count: 2))
    }

    @Test("verifyKey throws a key rejection when NewsAPI refuses the key")
    func verifyKeyRejected() async throws {
        let transport = ScriptedTransport(
            always: NewsAPIFixture.error("apiKeyInvalid", "Your API key is invalid or incorrect.", status: 401))
        let client = try NewsAPIFixture.client(transport)

        let error = await #expect(throws: NewsAPIError.self) { try await client.verifyKey() }

        #expect(error?.isKeyRejected == true)
        #expect(error?.description == "NewsAPI did not accept the API key (apiKeyInvalid): Your API key is invalid or incorrect.")
    }

    @Test("the service is named newsapi")
    func serviceName() throws {
        #expect(try NewsAPIFixture.client(ScriptedTransport(always: NewsAPIFixture.articles())).serviceName == "newsapi")
    }
}
