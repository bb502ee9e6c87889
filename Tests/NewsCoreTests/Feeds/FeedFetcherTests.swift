import Foundation
import Testing

@testable import NewsCore

@Suite("Fetching a feed politely")
struct FeedFetcherTests {
    static let clock = Date(timeIntervalSince1970: 1_800_000_000)
    static let rss = Data(
        "<rss><channel><title>T</title><item><title>A</title><link>https://f.example/a</link></item></channel></rss>".utf8)

    func fetcher(_ transport: ScriptedTransport) -> FeedFetcher {
        FeedFetcher(transport: transport, userAgent: "newsdesk/test", now: { Self.clock })
    }

    @Test("a first fetch sends no validators, stores them exactly, and the next one sends them back")
    func conditionalGet() async throws {
        let transport = ScriptedTransport([
            .response(
                HTTPResponse(status: 200, headers: ["ETag": "W/\"abc\"", "Last-Modified": "Tue, 05 Mar 2024 14:30:00 GMT"], body: Self.rss)),
            .response(HTTPResponse(status: 304)),
        ])
        let first = try await fetcher(transport).fetch(FeedFetchState(url: "https://f.example/feed"))
        guard case .fetched(let document) = first.outcome else { Issue.record("not fetched: \(first.outcome)"); return }
        #expect(document.items.count == 1)
        #expect(first.state.etag == "W/\"abc\"")
        #expect(first.state.lastModified == "Tue, 05 Mar 2024 14:30:00 GMT")
        #expect(first.state.fetchedAt == Self.clock)
        #expect(transport.requests[0].header("If-None-Match") == nil)
        #expect(transport.requests[0].header("User-Agent") == "newsdesk/test")

        let second = try await fetcher(transport).fetch(first.state, force: true)
        #expect(second.outcome == .notModified)
        #expect(transport.requests[1].header("If-None-Match") == "W/\"abc\"")
        #expect(transport.requests[1].header("If-Modified-Since") == "Tue, 05 Mar 2024 14:30:00 GMT")
    }

    @Test("a feed fetched less than 15 minutes ago is skipped unless forced; a longer ttl is honoured")
    func freshness() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(status: 304))])
        let recent = FeedFetchState(url: "https://f.example/feed", fetchedAt: Self.clock.addingTimeInterval(-600))
        #expect(try await fetcher(transport).fetch(recent).outcome == .skipped(.fresh(dueAt: Self.clock.addingTimeInterval(300))))
        #expect(transport.requests.isEmpty)
        #expect(try await fetcher(transport).fetch(recent, force: true).outcome == .notModified)
        let hourly = FeedFetchState(url: "https://f.example/feed", fetchedAt: Self.clock.addingTimeInterval(-1800), refreshInterval: 3600)
        #expect(try await fetcher(transport).fetch(hourly).outcome == .skipped(.fresh(dueAt: Self.clock.addingTimeInterval(1800))))
    }

    @Test("301 and 308 move the stored address once the new one parsed; 302 and 307 do not")
    func redirects() async throws {
        let permanent = ScriptedTransport([
            .response(HTTPResponse(status: 301, headers: ["Location": "/moved"])),
            .response(HTTPResponse(status: 308, headers: ["Location": "https://g.example/final"])),
            .response(HTTPResponse(status: 200, body: Self.rss)),
        ])
        let moved = try await fetcher(permanent).fetch(FeedFetchState(url: "https://f.example/feed"))
        #expect(moved.state.url == "https://g.example/final")
        #expect(permanent.urls == ["https://f.example/feed", "https://f.example/moved", "https://g.example/final"])

        let temporary = ScriptedTransport([
            .response(HTTPResponse(status: 301, headers: ["Location": "/moved"])),
            .response(HTTPResponse(status: 307, headers: ["Location": "/elsewhere"])),
            .response(HTTPResponse(status: 200, body: Self.rss)),
        ])
        #expect(try await fetcher(temporary).fetch(FeedFetchState(url: "https://f.example/feed")).state.url == "https://f.example/feed")

        let unparsable = ScriptedTransport([
            .response(HTTPResponse(status: 301, headers: ["Location": "/moved"])),
            .response(HTTPResponse(status: 200, body: Data("<html>not a feed</html>".utf8))),
        ])
        let failed = try await fetcher(unparsable).fetch(FeedFetchState(url: "https://f.example/feed"))
        #expect(failed.state.url == "https://f.example/feed")
        guard case .failed(.unreadable) = failed.outcome else { Issue.record("\(failed.outcome)"); return }
    }

    @Test("a redirect loop, a sixth redirect and a redirect to ftp each fail with their reason")
    func badRedirects() async throws {
        let loop = ScriptedTransport([
            .response(HTTPResponse(status: 302, headers: ["Location": "/b"])),
            .response(HTTPResponse(status: 302, headers: ["Location": "/feed"])),
        ])
        #expect(try await fetcher(loop).fetch(FeedFetchState(url: "https://f.example/feed")).outcome == .failed(.redirectLoop))
        let chain = ScriptedTransport((1...6).map { .response(HTTPResponse(status: 302, headers: ["Location": "/hop\($0)"])) })
        #expect(
            try await fetcher(chain).fetch(FeedFetchState(url: "https://f.example/feed")).outcome == .failed(.tooManyRedirects(limit: 5)))
        #expect(chain.requests.count == 6)
        let ftp = ScriptedTransport([.response(HTTPResponse(status: 301, headers: ["Location": "ftp://f.example/feed"]))])
        #expect(
            try await fetcher(ftp).fetch(FeedFetchState(url: "https://f.example/feed")).outcome
                == .failed(.badRedirect("ftp://f.example/feed")))
    }

    @Test("410 marks the feed gone for good, even when forced")
    func gone() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(status: 410))])
        let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://f.example/feed"))
        #expect(result.outcome == .gone)
        #expect(result.state.isGone)
        #expect(try await fetcher(transport).fetch(result.state, force: true).outcome == .skipped(.gone))
        #expect(transport.requests.count == 1)
    }

    @Test("429 with Retry-After holds the host; a held host is not asked, even when forced")
    func retryAfter() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(status: 429, headers: ["Retry-After": "120"]))])
        let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://F.example/feed"))
        let until = Self.clock.addingTimeInterval(120)
        #expect(result.hold == FeedFetchResult.HostHold(host: "f.example", until: until))
        #expect(result.outcome == .failed(.rateLimited(host: "f.example", until: until)))
        let other = try await fetcher(transport).fetch(
            FeedFetchState(url: "https://f.example/other"), force: true, holds: ["f.example": until])
        #expect(other.outcome == .skipped(.held(until: until)))
        #expect(transport.requests.count == 1)
    }
}
