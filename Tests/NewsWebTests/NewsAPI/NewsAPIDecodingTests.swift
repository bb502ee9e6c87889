import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("NewsAPI client: reading answers")
struct NewsAPIDecodingTests {
    @Test("articles: nulls, missing and unknown fields, fractional seconds and offsets; unusable articles dropped")
    func articles() async throws {
        let body = """
            {"status":"ok","totalResults":57,"extra":{"nested":[1,null]},"articles":[
              {"source":{"id":null,"name":"Harbour Herald"},"author":null,"title":" Tide tables change ","description":null,
               "url":"https://harbour.example/tide","urlToImage":null,"publishedAt":"2024-05-01T10:20:30.123Z","content":null,"surprise":true},
              {"source":{"id":"wire","name":"Wire"},"title":"Ferry resumes","url":"https://wire.example/ferry",
               "publishedAt":"2024-05-02T08:00:00+02:00","content":"The ferry… [+1200 chars]"},
              {"source":{"name":"Wire"},"url":"https://wire.example/untitled","publishedAt":"2024-05-03T00:00:00Z"},
              {"source":{"id":"wire","name":"Wire"},"title":"No address","publishedAt":"2024-05-03T00:00:00Z"},
              {"source":{"id":null,"name":null},"title":null,"url":null,"publishedAt":null},
              {"source":{"id":null,"name":"[Removed]"},"title":"[Removed]","url":"https://removed.com","publishedAt":"1970-01-01T00:00:00Z"},
              {"source":{"id":"wire","name":"Wire"},"title":"Bad date","url":"https://wire.example/bad","publishedAt":"yesterday"},
              {"title":"No source","url":"https://nosource.example/a","publishedAt":"2024-05-04T00:00:00Z"}
            ]}
            """
        let client = try NewsAPIFixture.client(ScriptedTransport(always: NewsAPIFixture.json(body)))

        let page = try await client.everything(SearchQuery(query: "tide", page: 2, pageSize: 10))

        #expect(page.items.map(\.title) == ["Tide tables change", "Ferry resumes", NewsAPIAnswerReader.untitled, "No source"])
        #expect((page.number, page.size, page.totalResults) == (2, 10, 57))
        #expect(page.omitted == 4, "no address, nothing at all, removed, bad date: counted so the page can say so")
        let tide = page.items[0]
        #expect(tide.source == SourceReference(id: nil, name: "Harbour Herald"))
        #expect(tide.author == nil && tide.description == nil && tide.urlToImage == nil && tide.content == nil)
        #expect(abs(tide.publishedAt.timeIntervalSince1970 - 1_714_558_830.123) < 0.0005)
        #expect(page.items[1].publishedAt.timeIntervalSince1970 == 1_714_629_600)
        #expect(page.items[1].source == SourceReference(id: "wire", name: "Wire"))
        #expect(page.items[1].content == "The ferry… [+1200 chars]")
        #expect(page.items[3].source == SourceReference(id: nil, name: ""))
    }

    @Test("an article answer without totalResults counts what it holds")
    func missingTotal() async throws {
        let body = #"{"status":"ok","articles":[{"title":"A","url":"https://a.example/","publishedAt":"2024-05-01T10:20:30Z"}]}"#
        let client = try NewsAPIFixture.client(ScriptedTransport(always: NewsAPIFixture.json(body)))

        let page = try await client.topHeadlines(HeadlinesQuery(country: "us"))

        #expect(page.totalResults == 1)
    }

    @Test("sources: nulls and unknown fields tolerated, codes lowercased, unknown categories dropped, no id skipped")
    func sources() async throws {
        let body = """
            {"status":"ok","sources":[
              {"id":"bbc-news","name":"BBC News","description":"Trusted.","url":"https://www.bbc.co.uk/news","category":"general",
               "language":"EN","country":"GB","logo":"ignored"},
              {"id":"newcomer","name":null,"description":null,"url":null,"category":"weather","language":null,"country":null},
              {"id":null,"name":"Nameless"},
              {"name":"No id"}
            ]}
            """
        let client = try NewsAPIFixture.client(ScriptedTransport(always: NewsAPIFixture.json(body)))

        let sources = try await client.sources(SourcesQuery())

        #expect(
            sources == [
                Source(
                    id: "bbc-news", name: "BBC News", description: "Trusted.", url: "https://www.bbc.co.uk/news",
                    category: .general, language: "en", country: "gb"),
                Source(id: "newcomer", name: "newcomer"),
            ])
    }

    @Test("source(id:) finds a source in the one list and answers nil for an unknown id")
    func sourceByID() async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.sources(["bbc-news", "wire"]))
        let client = try NewsAPIFixture.client(transport)

        #expect(try await client.source(id: "wire")?.name == "WIRE")
        #expect(try await client.source(id: " bbc-news ")?.id == "bbc-news")
        #expect(try await client.source(id: "nowhere") == nil)
        #expect(try await client.source(id: "  ") == nil)
        #expect(transport.urls == ["https://newsapi.org/v2/top-headlines/sources"])
    }
}
