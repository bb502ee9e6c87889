import Foundation
import Testing

@testable import NewsWeb

@Suite("NewsAPI transport: AsyncHTTPClient against a loopback listener", .serialized)
struct NewsAPIAsyncHTTPClientTransportTests {
    private func request(_ listener: LoopbackListener, path: String = "/v2/everything?q=c%2B%2B%20x") throws -> HTTPRequest {
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)\(path)"))
        return HTTPRequest(url: url, headers: ["X-Api-Key": NewsAPIFixture.secret, "User-Agent": "newsdesk/test"])
    }

    @Test("an answer arrives with status, headers and body; the request carries the headers and the encoded query")
    func answer() async throws {
        let body = #"{"status":"ok","totalResults":0,"articles":[]}"#
        let listener = try LoopbackListener(
            .answer(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nRetry-After: 7\r\n\r\n\(body)"
            ))
        defer { listener.stop() }

        let response = try await AsyncHTTPClientTransport(timeout: 5).send(request(listener))

        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
        #expect(response.header("retry-after") == "7")
        let head = try #require(listener.heads.first).lowercased()
        #expect(head.hasPrefix("get /v2/everything?q=c%2b%2b%20x http/1.1\r\n"))
        #expect(head.contains("x-api-key: \(NewsAPIFixture.secret)\r\n"))
        #expect(head.contains("user-agent: newsdesk/test\r\n"))
        #expect(!head.contains("cookie"))
    }

    @Test("a redirect is not followed: the 3xx comes back and the key goes nowhere else")
    func redirectNotFollowed() async throws {
        let listener = try LoopbackListener(.answer("HTTP/1.1 302 Found\r\nLocation: /elsewhere\r\nContent-Length: 0\r\n\r\n"))
        defer { listener.stop() }

        let response = try await AsyncHTTPClientTransport(timeout: 5).send(request(listener))

        #expect(response.status == 302)
        #expect(listener.heads.count == 1)
    }

    @Test("nothing listening: connection refused")
    func refused() async throws {
        let listener = try LoopbackListener(.hold)
        let closed = try request(listener)
        listener.stop()

        await #expect(throws: HTTPTransportFault.connectionRefused) { try await AsyncHTTPClientTransport(timeout: 5).send(closed) }
    }

    @Test("a body cut short: connection lost")
    func cutShort() async throws {
        let listener = try LoopbackListener(.answer("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n{\"status\":"))
        defer { listener.stop() }

        await #expect(throws: HTTPTransportFault.connectionLost) { try await AsyncHTTPClientTransport(timeout: 5).send(request(listener)) }
    }

    @Test("a body larger than the limit fails in plain words, whether its length is declared or not")
    func tooLarge() async throws {
        let body = String(repeating: "x", count: 64)
        for head in ["Content-Length: \(body.utf8.count)\r\n", "Connection: close\r\n"] {
            let listener = try LoopbackListener(.answer("HTTP/1.1 200 OK\r\n\(head)\r\n\(body)"))
            defer { listener.stop() }

            await #expect(throws: HTTPTransportFault.tooLarge(limit: 32)) {
                try await AsyncHTTPClientTransport(timeout: 5, maximumBodySize: 32).send(request(listener))
            }
        }
    }

    @Test("a body up to the limit arrives whole, without a declared length too")
    func upToLimit() async throws {
        let body = String(repeating: "x", count: 32)
        let listener = try LoopbackListener(.answer("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n\(body)"))
        defer { listener.stop() }

        let response = try await AsyncHTTPClientTransport(timeout: 5, maximumBodySize: 32).send(request(listener))

        #expect(response.body == Data(body.utf8))
    }

    @Test("the default limit is 8 MB and says so")
    func defaultLimit() {
        #expect(AsyncHTTPClientTransport().maximumBodySize == 8 * 1024 * 1024)
        #expect(AsyncHTTPClientTransport().timeout == 15)
    }

    @Test("a body that stalls after the head: timed out, as the timeout covers the body too")
    func bodyStalls() async throws {
        let listener = try LoopbackListener(.answerThenHold("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n{\"status\":"))
        defer { listener.stop() }
        let started = ContinuousClock.now

        await #expect(throws: HTTPTransportFault.timedOut(seconds: 1)) {
            try await AsyncHTTPClientTransport(timeout: 1).send(request(listener))
        }
        #expect(ContinuousClock.now - started < .seconds(10), "the 1 s timeout ends it, not the 1000 bytes it waits for")
    }

    @Test("a server that does not speak TLS to an https request: the secure connection failed")
    func notTLS() async throws {
        let listener = try LoopbackListener(.greet("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"))
        defer { listener.stop() }
        let url = try #require(URL(string: "https://127.0.0.1:\(listener.port)/v2/sources"))

        await #expect(throws: HTTPTransportFault.secureConnectionFailed) {
            try await AsyncHTTPClientTransport(timeout: 5).send(HTTPRequest(url: url))
        }
    }

    @Test("a silent server: timed out after the configured seconds")
    func timeout() async throws {
        let listener = try LoopbackListener(.hold)
        defer { listener.stop() }

        await #expect(throws: HTTPTransportFault.timedOut(seconds: 1)) {
            try await AsyncHTTPClientTransport(timeout: 1).send(request(listener))
        }
    }

    @Test("cancelling the task ends a request in flight at once, as CancellationError")
    func cancellation() async throws {
        let listener = try LoopbackListener(.hold)
        defer { listener.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 30)
        let sent = try request(listener)

        let task = Task { try await transport.send(sent) }
        // Waits for the request to reach the listener, so the cancel hits a transfer in flight; the
        // deadline only guards against a hang.
        let deadline = ContinuousClock.now + .seconds(60)
        while listener.heads.isEmpty, ContinuousClock.now < deadline { await Task.yield() }
        let cancelled = ContinuousClock.now
        task.cancel()
        let outcome = await task.result

        #expect(ContinuousClock.now - cancelled < .milliseconds(100))
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test("a task cancelled before sending sends nothing")
    func cancelledBefore() async throws {
        let listener = try LoopbackListener(.hold)
        defer { listener.stop() }
        let transport = AsyncHTTPClientTransport(timeout: 30)
        let sent = try request(listener)

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(sent)
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(listener.heads.isEmpty)
    }
}
