import Foundation
import Testing

@testable import NewsWeb

/// Pages written for these tests: an article of four paragraphs inside a page, with whatever
/// clutter or metadata a test adds.
private enum Pages {
    static let paragraphs = [
        "The harbour council met on Tuesday evening, and after a long debate it agreed to rebuild the old ferry pier before winter.",
        "Engineers said the timber piles, laid in 1952, had rotted below the waterline, so the whole deck would be lifted and replaced.",
        "Residents who use the ferry each morning asked for a temporary landing, which the council promised within three weeks.",
        "The work, paid for from the maritime fund, should be finished by March, weather permitting, the council's engineer said.",
    ]

    /// A page whose article holds the four paragraphs with `inside` after the second, and `around` after the article.
    static func article(head: String = "", inside: String = "", around: String = "") -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Pier to be rebuilt | Harbour News</title>\(head)</head><body>
        <nav><ul><li><a href="/">Home</a></li><li><a href="/local">Local</a></li><li><a href="/sport">Sport</a></li></ul></nav>
        <main><article><h1>Pier to be rebuilt</h1>
        <p>\(paragraphs[0])</p><p>\(paragraphs[1])</p>\(inside)<p>\(paragraphs[2])</p><p>\(paragraphs[3])</p>
        </article>\(around)</main>
        <footer><p>Copyright Harbour News, all rights reserved, every day of the year.</p></footer></body></html>
        """
    }

    static func read(_ html: String, url: String = "https://news.example/2024/pier", contentType: String? = "text/html") throws -> ReadPage
    {
        try PageReader.read(Data(html.utf8), url: URL(string: url), contentType: contentType)
    }
}

@Suite("Reader mode: a page's article")
struct PageReaderTests {
    @Test("the article's paragraphs, and no headline, navigation or footer")
    func body() throws {
        let page = try Pages.read(Pages.article())
        #expect(page.plainText == Pages.paragraphs.joined(separator: "\n\n"))
        #expect(page.text.blocks.map(\.text) == Pages.paragraphs)
    }

    @Test(
        "each kind of clutter inside or beside the article is left out",
        arguments: [
            ("navigation", #"<nav class="inline"><a href="/a">CLUTTER one</a> <a href="/b">two</a></nav>"#),
            (
                "share bar",
                #"<div class="share-bar"><a href="https://social.example/s">CLUTTER Share this</a> <span>CLUTTER Tweet</span></div>"#
            ),
            (
                "related list",
                #"<section class="related-stories"><h3>CLUTTER More stories</h3><ul><li><a href="/x">CLUTTER Tide times</a></li><li><a href="/y">Bins</a></li></ul></section>"#
            ),
            (
                "newsletter box",
                #"<div class="newsletter-box"><p>CLUTTER Get the morning briefing, every day, straight to your inbox, free of charge.</p><input type="email"></div>"#
            ),
            (
                "comments",
                #"<div id="comments"><p>CLUTTER I have used that pier for forty years, and it was always falling apart, frankly.</p></div>"#
            ),
            (
                "cookie notice",
                #"<div class="cookie-notice"><p>CLUTTER We use cookies to improve your experience, accept or refuse them.</p></div>"#
            ),
            (
                "caption",
                #"<figure><img src="/pier.jpg" alt="The pier"><figcaption>CLUTTER The pier at low tide, photographed in May.</figcaption></figure>"#
            ),
            ("byline", #"<p class="byline">CLUTTER By Ann Smith, harbour correspondent</p>"#),
            ("read more link", #"<p>Read more: <a href="/older-story-about-the-harbour-pier">CLUTTER The pier's first repairs</a></p>"#),
        ])
    func clutter(kind: String, html: String) throws {
        let page = try Pages.read(Pages.article(inside: html, around: html))
        #expect(!page.plainText.contains("CLUTTER"), "\(kind)")
        #expect(page.text.blocks.filter { Pages.paragraphs.contains($0.text) }.count == 4, "\(kind)")
    }

    @Test("images are [image: ALT] and links [n] in the text, neither in the plain text")
    func imagesAndLinks() throws {
        let inside =
            #"<p>The plan, drawn up by <a href="/engineers">the engineers</a>, is online, with <img src="/p.png" alt="a plan"> a map.</p>"#
        let page = try Pages.read(Pages.article(inside: inside))
        #expect(page.text.blocks.map(\.text).contains("The plan, drawn up by the engineers[1], is online, with [image: a plan] a map."))
        #expect(page.links == ["https://news.example/engineers"])
        #expect(page.plainText.contains("The plan, drawn up by the engineers, is online, with a map."))
    }

    @Test("a list of short items in the article stays")
    func shortList() throws {
        let inside = "<p><strong>What is new:</strong></p><ul><li>New tasks</li><li>More questions</li><li>Bugs fixed</li></ul>"
        let page = try Pages.read(Pages.article(inside: inside))
        #expect(page.text.blocks.contains { $0.kind == .listItem(marker: "•") && $0.text == "Bugs fixed" })
    }

    @Test("a page's <base> resolves its relative links")
    func base() throws {
        let inside = #"<p>The council's <a href="minutes.html">minutes</a> of the meeting, all forty pages of them, are published.</p>"#
        let page = try Pages.read(Pages.article(head: #"<base href="https://archive.example/docs/">"#, inside: inside))
        #expect(page.links == ["https://archive.example/docs/minutes.html"])
    }

    @Test("control characters, escape sequences and bidi overrides never reach the text")
    func controls() throws {
        let inside =
            "<p>Bell \u{07}here, colour \u{1B}[31mred\u{1B}[0m, and \u{202E}reversed\u{202C} text, with a \u{9B}C1 control too, it said.</p>"
        let page = try Pages.read(Pages.article(head: "<meta property=\"og:title\" content=\"Title \u{1B}[2J\u{202E}x\">", inside: inside))
        let all = page.plainText + page.text.blocks.map(\.text).joined() + (page.title ?? "")
        for forbidden: Unicode.Scalar in ["\u{07}", "\u{1B}", "\u{202E}", "\u{202C}", "\u{9B}"] {
            #expect(!all.unicodeScalars.contains(forbidden))
        }
        #expect(page.plainText.contains("colour [31mred[0m, and reversed text"))
    }

    @Test("a page with no text is refused as having none")
    func noText() {
        #expect(throws: PageReadError.noArticleText) {
            try Pages.read("<html><head><title>Empty</title></head><body><nav><a href='/'>Home</a></nav><div></div></body></html>")
        }
    }

    @Test("what is not HTML is refused with its kind named")
    func notHTML() {
        #expect(throws: PageReadError.notHTML(kind: "a PDF")) {
            try PageReader.read(Data("%PDF-1.7\n1 0 obj".utf8), url: nil, contentType: nil)
        }
        #expect(throws: PageReadError.notHTML(kind: "an image (image/png)")) {
            try PageReader.read(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]), url: nil, contentType: "image/png")
        }
        #expect(throws: PageReadError.notHTML(kind: "JSON (application/json)")) {
            try PageReader.read(Data("{\"a\": 1}".utf8), url: nil, contentType: "application/json; charset=utf-8")
        }
        #expect(PageReadError.notHTML(kind: "a PDF").description.contains("browse"))
    }

    @Test("a page over 16 MiB is refused as too large")
    func tooLarge() {
        #expect(throws: PageReadError.tooLarge(bytes: PageReader.maxBytes + 1, limit: PageReader.maxBytes)) {
            try PageReader.read(Data(count: PageReader.maxBytes + 1), url: nil, contentType: "text/html")
        }
    }

    @Test("a page nested a hundred thousand deep is read, flattened, in bounded time")
    func deeplyNested() throws {
        let depth = 100_000
        let html =
            "<html><body><article><p>\(Pages.paragraphs[0])</p><p>\(Pages.paragraphs[1])</p>"
            + String(repeating: "<div>", count: depth) + "<p>Deep inside, the last words of the page are found, still.</p>"
            + String(repeating: "</div>", count: depth) + "</article></body></html>"
        let clock = ContinuousClock()
        let started = clock.now
        let page = try Pages.read(html)
        // A guard against a blow-up (a walk quadratic in the depth takes many minutes here), not a
        // speed measure: a debug build on two busy cores took 14 s once; make bench measures speed.
        #expect(clock.now - started < .seconds(120))
        #expect(page.plainText.contains(Pages.paragraphs[0]))
    }

    @Test("malformed HTML is mended: unclosed paragraphs and stray end tags")
    func malformed() throws {
        let html = "<html><body><article><p>\(Pages.paragraphs[0])<p>\(Pages.paragraphs[1])</span></div><p>\(Pages.paragraphs[2])</article>"
        let page = try Pages.read(html)
        #expect(page.text.blocks.map(\.text) == Array(Pages.paragraphs.prefix(3)))
    }
}
