import Foundation

/// The feeds and pages the fake serves under `/feeds/`, written for newsdesk's tests: every format,
/// the breakages real feeds have, and hostile documents.
///
/// Every story, site and person in them is fictional.
enum FeedFixtures {
    /// One fixture: its body and media type.
    struct Fixture: Sendable {
        /// The bytes served.
        var body: Data
        /// The `Content-Type` sent.
        var contentType: String
    }

    /// The fixture named `name` (the last part of `/feeds/NAME`), if there is one.
    static func fixture(named name: String) -> Fixture? {
        switch name {
        case "rss2.xml": xml(rss2)
        case "rss091.xml": xml(rss091)
        case "rdf.xml": xml(rdf)
        case "atom.xml": Fixture(body: Data(atom.utf8), contentType: "application/atom+xml")
        case "feed.json": Fixture(body: Data(jsonFeed.utf8), contentType: "application/feed+json")
        case "latin1.xml": Fixture(body: latin1, contentType: "application/rss+xml")
        case "utf16.xml": Fixture(body: utf16, contentType: "application/rss+xml")
        case "broken.xml": xml(broken)
        case "invalid.xml": xml("<rss><channel><title>Half</title><item><title>cut")
        case "laughs.xml": xml(billionLaughs)
        case "xxe.xml": xml(externalEntity)
        case "page-with-links.html": html(pageWithLinks)
        case "page-with-one-link.html":
            html("<html><head><link rel=\"alternate\" type=\"application/atom+xml\" href=\"atom.xml\"></head><body>Blog</body></html>")
        case "page-without-links.html": html("<html><head><title>Plain</title></head><body><p>No feeds here.</p></body></html>")
        case "article.html": html(article)
        case "reader.xml": xml(readerFeed)
        case "slow-reader.xml":
            xml(readerFeed.replacingOccurrences(of: "<link>article.html</link>", with: "<link>slow/article.html</link>"))
        case "report.pdf": Fixture(body: Data("%PDF-1.4\n%fake report\n".utf8), contentType: "application/pdf")
        default: nil
        }
    }

    private static func xml(_ text: String) -> Fixture {
        Fixture(body: Data(text.utf8), contentType: "application/rss+xml; charset=utf-8")
    }

    private static func html(_ text: String) -> Fixture {
        Fixture(body: Data(text.utf8), contentType: "text/html; charset=utf-8")
    }

    /// An article page for reader mode: navigation, a share bar, a related list and a footer
    /// around three paragraphs, one linking to a page of the same site.
    static let article = """
        <!doctype html><html><head><meta charset="utf-8"><title>Harbour ferry returns | Harborview Herald</title>
        <meta property="og:site_name" content="Harborview Herald"><meta name="author" content="Ada Lovelace">
        <meta property="article:published_time" content="2026-11-20T08:30:00Z"></head>
        <body><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
        <article><h1>Harbour ferry returns after winter repairs</h1>
        <p>The harbour ferry returned to service on Friday after eleven weeks of winter repairs, its owners said, and the first crossing left the north quay at seven.</p>
        <p>Passengers on the first crossing, many of them commuters, said the new engines were quieter. The <a href="timetable.html">timetable</a> stays as it was.</p>
        <div class="share-bar"><a href="https://social.example/share">Share this</a> <a href="mailto:desk@example.org">Email</a></div>
        <p>The council, which pays for half of the service, said it would review the fares in the spring, once a full season of crossings had been counted.</p>
        </article><aside class="related"><h2>Related</h2><ul><li><a href="/a">Bridge closes</a></li><li><a href="/b">Tide tables</a></li></ul></aside>
        <footer>Copyright Harborview Herald</footer></body></html>
        """

    /// A feed whose item's page is ``article`` (its link is relative, so it is the fake's own page),
    /// with only a teaser: reader mode has words to find that the feed never sent.
    static let readerFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>Harborview Herald</title><link>https://harborview.example/</link>
        <item><title>Harbour ferry returns after winter repairs</title><link>article.html</link><guid>herald-ferry-1</guid>
        <pubDate>Fri, 20 Nov 2026 08:30:00 GMT</pubDate><description>The ferry is back.</description></item>
        </channel></rss>
        """

    static let rss2 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>Harbourside Gazette</title><link>https://harbourside.example/</link>
        <description>News from a town that does not exist</description><ttl>30</ttl>
        <item><title>Ferry timetable changes for the winter</title><link>https://harbourside.example/ferry</link>
        <guid>harbourside-ferry-1</guid><pubDate>Mon, 23 Nov 2026 07:30:00 GMT</pubDate><dc:creator>Ines Quay</dc:creator>
        <description>The last crossing leaves at six.</description>
        <content:encoded><![CDATA[<p>The <b>last</b> crossing leaves at six.</p><ul><li>Weekdays</li><li>Sundays</li></ul><p><a href="/timetable">Timetable</a></p>]]></content:encoded></item>
        <item><title>Lighthouse keeper retires after 40 years</title><link>https://harbourside.example/lighthouse</link>
        <pubDate>Sun, 22 Nov 26 18:00 +0100</pubDate><description>&lt;p&gt;A party on the pier.&lt;/p&gt;</description></item>
        </channel></rss>
        """

    static let rss091 = """
        <?xml version="1.0"?>
        <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
        <rss version="0.91"><channel><title>Old Mill Weekly</title><link>https://oldmill.example/</link>
        <description>Since 1999</description><language>en</language>
        <item><title>Mill wheel turns again</title><link>https://oldmill.example/wheel</link><description>Restored by volunteers.</description></item>
        </channel></rss>
        """

    static let rdf = """
        <?xml version="1.0"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://fenwick.example/"><title>Fenwick Observatory Notes</title><link>https://fenwick.example/</link>
        <description>Sky notes</description></channel>
        <item rdf:about="https://fenwick.example/comet"><title>A faint comet in the west</title><link>https://fenwick.example/comet</link>
        <dc:date>2026-11-21T20:00:00Z</dc:date><dc:creator>R. Vale</dc:creator><description>Binoculars help.</description></item>
        </rdf:RDF>
        """

    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://quillby.example/">
        <title>Quillby Engineering</title><link href="/"/><id>tag:quillby.example,2026:feed</id><updated>2026-11-24T09:00:00Z</updated>
        <entry><title type="html">Shipping &amp;lt;faster&amp;gt; builds</title><link href="posts/faster-builds"/>
        <id>tag:quillby.example,2026:1</id><published>2026-11-24T09:00:00Z</published><author><name>Oda Pike</name></author>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><h2>Why</h2><p>Caches &amp; more.</p><pre>make -j2</pre></div></content></entry>
        </feed>
        """

    static let jsonFeed = """
        {"version":"https://jsonfeed.org/version/1.1","title":"Tern Notes","home_page_url":"https://tern.example/",
         "items":[{"id":"tern-1","url":"https://tern.example/1","title":"Terns are back","content_text":"Seen at dawn.",
          "date_published":"2026-11-20T06:00:00Z","authors":[{"name":"Lu Marsh"}]}]}
        """

    static let broken = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0"><channel><title>Caf&eacute; &amp; Bar News</title><link>https://cafe.example/</link>
        <item><title>AT&T stops by &mdash; \u{1B}[2Jcustomers cheer&nbsp;loudly</title><link>/visit</link>
        <guid isPermaLink="false">cafe-1</guid><pubDate>Tue, 24 Nov 2026 12:00 EST</pubDate>
        <description>Menus r&eacute;sum&eacute; &copy; 2026</description></item>
        </channel></rss>
        """

    static let billionLaughs = {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY lol \"lol\">"
        for level in 1...9 {
            let inner = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(inner);", count: 10) + "\">"
        }
        return text + "]><rss><channel><title>&lol9;</title></channel></rss>"
    }()

    static let externalEntity = """
        <?xml version="1.0"?><!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <rss><channel><title>&secret;</title></channel></rss>
        """

    static let pageWithLinks = """
        <!DOCTYPE html><html><head><title>Harbourside</title>
        <link rel="alternate" type="application/rss+xml" title="Gazette (RSS)" href="/feeds/rss2.xml">
        <link rel="alternate" type="application/atom+xml" title="Engineering (Atom)" href="/feeds/atom.xml">
        </head><body><p>Welcome.</p></body></html>
        """

    /// A feed in ISO-8859-1 whose bytes 0x93 and 0x94 are Windows' curly quotes, as real ones are.
    static let latin1: Data = {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><title>Gr".utf8)
        bytes += [0xFC, 0x6E, 0x20, 0x93, 0x54, 0x61, 0x6C, 0x94]
        bytes += Array("</title><item><title>Caf".utf8) + [0xE9]
        bytes += Array("</title><link>https://gruen.example/1</link></item></channel></rss>".utf8)
        return Data(bytes)
    }()

    /// A feed in UTF-16 little-endian with a byte-order mark.
    static let utf16: Data = {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><rss><channel><title>Zwölf Ufer</title><item><title>Ein Tag</title><link>https://ufer.example/1</link></item></channel></rss>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return Data(bytes)
    }()
}
