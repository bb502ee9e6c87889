import Foundation
import Testing

@testable import NewsCore

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
}
