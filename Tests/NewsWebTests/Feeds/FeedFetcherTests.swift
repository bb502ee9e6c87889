import Foundation
import Testing

@testable import NewsWeb

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

    @Test("relative links resolve against the Content-Location header, itself relative to the address asked")
    func contentLocation() async throws {
        let body = Data("<rss><channel><link>uri</link><item><title>A</title><link>a</link></item></channel></rss>".utf8)
        let transport = ScriptedTransport([
            .response(HTTPResponse(status: 200, headers: ["Content-Location": "https://g.example/relative/"], body: body)),
            .response(HTTPResponse(status: 200, headers: ["Content-Location": "/feed/pg"], body: body)),
            .response(HTTPResponse(status: 200, headers: ["Content-Location": "javascript:alert(1)"], body: body)),
        ])
        var sites: [String?] = []
        var links: [String?] = []
        for _ in 0..<3 {
            let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://f.example/feeds/feed.xml"), force: true)
            guard case .fetched(let document) = result.outcome else { Issue.record("not fetched: \(result.outcome)"); return }
            sites.append(document.siteURL)
            links.append(document.items.first?.link)
        }
        #expect(sites == ["https://g.example/relative/uri", "https://f.example/feed/uri", "https://f.example/feeds/uri"])
        #expect(links == ["https://g.example/relative/a", "https://f.example/feed/a", "https://f.example/feeds/a"])
    }

    @Test("a feed fetched less than 15 minutes ago is skipped unless forced; a longer ttl is honoured")
    func freshness() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(status: 304))])
        let recent = FeedFetchState(url: "https://f.example/feed", etag: "\"v1\"", fetchedAt: Self.clock.addingTimeInterval(-600))
        #expect(try await fetcher(transport).fetch(recent).outcome == .skipped(.fresh(dueAt: Self.clock.addingTimeInterval(300))))
        #expect(transport.requests.isEmpty)
        #expect(try await fetcher(transport).fetch(recent, force: true).outcome == .notModified)
        let hourly = FeedFetchState(
            url: "https://f.example/feed", etag: "\"v1\"", fetchedAt: Self.clock.addingTimeInterval(-1800), refreshInterval: 3600)
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

    @Test("429 with Retry-After holds the origin; a held origin is not asked, even when forced; another port is another server")
    func retryAfter() async throws {
        let transport = ScriptedTransport([
            .response(HTTPResponse(status: 429, headers: ["Retry-After": "120"])), .response(HTTPResponse(status: 304)),
        ])
        let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://F.example:443/feed"))
        let until = Self.clock.addingTimeInterval(120)
        #expect(result.hold == FeedFetchResult.HostHold(host: "https://f.example", until: until))
        #expect(result.outcome == .failed(.rateLimited(host: "f.example", until: until)))
        let other = try await fetcher(transport).fetch(
            FeedFetchState(url: "https://f.example/other"), force: true, holds: ["https://f.example": until])
        #expect(other.outcome == .skipped(.held(until: until)))
        #expect(transport.requests.count == 1)
        let otherPort = try await fetcher(transport).fetch(
            FeedFetchState(url: "https://f.example:8443/other"), force: true, holds: ["https://f.example": until])
        #expect(otherPort.outcome == .notModified)
    }

    @Test("a Retry-After of Int64.max, or a date centuries away, holds a day at most")
    func retryAfterBounded() async throws {
        for header in ["9223372036854775807", "Sun, 06 Nov 2994 08:49:37 GMT"] {
            let transport = ScriptedTransport([.response(HTTPResponse(status: 503, headers: ["Retry-After": header]))])
            let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://f.example/feed"))
            #expect(result.hold?.until == Self.clock.addingTimeInterval(86_400), "Retry-After: \(header)")
        }
    }

    @Test("a ttl of inf, NaN or years is a day at most; a feed asking for nothing is due after a quarter hour")
    func ttlBounded() async throws {
        for ttl in ["inf", "nan", "99999999999999999999", "-5"] {
            let body = Data("<rss><channel><title>T</title><ttl>\(ttl)</ttl></channel></rss>".utf8)
            let transport = ScriptedTransport([.response(HTTPResponse(status: 200, body: body))])
            let result = try await fetcher(transport).fetch(FeedFetchState(url: "https://f.example/feed"))
            let interval = FeedFetcher.interval(asked: result.state.refreshInterval)
            #expect((900...86_400).contains(interval), "ttl \(ttl): \(interval)")
        }
        #expect(FeedFetcher.interval(asked: .infinity) == 86_400)
        #expect(FeedFetcher.interval(asked: nil) == 900)
        let stored = FeedFetchState(
            url: "https://f.example/feed", fetchedAt: Self.clock.addingTimeInterval(-86_401), refreshInterval: 1e300)
        let transport = ScriptedTransport([.response(HTTPResponse(status: 304))])
        #expect(
            try await fetcher(transport).fetch(stored).outcome == .notModified,
            "a huge ttl stored earlier stops a feed for a day, not for good")
    }

    @Test("a feed whose server sends no validators is asked at most hourly unless forced")
    func unvalidated() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(status: 200, body: Self.rss))])
        let bare = FeedFetchState(url: "https://f.example/feed", fetchedAt: Self.clock.addingTimeInterval(-1800))
        #expect(try await fetcher(transport).fetch(bare).outcome == .skipped(.fresh(dueAt: Self.clock.addingTimeInterval(1800))))
        var validated = bare
        validated.etag = "\"v1\""
        #expect(try await fetcher(ScriptedTransport([.response(HTTPResponse(status: 304))])).fetch(validated).outcome == .notModified)
        guard case .fetched = try await fetcher(transport).fetch(bare, force: true).outcome else {
            Issue.record("--force did not fetch")
            return
        }
    }

    @Test("a failing feed waits its interval after the first failure, twice that after the second, a day at most; --force asks it")
    func backOff() async throws {
        #expect(FeedFetcher.backOff(failures: 1, asked: nil) == 900)
        #expect(FeedFetcher.backOff(failures: 2, asked: nil) == 1800)
        #expect(FeedFetcher.backOff(failures: 3, asked: 3600) == 14_400)
        #expect(FeedFetcher.backOff(failures: 40, asked: nil) == 86_400)
        let failing = FeedFetchState(url: "https://f.example/feed", failures: 2, triedAt: Self.clock.addingTimeInterval(-600))
        let transport = ScriptedTransport([.response(HTTPResponse(status: 500))])
        #expect(try await fetcher(transport).fetch(failing).outcome == .skipped(.failing(dueAt: Self.clock.addingTimeInterval(1200))))
        #expect(transport.requests.isEmpty)
        #expect(try await fetcher(transport).fetch(failing, force: true).outcome == .failed(.status(500)))
    }

    @Test("a redirect to a held origin is not followed")
    func heldRedirectTarget() async throws {
        let until = Self.clock.addingTimeInterval(600)
        let transport = ScriptedTransport([.response(HTTPResponse(status: 302, headers: ["Location": "https://cdn.example/feed"]))])
        let result = try await fetcher(transport).fetch(
            FeedFetchState(url: "https://f.example/feed"), holds: ["https://cdn.example": until])
        #expect(result.outcome == .skipped(.held(until: until)))
        #expect(transport.urls == ["https://f.example/feed"])
    }
}
