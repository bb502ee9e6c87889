import Foundation
import NewsModels
import Testing

@testable import NewsWeb

/// Cases feedparser's own test suite showed newsdesk reading differently (bench/feedparser_suite.py),
/// each written small by hand.
@Suite("Feeds as feedparser's suite reads them")
struct FeedparserCaseTests {
    let address = URL(string: "https://example.org/feed.xml")

    func read(_ text: String) throws -> FeedDocument {
        try FeedReader.read(Array(text.utf8), address: address)
    }

    @Test("Atom 1.0 text of a media type that is neither text nor XML is base64")
    func atomBase64ByType() throws {
        // "Plain <b>words</b>" in base64
        let feed = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom"><title type="application/octet-stream">UGxhaW4gPGI+d29yZHM8L2I+</title>
            <entry><title type="application/octet-stream">UGxhaW4gPGI+d29yZHM8L2I+</title>
            <content type="application/octet-stream">UGxhaW4gPGI+d29yZHM8L2I+</content></entry></feed>
            """)
        #expect(feed.title == "Plain words")
        #expect(feed.items.first?.title == "Plain words")
        #expect(feed.items.first?.contentHTML == "Plain <b>words</b>")
    }

    @Test("Atom 0.3's application/xhtml+xml is XHTML: its div is markup, its escaped text is text")
    func atom03XHTMLType() throws {
        let feed = try read(
            """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#"><title type="application/xhtml+xml">\
            <div xmlns="http://www.w3.org/1999/xhtml">Tags like &lt;blink&gt;</div></title></feed>
            """)
        #expect(feed.title == "Tags like <blink>")
    }

    @Test("a title inside an entry's image or source is not the entry's")
    func nestedTitles() throws {
        let feed = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom">
            <entry><title>Right</title><image><title>Wrong</title></image></entry>
            <entry><source><title>Wrong</title></source><title>Right</title></entry></feed>
            """)
        #expect(feed.items.map(\.title) == ["Right", "Right"])
    }

    @Test("stand-ins: dc:title for the feed, dc:author, itunes:author, itunes:summary, media:title, dcterms dates")
    func standIns() throws {
        let feed = try read(
            """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"
             xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:media="http://search.yahoo.com/mrss/">
            <channel><dc:title>Dublin Gazette</dc:title>
            <item><media:title>Media title</media:title><dc:author>Ann Editor</dc:author>
            <dcterms:issued>2003-12-31T10:14:55Z</dcterms:issued></item>
            <item><title>b</title><itunes:author>Pod Host</itunes:author><itunes:summary>Show notes</itunes:summary>
            <dcterms:modified>2004-01-01T00:00:01Z</dcterms:modified></item>
            </channel></rss>
            """)
        #expect(feed.title == "Dublin Gazette")
        #expect(feed.items.map(\.title) == ["Media title", "b"])
        #expect(feed.items.map(\.author) == ["Ann Editor", "Pod Host"])
        #expect(feed.items.first?.published == Date(timeIntervalSince1970: 1_072_865_695))
        #expect(feed.items.last?.updated == Date(timeIntervalSince1970: 1_072_915_201))
        #expect(feed.items.last?.summaryHTML == "Show notes")
    }

    @Test("a feed's own title wins over its dc:title, wherever each stands")
    func titleOverDublinCore() throws {
        let feed = try read(
            """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><dc:title>Stand-in</dc:title>
            <title>Own</title></channel></rss>
            """)
        #expect(feed.title == "Own")
    }

    @Test("Atom's draft namespaces and RSS 2.0's userland namespace are read")
    func oldNamespaces() throws {
        for namespace in ["http://purl.org/echo/", "http://purl.org/pie/", "http://example.com/necho", "http://example.com/newformat#"] {
            let feed = try read("<feed version=\"0.3\" xmlns=\"\(namespace)\"><title>Draft</title></feed>")
            #expect(feed.title == "Draft", "\(namespace)")
        }
        let rss = try read(
            """
            <r:rss version="2.0" xmlns:r="http://backend.userland.com/rss2"><r:channel><r:title>Userland</r:title>
            <r:item><r:title>Item</r:title><r:description>Words</r:description></r:item></r:channel></r:rss>
            """)
        #expect(rss.title == "Userland")
        #expect(rss.items.first?.title == "Item")
        #expect(rss.items.first?.summaryHTML == "Words")
    }

    @Test("an RSS author's name without the address beside it, in each way feeds write them")
    func authorNames() throws {
        let feed = try read(
            """
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
            <item><title>a</title><author>Ann Editor (ann@example.com)</author></item>
            <item><title>b</title><author>ann@example.com (Ann Editor)</author></item>
            <item><title>c</title><author>Ann Editor &lt;ann@example.com&gt;</author></item>
            <item><title>d</title><dc:creator>Ann Editor (ann@example.com)</dc:creator></item>
            <item><title>e</title><author>ann@example.com</author></item>
            <item><title>f</title><author>Ann (the editor)</author></item>
            </channel></rss>
            """)
        #expect(
            feed.items.map(\.author) == [
                "Ann Editor", "Ann Editor", "Ann Editor", "Ann Editor", "ann@example.com", "Ann (the editor)",
            ])
    }

    @Test("iTunes' namespace spelled with DTDs in capitals is iTunes'")
    func itunesCapitals() throws {
        let feed = try read(
            """
            <rss xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd"><channel><item><title>a</title>
            <itunes:author>Pod Host</itunes:author><itunes:summary>Show notes</itunes:summary></item></channel></rss>
            """)
        #expect(feed.items.first?.author == "Pod Host")
        #expect(feed.items.first?.summaryHTML == "Show notes")
    }

    @Test("maclatin2, maciceland, macgreek and macturkish, Python's names, read as the Mac encodings they are")
    func macEncodings() throws {
        for name in ["maclatin2", "maciceland", "macgreek", "mac_turkish"] {
            // 0x80 is Ä in all four
            let bytes =
                Array("<?xml version=\"1.0\" encoding=\"\(name)\"?><rss><channel><title>".utf8) + [0x80]
                + Array("</title></channel></rss>".utf8)
            let feed = try FeedReader.read(bytes, address: address)
            #expect(feed.title == "Ä", "\(name)")
        }
    }

    @Test("an image enclosure is the item's image and one of its enclosures, with its type and size")
    func imageEnclosures() throws {
        let feed = try read(
            """
            <rss version="2.0"><channel><item><title>Pictures</title>
            <enclosure url="/one.jpg" length="4096" type="image/jpeg"/><enclosure url="/two.gif" length="512" type="image/gif"/>
            </item></channel></rss>
            """)
        let item = try #require(feed.items.first)
        #expect(
            item.enclosures == [
                Enclosure(url: "https://example.org/one.jpg", type: "image/jpeg", length: 4096),
                Enclosure(url: "https://example.org/two.gif", type: "image/gif", length: 512),
            ])
        #expect(item.imageURL == "https://example.org/one.jpg")
        let atom = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Picture</title>
            <link rel="enclosure" href="/three.png" type="image/png" length="64"/></entry></feed>
            """)
        #expect(atom.items.first?.enclosures == [Enclosure(url: "https://example.org/three.png", type: "image/png", length: 64)])
        #expect(atom.items.first?.imageURL == "https://example.org/three.png")
    }

    @Test("an RSS item's summary beside its description: the longer is the body, the shorter the summary")
    func summaryBesideDescription() throws {
        let feed = try read(
            """
            <rss version="2.0"><channel>
            <item><title>a</title><description>A teaser</description><summary>The whole post, in many more words</summary></item>
            <item><title>b</title><summary>A teaser first</summary><description>The whole post, which comes second</description></item>
            <item><title>c</title><summary>Only a summary</summary></item>
            <item><title>d</title><description>Same words</description><summary>Same words</summary></item>
            <item><title>e</title><description>A teaser</description><summary>Another teaser</summary>
            <content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/">The body</content:encoded></item>
            </channel></rss>
            """)
        #expect(feed.items.map(\.summaryHTML) == ["A teaser", "A teaser first", "Only a summary", "Same words", "A teaser"])
        #expect(
            feed.items.map(\.contentHTML) == [
                "The whole post, in many more words", "The whole post, which comes second", nil, nil, "The body",
            ])
    }

    @Test("RSS element names in any case are RSS's: <TiTlE>, <Item>, <PUBDATE>, <LINK>")
    func elementNamesInAnyCase() throws {
        let feed = try read(
            """
            <rss version="2.0"><channel><TiTlE>Loud</TiTlE>
            <Item><Title>One</Title><LINK>https://example.org/1</LINK><PUBDATE>Tue, 05 Mar 2024 10:00:00 GMT</PUBDATE></Item>
            <item><title>Two</title><pubdate>Tue, 05 Mar 2024 09:00:00 GMT</pubdate></item>
            </channel></rss>
            """)
        #expect(feed.title == "Loud")
        #expect(feed.items.map(\.title) == ["One", "Two"])
        #expect(feed.items.first?.link == "https://example.org/1")
        #expect(feed.items.map(\.published) == [Date(timeIntervalSince1970: 1_709_632_800), Date(timeIntervalSince1970: 1_709_629_200)])
    }
}
