import FakeNewsAPI
import Foundation
import Testing

@Suite("The control endpoint /__fake/requests")
struct ControlEndpointTests {
    /// The listing as JSON objects.
    private func listing(_ client: FakeClient) async throws -> [[String: Any]] {
        let answer = try await client.send("GET", "/__fake/requests")
        #expect(answer.status == 200)
        #expect(answer.header("content-type") == "application/json; charset=utf-8")
        return try #require(try JSONSerialization.jsonObject(with: answer.body) as? [[String: Any]], "\(answer.text)")
    }

    @Test func listsWhatWasRecordedWithoutAKeyAndWithoutItself() async throws {
        try await withFakeServer { server, client in
            #expect(try await listing(client).isEmpty)
            _ = try await client.get("/v2/everything", [("q", "\"solar farm\" +wind Zürich"), ("sortBy", "relevancy")])
            _ = try await client.get("/v2/top-headlines/sources", [("country", "gb")], key: DemoKeys.developer, placement: .query)

            let listed = try await listing(client)
            let recorded = await server.requests()
            #expect(recorded.count == 2)
            #expect(listed.count == 2)
            for (item, record) in zip(listed, recorded) {
                #expect(item["method"] as? String == record.method)
                #expect(item["path"] as? String == record.path)
                #expect(item["rawQuery"] as? String == record.rawQuery)
                #expect(item["query"] as? [[String]] == record.query.map { [$0.name, $0.value] })
                #expect(item["headers"] as? [String: String] == record.headers)
            }
            let first = try #require(listed.first)
            #expect(first["path"] as? String == "/v2/everything")
            #expect(first["rawQuery"] as? String == "q=%22solar%20farm%22%20%2Bwind%20Z%C3%BCrich&sortBy=relevancy")
            #expect(first["query"] as? [[String]] == [["q", "\"solar farm\" +wind Zürich"], ["sortBy", "relevancy"]])
            let headers = try #require(first["headers"] as? [String: String])
            #expect(headers["x-api-key"] == DemoKeys.paid)
            #expect(headers.keys.allSatisfy { $0 == $0.lowercased() })
            #expect(listed[1]["query"] as? [[String]] == [["country", "gb"], ["apiKey", DemoKeys.developer]])
            // The listings themselves were never recorded.
            #expect(await server.requests().map(\.path) == ["/v2/everything", "/v2/top-headlines/sources"])
        }
    }

    @Test func slowNextHoldsTheNextRequestUntilTheSlowWaitEnds() async throws {
        try await withFakeServer { server, client in
            let slowing = try await client.send("POST", "/__fake/slow-next")
            #expect(slowing.status == 200)
            #expect(slowing.text == #"{"slowNext":true}"#)

            let answer = Task { try await client.get("/v2/top-headlines/sources", []) }
            while await server.requests().isEmpty { await Task.yield() }
            // Recorded, so admitted; its answer waits ten seconds, or until the waits are released.
            await server.releaseSlowResponses()
            #expect(try await answer.value.status == 200)
            // Only the next request was slowed: this one is answered at once.
            #expect(try await client.get("/v2/top-headlines/sources", []).status == 200)
            #expect(await server.requests().count == 2)
        }
    }

    @Test func deleteClearsTheRecord() async throws {
        try await withFakeServer { server, client in
            _ = try await client.get("/v2/top-headlines", [("country", "us")])
            _ = try await client.get("/v2/top-headlines", [("country", "gb")])

            let cleared = try await client.send("DELETE", "/__fake/requests")

            #expect(cleared.status == 200)
            #expect(cleared.text == #"{"cleared":2}"#)
            #expect(await server.requests().isEmpty)
            #expect(try await listing(client).isEmpty)
            _ = try await client.get("/v2/top-headlines", [("country", "ca")])
            #expect(try await listing(client).map { $0["rawQuery"] as? String } == ["country=ca"])
        }
    }

    @Test func takesNoQueuedFaultAndNoKey() async throws {
        try await withFakeServer(keys: [:]) { server, client in
            await server.enqueue(.closeWithoutAnswer)

            let listed = try await listing(client)
            let cleared = try await client.send("DELETE", "/__fake/requests")

            #expect(listed.isEmpty)
            #expect(cleared.status == 200)

            #expect(await server.pendingFaultCount() == 1)
            #expect(await server.requests().isEmpty)
        }
    }

    @Test func otherMethodsAndPathsAreRefused() async throws {
        try await withFakeServer { server, client in
            let post = try await client.send("POST", "/__fake/requests")
            #expect(post.status == 405)
            #expect(post.header("allow") == "GET, DELETE")
            #expect(post.code == "methodNotAllowed")

            let unknown = try await client.send("GET", "/__fake/faults")
            #expect(unknown.status == 404)
            #expect(unknown.code == "routeNotFound")

            // A trailing slash is the same resource.
            #expect(try await client.send("GET", "/__fake/requests/").status == 200)
            #expect(await server.requests().isEmpty)
        }
    }
}
