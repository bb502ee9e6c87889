import Foundation
import Testing

@testable import NewsWeb

@Suite("One subscription per feed address, whatever its spelling")
struct FeedAddressTests {
    @Test(
        "case of scheme and host, a default port, a fragment and dot segments make no other feed",
        arguments: [
            "HTTP://Example.com/feed", "http://example.com/feed", "http://example.com/feed#frag", "http://example.com/f/../feed",
            "http://EXAMPLE.com:80/./feed", " http://example.com/feed ",
        ])
    func variants(_ address: String) {
        #expect(FeedAddress.canonical(address) == "http://example.com/feed")
    }

    @Test("path case, the query, other ports and https's own default are kept apart")
    func distinct() {
        #expect(FeedAddress.canonical("http://example.com/Feed") == "http://example.com/Feed")
        #expect(FeedAddress.canonical("http://example.com/feed?b=2&a=1") == "http://example.com/feed?b=2&a=1")
        #expect(FeedAddress.canonical("http://example.com:8080/feed") == "http://example.com:8080/feed")
        #expect(FeedAddress.canonical("https://example.com:443/feed") == "https://example.com/feed")
        #expect(FeedAddress.canonical("https://example.com:80/feed") == "https://example.com:80/feed")
        #expect(FeedAddress.canonical("http://example.com") == "http://example.com/")
        #expect(FeedAddress.canonical("http://127.0.0.1:8123/a/b/../c/./d/..") == "http://127.0.0.1:8123/a/c/")
        #expect(FeedAddress.canonical("not an address") == "not an address")
    }

    @Test("dot segments resolve as RFC 3986 says")
    func dotSegments() {
        #expect(FeedAddress.removingDotSegments("/a/b/c/./../../g") == "/a/g")
        #expect(FeedAddress.removingDotSegments("/../feed") == "/feed")
        #expect(FeedAddress.removingDotSegments("/a//b/.") == "/a//b/")
        #expect(FeedAddress.removingDotSegments("/feed.xml") == "/feed.xml")
    }

    @Test("a subscription file listing one feed in two spellings lists it once")
    func oneFileTwoSpellings() {
        let list = SubscriptionList.readingNewsboatURLs("http://example.com/feed\nHTTP://example.com/feed#x\n")
        #expect(list.entries.map(\.url) == ["http://example.com/feed"])
        #expect(list.notes == ["line 2: HTTP://example.com/feed#x is listed already; skipped"])
    }
}
