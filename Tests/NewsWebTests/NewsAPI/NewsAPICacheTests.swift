import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("NewsAPI client: the response cache")
struct NewsAPICacheTests {
    @Test("the same request within five minutes is answered from memory; after, NewsAPI is asked again")
    func timeToLive() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles(3))
        let clock = ManualClock()
        let client = try NewsAPIFixture.client(transport, clock: clock)
        let query = HeadlinesQuery(country: "us")

        let first = try await client.topHeadlines(query)
        clock.advance(by: .seconds(299))
        let second = try await client.topHeadlines(query)
        #expect(transport.requests.count == 1)
        #expect(first == second)

        clock.advance(by: .seconds(2))
        _ = try await client.topHeadlines(query)
        #expect(transport.requests.count == 2)
    }

    @Test("a different page or query is a different request")
    func differentRequests() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.everything(SearchQuery(query: "tide"))
        _ = try await client.everything(SearchQuery(query: "tide", page: 2))
        _ = try await client.everything(SearchQuery(query: "tide"))
        _ = try await client.everything(SearchQuery(query: "ferry"))

        #expect(transport.requests.count == 3)
    }

    @Test("discardCachedAnswers makes the next request go to NewsAPI, the source index too")
    func discard() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.sources())
        let client = try NewsAPIFixture.client(transport)

        _ = try await client.sources(SourcesQuery(country: "gb"))
        _ = try await client.source(id: "wire")
        _ = try await client.source(id: "bbc-news")
        #expect(transport.requests.count == 2)

        await client.discardCachedAnswers()
        _ = try await client.sources(SourcesQuery(country: "gb"))
        _ = try await client.source(id: "wire")
        #expect(transport.requests.count == 4)
    }

    @Test("errors and unreadable answers are not kept")
    func failuresNotCached() async throws {
        let transport = ScriptedTransport([
            .response(NewsAPIFixture.error("unexpectedError", "Oops.", status: 500)),
            .response(HTTPResponse(status: 200, body: Data("<html>".utf8))),
            .fault(.timedOut(seconds: 15)),
            .response(NewsAPIFixture.articles(2)),
        ])
        let client = try NewsAPIFixture.client(transport)
        let query = SearchQuery(query: "tide")

        for _ in 0..<3 {
            await #expect(throws: NewsAPIError.self) { try await client.everything(query) }
        }
        #expect(try await client.everything(query).items.count == 2)
        #expect(try await client.everything(query).items.count == 2)
        #expect(transport.requests.count == 4)
    }

    @Test("the cache is bounded: past its capacity the oldest answer goes")
    func capacity() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let clock = ManualClock()
        let client = try NewsAPIFixture.client(transport, clock: clock, cachePolicy: NewsAPICachePolicy(capacity: 2))

        for words in ["a", "b", "c"] {
            _ = try await client.everything(SearchQuery(query: words))
            clock.advance(by: .seconds(1))
        }
        #expect(await client.cachedAnswerCount == 2)
        _ = try await client.everything(SearchQuery(query: "c"))
        #expect(transport.requests.count == 3)
        _ = try await client.everything(SearchQuery(query: "a"))
        #expect(transport.requests.count == 4)
    }

    @Test("a disabled cache asks every time")
    func disabled() async throws {
        let transport = ScriptedTransport([
            .response(NewsAPIFixture.articles()), .response(NewsAPIFixture.articles()), .response(NewsAPIFixture.sources()),
        ])
        let client = try NewsAPIFixture.client(transport, cachePolicy: .disabled)

        _ = try await client.topHeadlines(HeadlinesQuery(country: "us"))
        _ = try await client.topHeadlines(HeadlinesQuery(country: "us"))
        _ = try await client.source(id: "wire")
        _ = try await client.source(id: "wire")

        #expect(transport.requests.count == 4)
    }

    @Test("OnDemandNewsService passes discardCachedAnswers on to the client it opened")
    func onDemandForwards() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.articles())
        let client = try NewsAPIFixture.client(transport)
        let service: any NewsService = OnDemandNewsService(serviceName: "newsapi") { client }
        let caching = try #require(service as? any CachingNewsService)

        await caching.discardCachedAnswers()
        _ = try await service.topHeadlines(HeadlinesQuery(country: "us"))
        _ = try await service.topHeadlines(HeadlinesQuery(country: "us"))
        #expect(transport.requests.count == 1)

        await caching.discardCachedAnswers()
        _ = try await service.topHeadlines(HeadlinesQuery(country: "us"))
        #expect(transport.requests.count == 2)
    }
}
