import Testing

@testable import NewsStories

@Suite("Canonical addresses: what does not make a new article")
struct CanonicalAddressTests {
    @Test(
        "scheme, www., the host's case, a default port, a trailing slash, a fragment and tracking parameters",
        arguments: [
            "http://example.com/world/story-1",
            "https://www.example.com/world/story-1",
            "HTTPS://WWW.Example.COM/world/story-1/",
            "https://example.com:443/world/story-1#comments",
            "https://example.com/world/story-1?utm_source=rss&utm_medium=feed",
            "https://example.com/world/story-1/?fbclid=abc&gclid=def&mc_cid=1&mc_eid=2&ref_src=twsrc",
            "  https://example.com/world/story-1?UTM_Campaign=x  ",
        ])
    func sameArticle(address: String) {
        #expect(CanonicalAddress.of(address) == "https://example.com/world/story-1")
    }

    @Test("the path's case, other parameters and their order make another article")
    func differentArticles() {
        #expect(CanonicalAddress.of("https://example.com/World/Story-1") == "https://example.com/World/Story-1")
        #expect(CanonicalAddress.of("https://example.com/story?id=7&utm_source=x&page=2") == "https://example.com/story?id=7&page=2")
        #expect(CanonicalAddress.of("https://example.com/story?id=7") != CanonicalAddress.of("https://example.com/story?id=8"))
        #expect(CanonicalAddress.of("https://example.com/story?utm_source=x") == "https://example.com/story")
    }

    @Test("a host alone, a non-default port and text that is no address")
    func edges() {
        #expect(CanonicalAddress.of("http://www.example.com/") == "https://example.com")
        #expect(CanonicalAddress.of("http://example.com:8080/a") == "https://example.com:8080/a")
        #expect(CanonicalAddress.of(" not an address ") == "not an address")
        #expect(CanonicalAddress.of("") == "")
    }
}
