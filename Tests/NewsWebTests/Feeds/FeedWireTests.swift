import FakeNewsAPIProcess
import Foundation
import Testing

@testable import NewsWeb

/// Feeds fetched over real HTTP from the fake server's feed routes on loopback, through the same
/// AsyncHTTPClient transport newsdesk uses: every format, every HTTP behaviour, every hostile body.
@Suite("Feeds over the wire")
struct FeedWireTests {
    static let transport = AsyncHTTPClientTransport(timeout: 5, maximumBodySize: FeedLimits().maxBodyBytes, decompresses: true)

    func fetch(_ path: String, on service: FakeNewsAPIProcess, state: FeedFetchState? = nil) async throws -> FeedFetchResult {
        let fetcher = FeedFetcher(transport: Self.transport, userAgent: "newsdesk-tests")
        return try await fetcher.fetch(state ?? FeedFetchState(url: service.url + path), force: true)
    }

    func document(_ result: FeedFetchResult) -> FeedDocument? {
        if case .fetched(let document) = result.outcome { return document }
        Issue.record("not fetched: \(result.outcome)")
        return nil
    }

    @Test("every format reads, gzip included, and a second fetch is a 304 that costs no parse")
    func formats() async throws {
        try await FakeNewsAPIProcess.with { service in
            let expected = [
                "/feeds/rss2.xml": "Harbourside Gazette", "/feeds/rss091.xml": "Old Mill Weekly",
                "/feeds/rdf.xml": "Fenwick Observatory Notes",
                "/feeds/atom.xml": "Quillby Engineering", "/feeds/feed.json": "Tern Notes", "/feeds/latin1.xml": "Grün “Tal”",
                "/feeds/utf16.xml": "Zwölf Ufer", "/feeds/broken.xml": "Café & Bar News", "/feeds/gzip/rss2.xml": "Harbourside Gazette",
            ]
            for (path, title) in expected {
                let result = try await fetch(path, on: service)
                #expect(document(result)?.title == title, "\(path)")
            }
            let first = try await fetch("/feeds/atom.xml", on: service)
            #expect(first.state.etag == "\"fixture-v1\"")
            let second = try await fetch("/feeds/atom.xml", on: service, state: first.state)
            #expect(second.outcome == .notModified)
            #expect(try await service.notModifiedCount() == 1)
            let sent = try await service.requests().last
            #expect(sent?.header("if-none-match") == "\"fixture-v1\"")
            #expect(sent?.header("user-agent") == "newsdesk-tests")
        }
    }

    @Test("redirects, loops, 410 and Retry-After, as the fetcher decides")
    func statuses() async throws {
        try await FakeNewsAPIProcess.with { service in
            let moved = try await fetch("/feeds/redirect/301/rss2.xml", on: service)
            #expect(moved.state.url == service.url + "/feeds/rss2.xml")
            let found = try await fetch("/feeds/redirect/302/rss2.xml", on: service)
            #expect(found.state.url == service.url + "/feeds/redirect/302/rss2.xml")
            #expect(try await fetch("/feeds/loop/a", on: service).outcome == .failed(.redirectLoop))
            #expect(try await fetch("/feeds/gone", on: service).outcome == .gone)
            let limited = try await fetch("/feeds/limited", on: service)
            #expect(limited.hold?.host == service.url, "held by origin: scheme, host and port")
        }
    }

    @Test("hostile bodies cost one error each (a gzip bomb, a huge body, entities, a stall); a feed cut short fails with where it stopped")
    func hostile() async throws {
        try await FakeNewsAPIProcess.with { service in
            for path in ["/feeds/bomb", "/feeds/huge", "/feeds/laughs.xml", "/feeds/xxe.xml"] {
                let result = try await fetch(path, on: service)
                guard case .failed(let error) = result.outcome else {
                    Issue.record("\(path) was not refused: \(result.outcome)")
                    continue
                }
                #expect(!error.message.isEmpty)
            }
            let cut = try await fetch("/feeds/invalid.xml", on: service)
            #expect(cut.outcome == .failed(.unreadable(.cutShort(line: 1, element: "title"))), "a feed cut short adds nothing")
            let stalled = FeedFetcher(transport: AsyncHTTPClientTransport(timeout: 1, decompresses: true), userAgent: "t")
            let result = try await stalled.fetch(FeedFetchState(url: service.url + "/feeds/stall"), force: true)
            #expect(result.outcome == .failed(.transport(.timedOut(seconds: 1))))
        }
    }

    @Test("subscribing to a page finds its feeds: one is read at once, several are listed, none is an error naming the page")
    func discovery() async throws {
        try await FakeNewsAPIProcess.with { service in
            let discovery = FeedDiscovery(transport: Self.transport, userAgent: "t")
            let direct = try await discovery.discover(service.url + "/feeds/rss2.xml").get()
            guard case .feed(let url, let document, _) = direct else { Issue.record("\(direct)"); return }
            #expect(url == service.url + "/feeds/rss2.xml")
            #expect(document.title == "Harbourside Gazette")

            let one = try await discovery.discover(service.url + "/feeds/page-with-one-link.html").get()
            guard case .feed(let oneURL, _, _) = one else { Issue.record("\(one)"); return }
            #expect(oneURL == service.url + "/feeds/atom.xml")

            let several = try await discovery.discover(service.url + "/feeds/page-with-links.html").get()
            guard case .choices(let links) = several else { Issue.record("\(several)"); return }
            #expect(links.map(\.url) == [service.url + "/feeds/rss2.xml", service.url + "/feeds/atom.xml"])
            #expect(links.map(\.title) == ["Gazette (RSS)", "Engineering (Atom)"])

            try await service.clearRequests()
            let none = try await discovery.discover(service.url + "/feeds/page-without-links.html")
            let page = service.url + "/feeds/page-without-links.html"
            #expect(none == .failure(.noFeeds(url: page, origin: service.url, tried: FeedDiscovery.probePaths)))
            if case .failure(let failure) = none {
                #expect(
                    failure.message
                        == "\(page) is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type), and \(service.url) has none at /feed, /rss, /atom.xml, /index.xml, /feed.xml"
                )
            }
            let paths = try await service.requests().map(\.path)
            #expect(
                paths == ["/feeds/page-without-links.html", "/feed", "/rss", "/atom.xml", "/index.xml", "/feed.xml"],
                "the page is asked once, then each usual path once, in order")
        }
    }
}
