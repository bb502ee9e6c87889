import Foundation
import Testing

@testable import NewsWeb

@Suite("Finding a page's feeds")
struct FeedLinkFinderTests {
    @Test("alternate links of feed types, resolved, each once")
    func links() {
        let html = """
            <html><head><title>Site</title>
            <link rel="stylesheet" href="/s.css">
            <link rel="alternate" type="application/rss+xml" title="All posts" href="/feed.xml">
            <link rel="alternate" type="application/atom+xml" href="https://s.example/atom">
            <link rel="alternate" type="application/rss+xml" href="/feed.xml">
            <link rel="alternate" hreflang="fr" href="/fr/">
            </head><body>x</body></html>
            """
        let found = FeedLinkFinder.links(inHTML: Array(html.utf8), base: URL(string: "https://s.example/blog/"))
        #expect(
            found == [
                .init(url: "https://s.example/feed.xml", title: "All posts", type: "application/rss+xml"),
                .init(url: "https://s.example/atom", title: nil, type: "application/atom+xml"),
            ])
        #expect(FeedLinkFinder.links(inHTML: Array("<html><body>none</body></html>".utf8), base: nil).isEmpty)
    }
}
