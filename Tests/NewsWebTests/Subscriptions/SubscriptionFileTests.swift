import Foundation
import NewsdeskTestSupport
import Testing

@testable import NewsWeb

@Suite("Subscription files: OPML and newsboat's urls")
struct SubscriptionFileTests {
    @Test("OPML: folders and categories become tags, includes and bad addresses are noted")
    func opml() throws {
        let text = """
            <?xml version="1.0"?>
            <opml version="2.0"><head><title>mine</title></head><body>
            <outline text="Tech">
              <outline text="Ars &amp; more" type="rss" xmlUrl="https://ars.example/feed" htmlUrl="https://ars.example/" category="/daily,news"/>
              <outline text="Inner"><outline title="Deep" text="ignored" xmlUrl="https://deep.example/rss"/></outline>
            </outline>
            <outline text="Flat" xmlUrl="http://flat.example/atom.xml"/>
            <outline text="Again" xmlUrl="https://ars.example/feed"/>
            <outline text="Other list" type="include" url="https://lists.example/more.opml"/>
            <outline text="Gopher" xmlUrl="gopher://old.example/feed"/>
            </body></opml>
            """
        let list = try SubscriptionList.readingOPML(Array(text.utf8))
        #expect(
            list.entries == [
                SubscriptionEntry(
                    url: "https://ars.example/feed", title: "Ars & more", siteURL: "https://ars.example/", tags: ["Tech", "daily", "news"]),
                SubscriptionEntry(url: "https://deep.example/rss", title: "Deep", tags: ["Tech", "Inner"]),
                SubscriptionEntry(url: "http://flat.example/atom.xml", title: "Flat"),
            ])
        #expect(list.notes.count == 3)
        #expect(list.notes.contains { $0.contains("includes https://lists.example/more.opml") })
        #expect(list.notes.contains { $0.contains("gopher://old.example/feed") })
    }

    @Test("OPML written and read back gives the same subscriptions")
    func roundTrip() throws {
        let entries = [
            SubscriptionEntry(
                url: "https://a.example/feed?x=1&y=2", title: "A \"quoted\" <name>", siteURL: "https://a.example/",
                tags: ["one", "two words"]),
            SubscriptionEntry(url: "https://b.example/rss", title: nil, tags: []),
        ]
        let written = SubscriptionList(entries: entries).opml(date: Date(timeIntervalSince1970: 0))
        #expect(written.contains("<dateCreated>Thu, 01 Jan 1970 00:00:00 GMT</dateCreated>"))
        let read = try SubscriptionList.readingOPML(Array(written.utf8))
        #expect(read.entries[0] == entries[0])
        #expect(read.entries[1].url == entries[1].url)
        #expect(read.entries[1].title == "https://b.example/rss", "an untitled feed is written under its address")
        #expect(read.notes.isEmpty)
    }

    @Test("OPML: a file that is no OPML, and a bomb, are refused")
    func notOPML() {
        #expect(throws: SubscriptionFileError.notOPML) { try SubscriptionList.readingOPML(Array("<rss/>".utf8)) }
        let bomb =
            "<?xml version=\"1.0\"?><!DOCTYPE opml [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><opml><body><outline text=\"&b;\" xmlUrl=\"https://x.example/\"/></body></opml>"
        #expect(throws: SubscriptionFileError.markup(.declaresEntities)) { try SubscriptionList.readingOPML(Array(bomb.utf8)) }
    }

    @Test("OPML naming an encoding libxml2 cannot decode is refused in words")
    func opmlUnknownEncoding() {
        let text =
            "<?xml version=\"1.0\" encoding=\"x-no-such-charset\"?>"
            + "<opml><body><outline xmlUrl=\"https://x.example/\"/></body></opml>"
        #expect(throws: SubscriptionFileError.markup(.unknownEncoding("x-no-such-charset"))) {
            try SubscriptionList.readingOPML(Array(text.utf8))
        }
    }

    @Test("newsboat: tags, ~names, comments, and its own kinds of line skipped with a note")
    func newsboat() {
        let text = """
            # my feeds
            https://lwn.example/headlines/rss linux "~LWN: the weekly" news
            http://blog.example/feed.xml "two words" # a comment
            "query:Unread:unread = \\"yes\\""
            exec:~/bin/feed.sh
            ftp://nope.example/feed

            https://lwn.example/headlines/rss again
            https://hidden.example/rss !
            """
        let list = SubscriptionList.readingNewsboatURLs(text)
        #expect(
            list.entries == [
                SubscriptionEntry(url: "https://lwn.example/headlines/rss", title: "LWN: the weekly", tags: ["linux", "news"]),
                SubscriptionEntry(url: "http://blog.example/feed.xml", tags: ["two words"]),
                SubscriptionEntry(url: "https://hidden.example/rss"),
            ])
        #expect(
            list.notes == [
                "line 4: query feeds are newsboat's own; skipped",
                "line 5: exec feeds are newsboat's own; skipped",
                "line 6: 'ftp://nope.example/feed' is not an http or https address; skipped",
                "line 8: https://lwn.example/headlines/rss is listed already; skipped",
                "line 9: the hidden-feed tag '!' means nothing here; ignored",
            ])
    }

    @Test("newsboat: CRLF and lone CR line endings import every line", arguments: ["\r\n", "\r"])
    func newsboatLineEndings(_ ending: String) {
        let text = ["# feeds", "https://a.example/rss one", "https://b.example/atom.xml", "exec:~/bin/x", ""].joined(separator: ending)
        let list = SubscriptionList.readingNewsboatURLs(text)
        #expect(
            list.entries == [
                SubscriptionEntry(url: "https://a.example/rss", tags: ["one"]), SubscriptionEntry(url: "https://b.example/atom.xml"),
            ])
        #expect(list.notes == ["line 4: exec feeds are newsboat's own; skipped"])
    }

    @Test("OPML: a link outline is a page, not a feed: noted and skipped")
    func opmlLinkOutline() throws {
        let text = """
            <opml version="2.0"><body>
            <outline text="A page" type="link" url="https://page.example/about"/>
            <outline text="Odd" type="link" xmlUrl="https://odd.example/feed"/>
            <outline text="Feed" type="rss" xmlUrl="https://feed.example/rss"/>
            </body></opml>
            """
        let list = try SubscriptionList.readingOPML(Array(text.utf8))
        #expect(list.entries.map(\.url) == ["https://feed.example/rss"])
        #expect(
            list.notes == [
                "outline 'A page' is a link to https://page.example/about, not a feed; skipped",
                "outline 'Odd' is a link to https://odd.example/feed, not a feed; skipped",
            ])
    }

    @Test("OPML export nests each feed in a folder named for its first tag, keeping every tag in category")
    func opmlFolders() throws {
        let entries = [
            SubscriptionEntry(url: "https://a.example/rss", title: "A", tags: ["News", "daily"]),
            SubscriptionEntry(url: "https://b.example/rss", title: "B"),
            SubscriptionEntry(url: "https://c.example/rss", title: "C", tags: ["News"]),
        ]
        let written = SubscriptionList(entries: entries).opml(date: Date(timeIntervalSince1970: 0))
        let body = written.split(separator: "\n").map(String.init).filter { $0.contains("outline") }
        #expect(
            body == [
                #"    <outline text="News" title="News">"#,
                #"      <outline type="rss" text="A" title="A" xmlUrl="https://a.example/rss" category="News,daily"/>"#,
                #"      <outline type="rss" text="C" title="C" xmlUrl="https://c.example/rss" category="News"/>"#,
                "    </outline>",
                #"    <outline type="rss" text="B" title="B" xmlUrl="https://b.example/rss"/>"#,
            ])
        #expect(try SubscriptionList.readingOPML(Array(written.utf8)).entries == [entries[0], entries[2], entries[1]])
    }

    @Test("OPML: a folder named 'Sports, Football' survives export and import")
    func opmlCommaFolder() throws {
        let entries = [SubscriptionEntry(url: "https://s.example/rss", title: "S", tags: ["Sports, Football", "Weekend"])]
        let written = SubscriptionList(entries: entries).opml(date: Date(timeIntervalSince1970: 0))
        #expect(written.contains(#"category="Sports, Football,Weekend""#))
        #expect(try SubscriptionList.readingOPML(Array(written.utf8)).entries == entries)
    }

    @Test("OPML export writes no C1 control, bidirectional control or zero-width character")
    func opmlHiddenCharacters() throws {
        let hidden = "\u{9B}2J\u{202E}\u{2066}\u{200B}\u{200C}\u{200D}\u{FEFF}\u{2060}"
        let entries = [
            SubscriptionEntry(
                url: "https://h.example/rss", title: "Gaz\(hidden)ette", siteURL: "https://h.example/", tags: ["Lo\(hidden)cal"])
        ]
        let written = SubscriptionList(entries: entries).opml(date: Date(timeIntervalSince1970: 0))
        #expect(!written.unicodeScalars.contains { OPMLWriter.isHidden($0) })
        #expect(written.contains(#"text="Gaz2Jette""#))
        let read = try SubscriptionList.readingOPML(Array(written.utf8))
        #expect(read.entries.first?.tags == ["Lo2Jcal"])
    }

    @Test(
        "a file is recognised as OPML or newsboat's urls by its first bytes; data sets are not",
        arguments: [
            (
                "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- mine --><!DOCTYPE opml [<!ENTITY x \">\">]>\n<OPML version=\"1.0\"><body/></OPML>",
                .opml
            ),
            ("<opml><body/></opml>", .opml),
            (
                "# my feeds\r\n\r\nhttps://a.example/rss tag\r\nHTTP://b.example/\n\"query:Unread:unread = \\\"yes\\\"\"\nexec:x\n",
                .newsboat
            ),
            ("<?xml version=\"1.0\"?><rss><channel/></rss>", nil),
            ("{\"link\": \"https://x.example/\", \"headline\": \"A\"}\n", nil),
            ("1\tTitle\thttp://x.example/\tPub\tb\tid\tx.example\t1394470370698\n", nil),
            ("https://a.example/rss\nnot an address\n", nil),
            ("# only a comment\n", nil),
            ("", nil),
        ] as [(String, SubscriptionFile.Kind?)])
    func recognised(_ text: String, _ kind: SubscriptionFile.Kind?) {
        #expect(SubscriptionFile.kind(ofHead: Array(text.utf8), isWhole: true) == kind)
    }

    @Test("a subscription file is read in chunks and refused past its bound, whatever its size says")
    func boundedRead() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("urls").path
        try Data(String(repeating: "https://a.example/rss\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        #expect(try SubscriptionFile.bytes(at: path, limit: 2200).count == 2200)
        #expect(throws: SubscriptionFileError.tooLarge(limit: 2199)) { try SubscriptionFile.bytes(at: path, limit: 2199) }
        // /dev/zero says it holds nothing and never ends.
        #expect(throws: SubscriptionFileError.tooLarge(limit: 100_000)) { try SubscriptionFile.bytes(at: "/dev/zero", limit: 100_000) }
        #expect(SubscriptionFile.kind(ofFileAt: "/dev/zero") == nil)
        #expect(SubscriptionFile.kind(ofFileAt: path) == .newsboat)
        #expect(throws: SubscriptionFileError.cannotRead("it is a directory")) { try SubscriptionFile.bytes(at: directory.path) }
    }
}
