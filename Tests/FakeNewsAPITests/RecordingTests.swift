import FakeNewsAPI
import Foundation
import Testing

@Suite("Every request is recorded")
struct RecordingTests {
    @Test func recordsMethodPathQueryAndHeaders() async throws {
        try await withFakeServer { server, client in
            _ = try await client.get("/v2/everything", [("q", "solar farm"), ("sortBy", "relevancy"), ("q2", "a+b&c")])
            _ = try await client.get("/v2/top-headlines/sources", [("country", "gb")], key: DemoKeys.developer, placement: .query)
            let requests = await server.requests()
            #expect(requests.count == 2)
            let first = try #require(requests.first)
            #expect(first.method == "GET")
            #expect(first.path == "/v2/everything")
            #expect(first.queryNames == ["q", "sortBy", "q2"])
            #expect(first.queryValue("q") == "solar farm")
            #expect(first.queryValue("q2") == "a+b&c")
            #expect(first.rawQuery == "q=solar%20farm&sortBy=relevancy&q2=a%2Bb%26c")
            #expect(first.header("x-api-key") == DemoKeys.paid)
            #expect(first.header("X-API-KEY") == DemoKeys.paid)
            #expect(first.header("host")?.hasPrefix("127.0.0.1:") == true)
            let second = requests[1]
            #expect(second.path == "/v2/top-headlines/sources")
            #expect(second.queryValue("apiKey") == DemoKeys.developer)
            #expect(second.header("x-api-key") == nil)

            await server.clearRequests()
            #expect(await server.requests().isEmpty)
            _ = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(await server.requests().map(\.path) == ["/v2/top-headlines"])
        }
    }

    @Test func plusSignsInTheRawQueryAreSpaces() {
        let decoded = QueryParameter.decode("q=solar+farm&sources=a%2Cb&empty=&flag")
        #expect(
            decoded == [
                QueryParameter(name: "q", value: "solar farm"),
                QueryParameter(name: "sources", value: "a,b"),
                QueryParameter(name: "empty", value: ""),
                QueryParameter(name: "flag", value: ""),
            ])
    }
}
