import FakeNewsAPIProcess
import Foundation
import Testing

/// The feeds at the prompt, run as a script on the built binary against the fake server's feeds
/// on loopback: subscribing, reading a feed's HTML as text, unread, mark-read, save, and `--json`.
@Suite("Feeds at the prompt")
struct FeedSessionTests {
    static let signup = "signup\nreader\nreader-password\nreader-password\nall\ngeneral\n"

    @Test("subscribe, read an item laid out from its HTML, next-unread, unread, mark-read, save a search, done")
    func session() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script =
                    Self.signup + """
                        feeds
                        subscribe \(service.url)/feeds/page-with-links.html
                        subscribe \(service.url)/feeds/rss2.xml --name Harbour Gazette
                        subscribe \(service.url)/feeds/atom.xml
                        open 1
                        open 1
                        next-unread
                        back
                        back
                        done
                        unread
                        mark-read --all
                        search ferry
                        save ferries
                        feeds
                        quit

                        """
                let result = try await home.run([], input: script)
                #expect(result.status == 0, "stderr: \(result.stderr)")
                let out = result.stdout
                #expect(out.contains("\(service.url)/feeds/page-with-links.html links to 2 feeds"))
                #expect(out.contains("Subscribed to Harbour Gazette (\(service.url)/feeds/rss2.xml): 2\narticles."), "--name takes words")
                #expect(out.contains("Subscribed to Quillby Engineering (\(service.url)/feeds/atom.xml): 1\narticle."))
                // The item's HTML, laid out: its list under bullets, its link as a reference.
                #expect(out.contains("• Weekdays\n• Sundays"))
                #expect(out.contains("Timetable[1]"), "a link's text is followed by its number, as newsboat shows it")
                #expect(out.contains("Links:\n[1] https://harbourside.example/timetable"))
                #expect(out.contains("reader@local:feeds> done"))
                #expect(
                    out.contains("reader@local:article> next-unread\nLighthouse keeper retires after 40 years\n"),
                    "next-unread opens the feed's other article")
                #expect(out.contains("Marked 1 article read."), "the two articles opened were read already: one was left")
                #expect(out.contains("Saved the search as 'ferries'"))
                #expect(out.contains("1. Harbour Gazette\n"), "nothing unread is left, so no count")
                #expect(out.contains("3. Search: ferries"))
            }
        }
    }

    @Test("--json: the feeds list as DESIGN's fields, and the unread list as every article list")
    func json() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script =
                    Self.signup + """
                        feeds
                        subscribe \(service.url)/feeds/rss2.xml
                        search lighthouse
                        save keepers
                        feeds
                        done
                        unread
                        quit

                        """
                let result = try await home.run(["--json"], input: script)
                #expect(result.status == 0, "stderr: \(result.stderr)")
                let records = result.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                let feeds = Self.records(records, on: "feeds")
                let feed = try #require(feeds.last { $0["url"] != nil })
                #expect(
                    Set(feed.keys) == ["n", "name", "url", "siteUrl", "tags", "unread", "fetchedAt", "error", "gone", "fullText", "screen"])
                #expect(feed["name"] as? String == "Harbourside Gazette")
                #expect(feed["unread"] as? Int == 2)
                #expect(feed["gone"] as? Bool == false)
                #expect(feed["siteUrl"] as? String == "https://harbourside.example/")
                let search = try #require(feeds.last { $0["query"] != nil })
                #expect(Set(search.keys) == ["n", "name", "query", "unread", "screen"])
                #expect(search["name"] as? String == "keepers" && search["n"] as? Int == 2)
                let unread = Self.records(records, on: "unread")
                #expect(
                    unread.map { $0["title"] as? String } == [
                        "Ferry timetable changes for the winter", "Lighthouse keeper retires after 40 years",
                    ])
                #expect(unread.allSatisfy { $0["read"] as? Bool == false })
            }
        }
    }

    /// The records a screen wrote, in order.
    static func records(_ records: [[String: Any]], on screen: String) -> [[String: Any]] {
        var kept: [[String: Any]] = []
        for record in records where record["screen"] as? String == screen { kept.append(record) }
        return kept
    }
}
