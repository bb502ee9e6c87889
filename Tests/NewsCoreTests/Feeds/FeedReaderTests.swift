import Foundation
import Testing

@testable import NewsCore

@Suite("Reading feeds")
struct FeedReaderTests {
    let address = URL(string: "https://example.org/feed.xml")

    func read(_ text: String, contentType: String? = nil) throws -> FeedDocument {
        try FeedReader.read(Array(text.utf8), address: address, contentType: contentType)
    }

    @Test("RSS 2.0 with HTML entities, a bare ampersand, CDATA and double escaping keeps every word")
    func rssQuirks() throws {
        let feed = try read(
            """
            <?xml version="1.0"?>
            <rss version="2.0"><channel><title>Caf&eacute; News</title><link>https://example.org/</link>
            <ttl>60</ttl>
            <image><title>Logo</title><url>https://example.org/logo.png</url></image>
            <item><title>AT&T &amp;lt;3 &nbsp;r&eacute;sum&eacute;s &mdash; and more</title>
            <link>/2024/a</link><guid isPermaLink="false">id-1</guid>
            <description><![CDATA[<p>Hello <b>world</b> &amp; co</p>]]></description>
            <pubDate>Tue, 05 Mar 2024 14:30:00 GMT</pubDate></item>
            </channel></rss>
            """)
        #expect(feed.format == .rss)
        #expect(feed.title == "Café News")
        #expect(feed.siteURL == "https://example.org/")
        #expect(feed.refreshInterval == 3600)
        let item = try #require(feed.items.first)
        #expect(item.title == "AT&T <3 résumés — and more")
        #expect(item.link == "https://example.org/2024/a")
        #expect(item.guid == "id-1")
        #expect(item.summaryHTML == "<p>Hello <b>world</b> &amp; co</p>")
        #expect(item.published == Date(timeIntervalSince1970: 1_709_649_000))
    }

    @Test("Atom with xml:base, xhtml content and authors")
    func atom() throws {
        let feed = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://blog.example/">
            <title type="html">A &amp;amp; B</title><link href="/"/>
            <entry xml:base="posts/"><title>One</title><link href="one.html"/><id>tag:x,1</id>
            <author><name>Ann</name></author><author><name>Bo</name></author>
            <updated>2024-03-05T14:30:00+01:00</updated>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x &lt; y</p></div></content></entry>
            </feed>
            """)
        #expect(feed.format == .atom)
        #expect(feed.title == "A & B")
        #expect(feed.siteURL == "https://blog.example/")
        let item = try #require(feed.items.first)
        #expect(item.link == "https://blog.example/posts/one.html")
        #expect(item.author == "Ann, Bo")
        #expect(item.updated == Date(timeIntervalSince1970: 1_709_645_400))
        #expect(item.contentHTML == "<div><p>x &lt; y</p></div>")
    }

    @Test("RSS 1.0 (RDF) with Dublin Core dates and creators")
    func rdf() throws {
        let feed = try read(
            """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
              xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
              xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
            <channel rdf:about="https://r.example/"><title>R</title><link>https://r.example/</link>
            <sy:updatePeriod>daily</sy:updatePeriod><sy:updateFrequency>4</sy:updateFrequency></channel>
            <item rdf:about="https://r.example/1"><title>First</title><link>https://r.example/1</link>
            <dc:creator>Cy</dc:creator><dc:date>2024-03-05</dc:date><content:encoded>&lt;p&gt;Body&lt;/p&gt;</content:encoded></item>
            </rdf:RDF>
            """)
        #expect(feed.format == .rdf)
        #expect(feed.refreshInterval == 21_600)
        let item = try #require(feed.items.first)
        #expect(item.author == "Cy")
        #expect(item.contentHTML == "<p>Body</p>")
        #expect(item.published == Date(timeIntervalSince1970: 1_709_596_800))
    }

    @Test("control characters XML forbids are dropped and the rest is kept")
    func controls() throws {
        let feed = try read("<rss><channel><title>T\u{1B}[2J</title><item><title>A\u{0B}B &#27;C &#x1;D</title></item></channel></rss>")
        #expect(feed.title == "T[2J")
        #expect(feed.items.first?.title == "AB C D")
    }

    @Test("a billion-laughs document is refused at once")
    func billionLaughs() throws {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        text += "]><rss><channel><title>&lol9;</title></channel></rss>"
        let started = ContinuousClock.now
        #expect(throws: FeedError.markup(.declaresEntities)) { try read(text) }
        #expect(ContinuousClock.now - started < .seconds(5), "refused before any expansion, not after")
    }

    @Test("an external entity is never read")
    func externalEntity() throws {
        let text =
            "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><rss><channel><title>&xxe;</title></channel></rss>"
        #expect(throws: FeedError.markup(.declaresEntities)) { try read(text) }
    }

    @Test("ISO-8859-1 declared in the prolog is read as windows-1252")
    func latin1() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><title>caf".utf8)
        bytes += [0xE9, 0x20, 0x93, 0x71, 0x94]
        bytes += Array("</title></channel></rss>".utf8)
        let feed = try FeedReader.read(bytes, address: address)
        #expect(feed.title == "café “q”")
    }

    @Test(
        "an encoding libxml2 has no decoder for fails the feed with its name, and the process lives on",
        arguments: ["x-no-such-charset", "x-bogus-2"])
    func unknownEncoding(name: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(name)\"?><rss><channel><title>t</title></channel></rss>"
        #expect(throws: FeedError.markup(.unknownEncoding(name))) { try read(text) }
        #expect(throws: FeedError.markup(.unknownEncoding(name))) {
            try read("<rss><channel><title>t</title></channel></rss>", contentType: "application/rss+xml; charset=\(name)")
        }
        #expect(FeedError.markup(.unknownEncoding(name)).message.contains("unknown encoding"))
    }

    @Test("the HTTP charset wins over the prolog, the BOM over both")
    func charsetOrder() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss><channel><title>".utf8)
        bytes += [0xE9]
        bytes += Array("</title></channel></rss>".utf8)
        #expect(try FeedReader.read(bytes, address: address, contentType: "text/xml; charset=iso-8859-1").title == "é")
        let utf8WithBOM = [0xEF, 0xBB, 0xBF] + Array("<rss><channel><title>é</title></channel></rss>".utf8)
        #expect(try FeedReader.read(utf8WithBOM, address: address, contentType: "text/xml; charset=iso-8859-1").title == "é")
    }

    @Test("UTF-16 with a byte-order mark")
    func utf16() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><rss><channel><title>Ünïcode &eacute;</title></channel></rss>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try FeedReader.read(bytes, address: address).title == "Ünïcode é")
    }

    @Test("a JSON Feed")
    func jsonFeed() throws {
        let feed = try read(
            """
            {"version":"https://jsonfeed.org/version/1.1","title":"J","home_page_url":"https://j.example/",
             "items":[{"id":1,"url":"/a","title":"A &amp; B","content_text":"x < y\\n\\nz","date_published":"2024-03-05T14:30:00Z",
             "authors":[{"name":"Di"}]}]}
            """)
        #expect(feed.format == .jsonFeed)
        let item = try #require(feed.items.first)
        #expect(item.guid == "1")
        #expect(item.link == "https://j.example/a")
        #expect(item.title == "A & B")
        #expect(item.contentHTML == "<p>x &lt; y</p><p>z</p>")
        #expect(item.author == "Di")
    }

    @Test("a document that is no feed says so")
    func notAFeed() {
        #expect(throws: FeedError.self) { try read("<html><body>hi</body></html>") }
        #expect(throws: FeedError.empty) { try read("   ") }
    }

    @Test("a body over the limit stops being read")
    func tooLarge() {
        let reader = FeedReader(address: address, limits: FeedLimits(maxBodyBytes: 100))
        let bytes = Array(String(repeating: "<rss>", count: 50).utf8)
        #expect(throws: FeedError.tooLarge(limit: 100)) {
            try bytes.withUnsafeBytes { buffer in try reader.consume(buffer) }
        }
    }

    @Test("elements nested past the limit are refused")
    func tooDeep() {
        let text = "<rss><channel>" + String(repeating: "<x>", count: 300) + "</channel></rss>"
        #expect(throws: FeedError.self) { try read(text) }
    }

    @Test("bytes split anywhere give the same feed")
    func chunked() throws {
        let text = "<rss><channel><title>R&eacute;sum&eacute; AT&T</title><item><title><![CDATA[a ]] b]]></title></item></channel></rss>"
        let whole = try read(text)
        let bytes = Array(text.utf8)
        for size in [1, 2, 3, 7] {
            let reader = FeedReader(address: address)
            var index = 0
            while index < bytes.count {
                let end = min(index + size, bytes.count)
                try Array(bytes[index..<end]).withUnsafeBytes { try reader.consume($0) }
                index = end
            }
            #expect(try reader.finish() == whole, "chunks of \(size)")
        }
        #expect(whole.title == "Résumé AT&T")
        #expect(whole.items.first?.title == "a ]] b")
    }

    @Test("an item's key: GUID, else link, else title and date")
    func keys() {
        #expect(FeedItem(guid: "g", link: "https://x/").key == "guid:g")
        #expect(FeedItem(link: "https://x/").key == "link:https://x/")
        #expect(FeedItem(title: "t").key == FeedItem(title: "t").key)
        #expect(FeedItem(title: "t").key != FeedItem(title: "u").key)
    }
}
