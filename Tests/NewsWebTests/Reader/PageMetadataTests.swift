import Foundation
import Testing

@testable import NewsWeb

@Suite("Reader mode: a page's metadata and charset")
struct PageMetadataTests {
    private static let body = """
        <article><p>The harbour council met on Tuesday evening, and after a long debate it agreed to rebuild the pier.</p>
        <p>Engineers said the timber piles, laid in 1952, had rotted below the waterline, so the deck would be replaced.</p></article>
        """

    private static let jsonLD = """
        <script type="application/ld+json">{"@context": "https://schema.org", "@graph": [{"@type": "WebSite", "name": "Wrong"},
        {"@type": ["NewsArticle"], "headline": "From JSON-LD", "author": [{"@type": "Person", "name": "Ann Smith"}, {"name": "Bo Lee"}],
        "publisher": {"@type": "Organization", "name": "LD News"}, "datePublished": "2024-03-01T10:00:00Z"}]}</script>
        """
    private static let graph = """
        <meta property="og:title" content="From Open Graph"><meta property="og:site_name" content="OG News">
        <meta property="article:published_time" content="2024-03-02T10:00:00Z"><meta property="article:author" content="OG Author">
        """
    private static let meta = """
        <meta name="twitter:title" content="From meta"><meta name="author" content="By Meta Author">
        <meta name="application-name" content="Meta News"><meta name="date" content="2024-03-03T10:00:00Z">
        """
    private static let time = #"<time datetime="2024-03-04T10:00:00Z">4 March</time>"#

    private func read(head: String, body: String = PageMetadataTests.body) throws -> ReadPage {
        let html = "<html><head><title>From title | Site</title>\(head)</head><body>\(Self.time)\(body)</body></html>"
        return try PageReader.read(Data(html.utf8), url: URL(string: "https://news.example/a"), contentType: "text/html")
    }

    private func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    @Test("JSON-LD is trusted first, then Open Graph, then <meta>, then <time> and <title>")
    func orderOfTrust() throws {
        let all = try read(head: Self.jsonLD + Self.graph + Self.meta)
        #expect(all.title == "From JSON-LD")
        #expect(all.byline == "Ann Smith, Bo Lee")
        #expect(all.siteName == "LD News")
        #expect(all.publishedAt == date("2024-03-01T10:00:00Z"))

        let graph = try read(head: Self.meta + Self.graph)
        #expect(graph.title == "From Open Graph")
        #expect(graph.byline == "OG Author")
        #expect(graph.siteName == "OG News")
        #expect(graph.publishedAt == date("2024-03-02T10:00:00Z"))

        let meta = try read(head: Self.meta)
        #expect(meta.title == "From meta")
        #expect(meta.byline == "Meta Author")
        #expect(meta.siteName == "Meta News")
        #expect(meta.publishedAt == date("2024-03-03T10:00:00Z"))

        let bare = try read(head: "")
        #expect(bare.title == "From title | Site")
        #expect(bare.byline == nil)
        #expect(bare.publishedAt == date("2024-03-04T10:00:00Z"))
    }

    @Test("the site's name is taken off a title that carries it, before or after; any other title stays whole")
    func titleWithoutSiteName() {
        #expect(PageMetadata.withoutSiteName("Pier to be rebuilt | Harbour News", siteName: "Harbour News") == "Pier to be rebuilt")
        #expect(PageMetadata.withoutSiteName("HARBOUR NEWS - Pier to be rebuilt", siteName: "Harbour News") == "Pier to be rebuilt")
        #expect(PageMetadata.withoutSiteName("Pier — a history | Harbour News", siteName: "Harbour News") == "Pier — a history")
        #expect(PageMetadata.withoutSiteName("Pier to be rebuilt | Other", siteName: "Harbour News") == "Pier to be rebuilt | Other")
        #expect(PageMetadata.withoutSiteName("Harbour News", siteName: "Harbour News") == "Harbour News")
        #expect(PageMetadata.withoutSiteName("Pier to be rebuilt | Harbour News", siteName: nil) == "Pier to be rebuilt | Harbour News")
    }

    @Test("JSON-LD's articleBody stands in when the page's own text is much shorter")
    func articleBody() throws {
        let script = """
            <script type="application/ld+json">{"@type": "NewsArticle", "headline": "H",
            "articleBody": "First paragraph of the full story, which the page itself hides behind a script.\\nSecond paragraph, with many more words than the teaser on the page has, so it is the better text to show."}</script>
            """
        let page = try read(head: script, body: "<article><p>A teaser of a few words only, nothing more.</p></article>")
        #expect(page.text.blocks.count == 2)
        #expect(page.plainText.hasPrefix("First paragraph of the full story"))
    }

    private func decoded(_ bytes: [UInt8], contentType: String?) throws -> String {
        let head = Array("<html><head>".utf8)
        let article =
            Array("</head><body><article><p>The caf".utf8) + bytes
            + Array(" by the harbour served tea to the engineers all day, every day.</p></article></body></html>".utf8)
        return try PageReader.read(Data(head + article), url: nil, contentType: contentType).plainText
    }

    @Test("the charset comes from the HTTP header, else <meta charset>, else the bytes")
    func charsets() throws {
        // é in windows-1252, named by the header.
        #expect(try decoded([0xE9], contentType: "text/html; charset=ISO-8859-1").hasPrefix("The café by"))
        // Unnamed and not UTF-8: windows-1252.
        #expect(try decoded([0xE9], contentType: nil).hasPrefix("The café by"))
        // Unnamed UTF-8.
        #expect(try decoded([0xC3, 0xA9], contentType: nil).hasPrefix("The café by"))
        // KOI8-R, named by <meta>, decoded by libxml2: 0xC1 is а.
        let koi8 =
            Array(#"<html><head><meta charset="koi8-r"></head><body><article><p>"#.utf8) + [0xC1]
            + Array(" is the first letter, and the harbour council meets on Tuesday evenings.</p></article></body></html>".utf8)
        #expect(try PageReader.read(Data(koi8), url: nil, contentType: nil).plainText.hasPrefix("а is the first"))
        // The header overrules <meta>.
        let meta =
            Array(#"<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"></head><body><article><p>"#.utf8)
            + [0xC3, 0xA9] + Array(" is e acute, and the harbour council meets on Tuesday evenings.</p></article></body></html>".utf8)
        #expect(try PageReader.read(Data(meta), url: nil, contentType: "text/html; charset=utf-8").plainText.hasPrefix("é is e acute"))
    }

    @Test("a byte-order mark overrules the header: UTF-16 and UTF-8")
    func byteOrderMark() throws {
        let html =
            "<html><body><article><p>Ünïcode text from a page with a byte-order mark, long enough to read.</p></article></body></html>"
        let units: [UInt8] = html.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16: [UInt8] = [0xFF, 0xFE] + units
        #expect(try PageReader.read(Data(utf16), url: nil, contentType: "text/html; charset=iso-8859-1").plainText.hasPrefix("Ünïcode"))
        let utf8 = [UInt8(0xEF), 0xBB, 0xBF] + Array(html.utf8)
        #expect(try PageReader.read(Data(utf8), url: nil, contentType: "text/html; charset=iso-8859-1").plainText.hasPrefix("Ünïcode"))
    }

    @Test("the encoding's source: mark, header, meta, sniffed")
    func encodingSources() {
        #expect(PageEncoding.detect([0xEF, 0xBB, 0xBF, 0x3C], contentType: "text/html; charset=koi8-r").source == .byteOrderMark)
        #expect(PageEncoding.detect(Array("<meta charset=koi8-r>".utf8), contentType: "text/html; charset=utf-8").source == .header)
        #expect(
            PageEncoding.detect(Array("<META CHARSET='KOI8-R'>".utf8), contentType: "text/html")
                == .init(name: "koi8-r", source: .meta, markLength: 0))
        #expect(PageEncoding.detect([0x3C, 0xE9, 0x20], contentType: nil) == .init(name: "windows-1252", source: .sniffed, markLength: 0))
    }
}
