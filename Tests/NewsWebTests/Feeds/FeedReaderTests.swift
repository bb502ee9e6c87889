import Foundation
import NewsModels
import Testing

@testable import NewsWeb

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
        "an encoding libxml2 has no decoder for reads UTF-8 bytes as UTF-8, and fails other bytes with its name",
        arguments: ["x-no-such-charset", "x-bogus-2"])
    func unknownEncoding(name: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"\(name)\"?><rss><channel><title>café</title></channel></rss>"
        #expect(try read(text).title == "café")
        #expect(
            try read("<rss><channel><title>t</title></channel></rss>", contentType: "application/rss+xml; charset=\(name)").title == "t")
        var latin = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?><rss><channel><title>caf".utf8)
        latin += [0xE9] + Array("</title></channel></rss>".utf8)
        #expect(throws: FeedError.markup(.unknownEncoding(name))) { try FeedReader.read(latin, address: address) }
        #expect(FeedError.markup(.unknownEncoding(name)).message.contains("unknown encoding"))
    }

    @Test("bytes that are not UTF-8 in a feed naming no encoding are windows-1252, at its head or later")
    func sniffedLatin1() throws {
        var head = Array("<rss><channel><title>Caf".utf8) + [0xE9]
        head += Array("</title><item><title>".utf8) + [0x93] + Array("Ol".utf8) + [0xE1, 0x94]
        head += Array("</title></item></channel></rss>".utf8)
        let early = try FeedReader.read(head, address: address)
        #expect(early.title == "Café")
        #expect(early.items.map(\.title) == ["“Olá”"])

        var undefined =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><item><title>a".utf8) + [0x81, 0xE2, 0x80, 0x9D]
        undefined += Array("</title></item><item><title>second</title></item></channel></rss>".utf8)
        #expect(try FeedReader.read(undefined, address: address).items.map(\.title) == ["a\u{FFFD}â€\u{FFFD}", "second"])

        var late = Array("<rss><channel><description>\(String(repeating: "ascii ", count: 400))</description>".utf8)
        late += Array("<item><title>S".utf8) + [0xE3] + Array("o Paulo".utf8) + [0x85] + Array("</title></item>".utf8)
        late += Array("<item><title>Two</title></item></channel></rss>".utf8)
        #expect(try FeedReader.read(late, address: address).items.map(\.title) == ["São Paulo…", "Two"])

        var declared = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss><channel><item><title>".utf8)
        declared += Array("€ ".utf8) + [0xE9] + Array("</title></item></channel></rss>".utf8)
        #expect(try FeedReader.read(declared, address: address).items.map(\.title) == ["€ é"])
    }

    @Test("a byte not in the encoding a feed names is one U+FFFD, in whole bytes or any chunks: no item after it is lost")
    func notInDeclaredEncoding() throws {
        // Greek's 0xAE and Shift_JIS's 0x85 lead byte are characters of neither; 0x93FA 0x967B is 日本.
        let cases: [(name: String, good: [UInt8], bad: [UInt8], titles: [String])] = [
            ("iso-8859-7", [0xCA, 0xE1, 0xEB, 0xE7], [0xAE], ["Καλη", "bad \u{FFFD} byte", "after"]),
            ("shift_jis", [0x93, 0xFA, 0x96, 0x7B], [0x85], ["日本", "bad \u{FFFD} byte", "after"]),
            ("us-ascii", Array("ok".utf8), [0xE9], ["ok", "bad é byte", "after"]),
            ("utf-8", Array("€".utf8), [0xE9], ["€", "bad é byte", "after"]),
        ]
        for (name, good, bad, titles) in cases {
            var bytes = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?><rss><channel>".utf8)
            // Past the first 1,024 bytes, so that chunks reach the decoder one by one.
            bytes += Array("<description>\(String(repeating: "pad ", count: 300))</description>".utf8)
            bytes += Array("<item><title>".utf8) + good + Array("</title></item><item><title>bad ".utf8) + bad
            bytes += Array(" byte</title></item><item><title>after</title></item></channel></rss>".utf8)
            #expect(try FeedReader.read(bytes, address: address).items.map(\.title) == titles, "\(name)")
            for size in [1, 2, 3] {
                let reader = FeedReader(address: address)
                var index = 0
                while index < bytes.count {
                    let end = min(index + size, bytes.count)
                    try Array(bytes[index..<end]).withUnsafeBytes { try reader.consume($0) }
                    index = end
                }
                #expect(try reader.finish().items.map(\.title) == titles, "\(name) in chunks of \(size)")
            }
        }
    }

    @Test("UTF-8 split anywhere by chunks is kept whole")
    func chunkedUTF8() throws {
        let bytes = Array("<rss><channel><title>é€😀 AT&amp;T</title></channel></rss>".utf8)
        for size in [1, 2, 3] {
            let reader = FeedReader(address: address)
            var index = 0
            while index < bytes.count {
                let end = min(index + size, bytes.count)
                try Array(bytes[index..<end]).withUnsafeBytes { try reader.consume($0) }
                index = end
            }
            #expect(try reader.finish().title == "é€😀 AT&T", "chunks of \(size)")
        }
    }

    @Test("references in the C1 range are windows-1252's characters, and upper-case hex references are characters")
    func references() throws {
        let feed = try read("<rss><channel><title>It&#146;s &#X41;&#x42; &#150; &#8217;</title></channel></rss>")
        #expect(feed.title == "It’s AB – ’")
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
        #expect(item.title == "A &amp; B", "a JSON Feed title is plain text")
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

    @Test("a document cut short fails with where it stopped, in any chunks, and adds no item")
    func cutShort() throws {
        let text = "<rss><channel><title>T</title>\n<item><title>Whole</title></item>\n<item><title>Truncated"
        #expect(throws: FeedError.cutShort(line: 3, element: "title")) { try read(text) }
        let reader = FeedReader(address: address)
        for byte in Array(text.utf8) { try [byte].withUnsafeBytes { try reader.consume($0) } }
        #expect(throws: FeedError.cutShort(line: 3, element: "title")) { try reader.finish() }
        #expect(FeedError.cutShort(line: 3, element: "title").message == "it ends before its document does (line 3: <title> is not closed)")
        let atom = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>A</title><entry><title>One</title></entry>"
        #expect(throws: FeedError.cutShort(line: 1, element: "feed")) { try read(atom) }
        #expect(throws: FeedError.self) { try read(#"{"version":"https://jsonfeed.org/version/1.1","items":[{"id":"1","title":"Tr"#) }
    }

    @Test("quirks of a complete document stay readable: an unclosed tag, junk after the root, a prefixed root")
    func completeQuirks() throws {
        let unclosed = try read("<rss><channel><item><title>A</title><description>a<br>b</description></item></channel></rss>\n")
        #expect(unclosed.items.map(\.title) == ["A"])
        let junk = try read("<rss><channel><item><title>B</title></item></channel></rss>\n<!-- cached --> trailing junk <x>")
        #expect(junk.items.map(\.title) == ["B"])
        let rdf = try read(
            """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
            <item><title>C</title><description>x<p>y</description></item></rdf:RDF >
            """)
        #expect(rdf.items.map(\.title) == ["C"])
    }

    @Test("titles are text: escaped and CDATA angle brackets as written, HTML read only when it looks like HTML, no markers")
    func titlesAreText() throws {
        let feed = try read(
            """
            <rss><channel><title>Vec&lt;T&gt; weekly</title>
            <item><title>Vec&lt;T&gt;</title></item>
            <item><title><![CDATA[Option<Box<dyn Error>>]]></title></item>
            <item><title>&lt;b&gt;Bold&lt;/b&gt; news &amp;amp; more</title></item>
            <item><title><![CDATA[See <a href="/x">this</a> <img src="a.png" alt="pic"> now]]></title></item>
            <item><title>a &lt; b &amp;&amp; c &gt; d</title></item>
            </channel></rss>
            """)
        #expect(feed.title == "Vec<T> weekly")
        #expect(feed.items.map(\.title) == ["Vec<T>", "Option<Box<dyn Error>>", "Bold news & more", "See this now", "a < b && c > d"])
        let atom = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="text">a &lt;b&gt; c &amp;amp;</title></entry></feed>
            """)
        #expect(atom.items.first?.title == "a <b> c &amp;")
    }

    @Test("an item without a title takes its text's first words, without link numbers or image markers")
    func titleFromText() {
        let post = FeedItem(contentHTML: #"<p>Hello <a href="https://x.example/@bob">@bob</a> <img src="i.png" alt="cat"> look</p>"#)
        #expect(post.titleFromText() == "Hello @bob look")
        let long = FeedItem(summaryHTML: "<p>" + String(repeating: "word ", count: 40) + "</p>")
        let title = long.titleFromText(limit: 24)
        #expect(title == "word word word word…")
        #expect(FeedItem(contentHTML: "<p> </p>").titleFromText() == nil)
    }

    @Test("Dublin Core, xhtml:body, fullitem and base64 content stand in for what an item lacks, and never over it")
    func fallbacks() throws {
        let feed = try read(
            """
            <rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xhtml="http://www.w3.org/1999/xhtml"><channel>
            <item><dc:title>DC title</dc:title><dc:creator>Dee</dc:creator><dc:description>DC text</dc:description>
            <dc:date>2024-03-05T14:30:00Z</dc:date><xhtml:body><p>Body &lt;here&gt;</p></xhtml:body></item>
            <item><title>Own</title><dc:title>Not this</dc:title><author>own@example.org (Own)</author><dc:creator>Not</dc:creator>
            <pubDate>Tue, 05 Mar 2024 00:00:00 GMT</pubDate><dc:date>2020-01-01</dc:date><fullitem>&lt;p&gt;Full&lt;/p&gt;</fullitem></item>
            </channel></rss>
            """)
        let first = try #require(feed.items.first)
        #expect(first.title == "DC title")
        #expect(first.author == "Dee")
        #expect(first.summaryHTML == "DC text")
        #expect(first.published == Date(timeIntervalSince1970: 1_709_649_000))
        #expect(first.contentHTML == "<p>Body &lt;here&gt;</p>")
        let second = try #require(feed.items.last)
        #expect(second.title == "Own")
        #expect(second.author == "Own", "its own author over dc:creator, the address beside the name left out")
        #expect(second.published == Date(timeIntervalSince1970: 1_709_596_800), "midnight is a time like any other")
        #expect(!second.publishedIsDayOnly && !first.publishedIsDayOnly)
        #expect(
            try read("<rss><channel><item><title>d</title><pubDate>5 Mar 2024</pubDate></item></channel></rss>").items.first?
                .publishedIsDayOnly == true)
        #expect(second.contentHTML == "<p>Full</p>")

        let atom = try read(
            """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry><title>B64</title>
            <content type="text/html" mode="base64">PHA+SGVsbG8gPGI+d29ybGQ8L2I+PC9wPg==</content></entry></feed>
            """)
        #expect(atom.items.first?.contentHTML == "<p>Hello <b>world</b></p>")
    }

    @Test("JSON Feed 1.1 authors are taken over the legacy author, not beside it")
    func jsonAuthors() throws {
        let feed = try read(
            """
            {"version":"https://jsonfeed.org/version/1.1","title":"J","author":{"name":"Old"},"authors":[{"name":"New"}],
             "items":[{"id":"1","title":"a","author":{"name":"Ann"},"authors":[{"name":"Ann"}]},{"id":"2","title":"b"},
             {"id":"3","title":"c","author":{"name":"Legacy"}}]}
            """)
        #expect(feed.items.map(\.author) == ["Ann", "New", "Legacy"])
    }

    @Test("media: YouTube's description is the text, image words kept, enclosures of every format with size and duration")
    func media() throws {
        let feed = try read(
            """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"
              xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <entry><title>Video</title><link href="https://yt.example/watch?v=1"/>
            <media:group><media:title>Video</media:title><media:content url="https://yt.example/v/1" type="application/x-shockwave-flash"/>
            <media:thumbnail url="https://i.yt.example/1.jpg" alt="A frame"/><media:description>Line one
            Line two &lt;3

            Second paragraph</media:description></media:group></entry>
            <entry><title>Episode</title><link rel="enclosure" href="/ep1.mp3" type="audio/mpeg" length="1234"/>
            <link rel="enclosure" href="/ep1.mp3" type="audio/mpeg" length="1234"/>
            <media:content url="https://cdn.example/ep1.mp4" type="video/mp4" fileSize="99" duration="61"/>
            <itunes:duration>1:02:03</itunes:duration><summary>Own text</summary></entry>
            </feed>
            """)
        let video = try #require(feed.items.first)
        #expect(video.summaryHTML == "<p>Line one<br>Line two &lt;3</p><p>Second paragraph</p>")
        #expect(video.imageURL == "https://i.yt.example/1.jpg")
        #expect(video.imageText == "A frame")
        #expect(
            ArticleText(html: try #require(video.bodyHTML), base: nil).blocks.map(\.text) == [
                "[image: A frame]", "Line one\nLine two <3", "Second paragraph",
            ])
        var shown = video
        shown.summaryHTML = #"<p><img src="https://i.yt.example/1.jpg" alt="frame"></p>"#
        shown.imageText = #"A "quoted" <frame> & more"#
        #expect(shown.bodyHTML == shown.summaryHTML)
        shown.imageURL = "https://i.yt.example/2.jpg"
        #expect(ArticleText(html: try #require(shown.bodyHTML), base: nil).blocks.first?.text == #"[image: A "quoted" <frame> & more]"#)
        #expect(video.enclosures.isEmpty)
        let episode = try #require(feed.items.last)
        #expect(episode.summaryHTML == "Own text")
        #expect(
            episode.enclosures == [
                Enclosure(url: "https://example.org/ep1.mp3", type: "audio/mpeg", length: 1234, duration: 3723),
                Enclosure(url: "https://cdn.example/ep1.mp4", type: "video/mp4", length: 99, duration: 61),
            ])

        let rss = try read(
            """
            <rss><channel><item><title>Pod</title><enclosure url="/a.mp3" length="0" type="audio/mpeg"/>
            <enclosure url="/cover.jpg" type="image/jpeg" length="5"/></item></channel></rss>
            """)
        #expect(
            rss.items.first?.enclosures == [
                Enclosure(url: "https://example.org/a.mp3", type: "audio/mpeg"),
                Enclosure(url: "https://example.org/cover.jpg", type: "image/jpeg", length: 5),
            ])
        #expect(rss.items.first?.imageURL == "https://example.org/cover.jpg")

        let json = try read(
            """
            {"version":"https://jsonfeed.org/version/1.1","title":"J","items":[{"id":"1","title":"a","attachments":[
             {"url":"https://j.example/a.m4a","mime_type":"audio/x-m4a","size_in_bytes":89970236,"duration_in_seconds":6629},
             {"url":"https://j.example/b.mp3","mime_type":"audio/mpeg","size_in_bytes":"oops"}]}]}
            """)
        #expect(
            json.items.first?.enclosures == [
                Enclosure(url: "https://j.example/a.m4a", type: "audio/x-m4a", length: 89_970_236, duration: 6629),
                Enclosure(url: "https://j.example/b.mp3", type: "audio/mpeg"),
            ])
    }

    @Test("dates: year first with slashes, and a time element inside pubDate")
    func dates() throws {
        let feed = try read(
            """
            <rss><channel><item><title>a</title><pubDate>2020/1/10 14:33:00</pubDate></item>
            <item><title>b</title><pubDate><time datetime="2024-03-05T14:30:00Z">5 March</time></pubDate></item>
            <item><title>c</title><pubDate><span>Tue, 05 Mar 2024 14:30:00 GMT</span></pubDate></item>
            </channel></rss>
            """)
        #expect(
            feed.items.map(\.published) == [
                Date(timeIntervalSince1970: 1_578_666_780), Date(timeIntervalSince1970: 1_709_649_000),
                Date(timeIntervalSince1970: 1_709_649_000),
            ])
    }

    @Test("an item's key: GUID, else link, else title and date")
    func keys() {
        #expect(FeedItem(guid: "g", link: "https://x/").key == "guid:g")
        #expect(FeedItem(link: "https://x/").key == "link:https://x/")
        #expect(FeedItem(title: "t").key == FeedItem(title: "t").key)
        #expect(FeedItem(title: "t").key != FeedItem(title: "u").key)
        #expect(FeedItem(title: "t", summaryHTML: "a").key == FeedItem(title: "t", summaryHTML: "b").key)
    }

    @Test("items with no title, GUID, link or date are told apart by their text, else their file")
    func untitledKeys() throws {
        let feed = try read(
            """
            <rss version="2.0"><channel><item><description>First note</description></item>
            <item><description>Second note</description></item><item><description>First note</description></item>
            <item><enclosure url="/1.mp3" type="audio/mpeg"/></item><item><enclosure url="/2.mp3" type="audio/mpeg"/></item>
            </channel></rss>
            """)
        let keys = feed.items.map(\.key)
        #expect(keys.count == 5)
        #expect(Set(keys).count == 4)
        #expect(keys[0] == keys[2])
    }
}
