import FakeNewsAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Faults, queued or named by a magic word")
struct FaultTests {
    @Test func aQueuedServiceErrorCarriesRetryAfterInSeconds() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.serviceError(status: 429, code: "rateLimited", message: "Slow down.", retryAfter: .seconds(7)))
            let limited = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(limited.status == 429)
            #expect(limited.header("Retry-After") == "7")
            #expect(limited.text == #"{"status":"error","code":"rateLimited","message":"Slow down."}"#)
            let next = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(next.status == 200)
        }
    }

    @Test func retryAfterAsAnHTTPDate() async throws {
        try await withFakeServer { server, client in
            let date = Date(timeIntervalSince1970: 1_795_158_000)  // 2026-11-20T07:00:00Z
            await server.enqueue(.rateLimited(retryAfter: .date(date)))
            let limited = try await client.get("/v2/everything", [("q", "solar")])
            #expect(limited.status == 429)
            #expect(limited.code == "rateLimited")
            #expect(limited.header("Retry-After") == "Fri, 20 Nov 2026 07:00:00 GMT")
        }
    }

    @Test func queuedFaultsApplyInOrderAndCount() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.unexpectedError, count: 2)
            await server.enqueue(.emptyBody(status: 500))
            #expect(await server.pendingFaultCount() == 3)
            let statuses = try await [
                client.get("/v2/top-headlines", [("country", "us")]),
                client.get("/v2/top-headlines", [("country", "us")]),
                client.get("/v2/top-headlines", [("country", "us")]),
                client.get("/v2/top-headlines", [("country", "us")]),
            ]
            #expect(statuses.map(\.status) == [500, 500, 500, 200])
            #expect(statuses[0].code == "unexpectedError")
            #expect(statuses[2].body.isEmpty)
            await server.enqueue(.unexpectedError)
            await server.clearFaults()
            let after = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(after.status == 200)
        }
    }

    @Test(arguments: [502, 503])
    func htmlProxyPages(status: Int) async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.htmlProxyPage(status: status))
            let answer = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(answer.status == status)
            #expect(answer.header("Content-Type") == "text/html")
            #expect(answer.text.contains("<html>"))
            #expect(throws: (any Error).self) { try answer.json }
        }
    }

    @Test(arguments: [200, 500])
    func emptyBodies(status: Int) async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.emptyBody(status: status))
            let answer = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(answer.status == status)
            #expect(answer.body.isEmpty)
            #expect(answer.header("Content-Length") == "0")
        }
    }

    @Test func malformedJSONHasAnHonestContentLength() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.malformedJSON)
            let answer = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(answer.status == 200)
            #expect(answer.header("Content-Length") == String(answer.body.count))
            #expect(answer.text.hasPrefix(#"{"status":"ok""#))
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: answer.body) }
        }
    }

    @Test func aTruncatedBodyIsAnErrorForURLSession() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.truncatedBody)
            await #expect(throws: (any Error).self) {
                _ = try await client.get("/v2/top-headlines", [("country", "us")])
            }
            let after = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(after.status == 200)
        }
    }

    @Test func aTruncatedBodyPromisesMoreThanItSends() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.truncatedBody)
            let raw = try await RawHTTP.exchange(base: client.base, target: "/v2/top-headlines?country=us", key: DemoKeys.paid)
            let (head, body) = RawHTTP.split(raw)
            #expect(head.hasPrefix("HTTP/1.1 200 OK"))
            let declared = try #require(RawHTTP.contentLength(head))
            #expect(body.count > 0)
            #expect(body.count < declared)
            #expect(String(decoding: body, as: UTF8.self).hasPrefix(#"{"status":"ok","totalResults":105,"#))
        }
    }

    @Test func closeWithoutAnswerSendsNothing() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.closeWithoutAnswer)
            let raw = try await RawHTTP.exchange(base: client.base, target: "/v2/top-headlines?country=us", key: DemoKeys.paid)
            #expect(raw.isEmpty)
            await server.enqueue(.closeWithoutAnswer)
            await #expect(throws: (any Error).self) {
                _ = try await client.get("/v2/top-headlines", [("country", "us")])
            }
            #expect(await server.requests().count == 2)
        }
    }

    @Test func aSlowAnswerArrivesAfterItsDelay() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.slow(seconds: 0.3))
            let clock = ContinuousClock()
            let start = clock.now
            let answer = try await client.get("/v2/top-headlines", [("country", "us")])
            #expect(answer.status == 200)
            #expect(clock.now - start >= .milliseconds(250))
        }
    }

    @Test func aSlowAnswerCanBeCancelledByTheClient() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.slow(seconds: 60))
            let request = Task { try await client.get("/v2/top-headlines", [("country", "us")]) }
            try await waitForRequests(server, count: 1)
            let clock = ContinuousClock()
            let start = clock.now
            request.cancel()
            let result = await request.result
            #expect(clock.now - start < .seconds(20))
            #expect(throws: (any Error).self) { try result.get() }
        }
    }

    @Test func aSlowAnswerTimesOutOnTheClient() async throws {
        try await withFakeServer(timeout: 0.5) { server, client in
            await server.enqueue(.slow(seconds: 60))
            await #expect(throws: (any Error).self) {
                _ = try await client.get("/v2/top-headlines", [("country", "us")])
            }
        }
    }

    @Test func releasingSlowAnswersSendsThemAtOnce() async throws {
        try await withFakeServer { server, client in
            await server.enqueue(.slow(seconds: 60))
            let request = Task { try await client.get("/v2/top-headlines", [("country", "us")]) }
            try await waitForRequests(server, count: 1)
            await server.releaseSlowResponses()
            let answer = try await request.value
            #expect(answer.status == 200)
        }
    }

    @Test func stoppingTheServerEndsASlowAnswer() async throws {
        let server = FakeNewsAPIServer()
        let client = FakeClient(base: try await server.start())
        await server.enqueue(.slow(seconds: 60))
        let request = Task { try await client.get("/v2/top-headlines", [("country", "us")]) }
        try await waitForRequests(server, count: 1)
        let clock = ContinuousClock()
        let start = clock.now
        await server.stop()
        _ = await request.result
        #expect(clock.now - start < .seconds(20))
        #expect(await server.url == nil)
        client.session.invalidateAndCancel()
    }

    @Test func magicWordsInQ() async throws {
        try await withFakeServer { _, client in
            let html = try await client.get("/v2/everything", [("q", "fault-html")])
            #expect(html.status == 502)
            #expect(html.text.contains("502 Bad Gateway"))
            let html503 = try await client.get("/v2/top-headlines", [("q", "solar fault-html-503")])
            #expect(html503.status == 503)
            let empty = try await client.get("/v2/everything", [("q", "fault-empty")])
            #expect(empty.status == 200 && empty.body.isEmpty)
            let empty500 = try await client.get("/v2/everything", [("q", "fault-empty-500")])
            #expect(empty500.status == 500 && empty500.body.isEmpty)
            let unexpected = try await client.get("/v2/everything", [("q", "fault-unexpected")])
            #expect(unexpected.status == 500 && unexpected.code == "unexpectedError")
            let limited = try await client.get("/v2/everything", [("q", "fault-ratelimited")])
            #expect(limited.status == 429 && limited.header("Retry-After") == "1")
            let dated = try await client.get("/v2/everything", [("q", "fault-ratelimited-date")])
            #expect(dated.header("Retry-After")?.hasSuffix(" GMT") == true)
            let custom = try await client.get("/v2/everything", [("q", "fault-error-400-parameterInvalid")])
            #expect(custom.status == 400 && custom.code == "parameterInvalid")
            let malformed = try await client.get("/v2/everything", [("q", "fault-malformed")])
            #expect(malformed.status == 200)
            #expect(throws: (any Error).self) { try malformed.json }
            await #expect(throws: (any Error).self) {
                _ = try await client.get("/v2/everything", [("q", "fault-truncated")])
            }
            await #expect(throws: (any Error).self) {
                _ = try await client.get("/v2/everything", [("q", "fault-close")])
            }
            let slow = try await client.get("/v2/everything", [("q", "fault-slow-0")])
            #expect(slow.status == 200)
            let unknownWord = try await client.get("/v2/everything", [("q", "solar fault-nonsense")])
            #expect(unknownWord.status == 200)
        }
    }

    @Test func flakyFailsTheFirstRequestForAQueryThenSucceeds() async throws {
        try await withFakeServer { _, client in
            let first = try await client.get("/v2/everything", [("q", "solar fault-flaky")])
            #expect(first.status == 500)
            #expect(first.code == "unexpectedError")
            let retry = try await client.get("/v2/everything", [("q", "solar fault-flaky")])
            #expect(retry.status == 200)
            let plain = try await client.get("/v2/everything", [("q", "solar")])
            #expect(retry.body == plain.body)
            let otherQuery = try await client.get("/v2/everything", [("q", "ferry fault-flaky")])
            #expect(otherQuery.status == 500)
            let otherPage = try await client.get("/v2/everything", [("q", "solar fault-flaky"), ("page", "2")])
            #expect(otherPage.status == 500)
        }
    }

    private func waitForRequests(_ server: FakeNewsAPIServer, count: Int) async throws {
        for _ in 0..<3000 {
            if await server.requests().count >= count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw ClientFailure("the server saw fewer than \(count) requests in 30 seconds")
    }
}
