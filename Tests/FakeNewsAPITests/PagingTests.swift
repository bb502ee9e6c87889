import FakeNewsAPI
import Foundation
import Testing

@Suite("Paging and the free plan's 100 results")
struct PagingTests {
    @Test func aPaidKeyPagesPastTheHundredth() async throws {
        try await withFakeServer { _, client in
            let first = try await client.get("/v2/top-headlines", [("country", "us"), ("pageSize", "100")])
            let second = try await client.get("/v2/top-headlines", [("country", "us"), ("pageSize", "100"), ("page", "2")])
            #expect(try first.articles.count == 100)
            #expect(try second.articles.count == 5)
            #expect(try second.json["totalResults"] as? Int == 105)
            let urls = Set(try (first.articles + second.articles).compactMap { $0["url"] as? String })
            #expect(urls.count == 105)
            let beyond = try await client.get("/v2/top-headlines", [("country", "us"), ("pageSize", "100"), ("page", "3")])
            #expect(beyond.status == 200)
            #expect(try beyond.articles.isEmpty)
        }
    }

    @Test func aDeveloperKeyStopsAtTheHundredthResult() async throws {
        try await withFakeServer { _, client in
            let key = DemoKeys.developer
            let fifth = try await client.get("/v2/top-headlines", [("country", "us"), ("page", "5")], key: key)
            #expect(fifth.status == 200)
            #expect(try fifth.articles.count == 20)
            let sixth = try await client.get("/v2/top-headlines", [("country", "us"), ("page", "6")], key: key)
            #expect(sixth.status == 426)
            #expect(sixth.code == "maximumResultsReached")
            let straddling = try await client.get("/v2/top-headlines", [("country", "us"), ("pageSize", "30"), ("page", "4")], key: key)
            #expect(straddling.status == 426)
            let everything = try await client.get("/v2/everything", [("q", "fictional"), ("page", "2")], key: key)
            #expect(everything.status == 426)
            #expect(everything.code == "maximumResultsReached")
        }
    }
}
