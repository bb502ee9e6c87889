import FakeNewsAPIProcess
import Foundation
import Testing

/// `newsdesk import --format opml|newsboat`, `newsdesk fetch` and `newsdesk export`, run as cron
/// would run them, against the fake server's feeds on loopback.
@Suite("newsdesk fetch, feed import and export")
struct FeedCommandTests {
    @Test("newsboat's urls in, every feed fetched once with a line each and exit 1 for a failure; then fresh feeds are skipped")
    func fetch() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let urls = home.root.appendingPathComponent("urls")
                try Data(
                    """
                    # feeds
                    \(service.url)/feeds/rss2.xml local "~Gazette"
                    \(service.url)/feeds/atom.xml
                    \(service.url)/feeds/laughs.xml
                    exec:~/bin/feed.sh
                    """.utf8
                ).write(to: urls)
                let imported = try await home.run(["import", "--format", "newsboat", urls.path])
                #expect(imported.status == 0)
                #expect(
                    imported.stdoutLines == [
                        "\(urls.path) (newsboat urls): 3 feeds, 3 subscribed",
                        "  line 5: exec feeds are newsboat's own; skipped",
                        "You are subscribed to 3 feeds; 'newsdesk fetch' fetches them.",
                    ])

                let first = try await home.run(["fetch"])
                #expect(first.status == 1, "the billion-laughs feed failed")
                #expect(
                    first.stdoutLines == [
                        "Gazette: 2 new articles",
                        "Quillby Engineering: 1 new article",
                        "\(service.url)/feeds/laughs.xml: failed: it declares its own entities in a DTD, which newsdesk never expands",
                        "Fetched 3 feeds: 3 new articles, 1 failed.",
                    ])
                #expect(first.stderr.isEmpty, "nothing on standard error when it is no terminal")
                let agent = try await service.requests().first?.header("user-agent")
                #expect(agent?.hasPrefix("newsdesk/") == true)

                let second = try await home.run(["fetch", "--json"])
                let lines = second.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                #expect(lines.count == 3)
                #expect(
                    lines.map { $0["status"] as? String } == ["skipped", "skipped", "skipped"],
                    "fetched less than 15 minutes ago, or failed and backing off")
                #expect((lines[2]["reason"] as? String)?.hasPrefix("it failed the last time it was asked; next try at ") == true)
                #expect(lines[0]["reason"] as? String != nil)
                #expect(second.status == 0, "no feed was asked, so none failed")

                let forced = try await home.run(["fetch", "--force", "--json"])
                let statuses = forced.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                #expect(statuses.map { $0["status"] as? String } == ["notModified", "notModified", "failed"])
                #expect(try await service.notModifiedCount() == 2)

                let session = try await home.run(
                    [], input: "signup\nreader\nreader-password\nreader-password\nall\ngeneral\nsearch ferry\nquit\n")
                #expect(session.stdout.contains("Ferry timetable changes for the winter"))
                #expect(session.stdout.contains("Gazette ·"))
            }
        }
    }

    @Test("NEWSDESK_LOG=info makes cron's fetch a usable log on standard error, secrets masked; unset, it says nothing")
    func fetchLog() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let urls = home.root.appendingPathComponent("urls")
                try Data("\(service.url)/feeds/rss2.xml?token=feed-secret-42\n\(service.url)/feeds/missing.xml\n".utf8).write(to: urls)
                #expect(try await home.run(["import", urls.path]).status == 0)
                let logged = try await home.run(["fetch"], environment: ["NEWSDESK_LOG": "info"])
                #expect(logged.status == 1, "the missing feed failed")
                let lines = logged.stderr.split(separator: "\n").map(String.init)
                #expect(!logged.stderr.contains("feed-secret-42"))
                #expect(lines.contains { $0.contains("GET \(service.url)/feeds/rss2.xml?token=*** 200, ") && $0.hasSuffix(" ms") })
                #expect(lines.contains { $0.contains("GET \(service.url)/feeds/missing.xml 404, ") })
                #expect(
                    lines.contains { $0.hasSuffix("feed \(service.url)/feeds/rss2.xml?token=***: fetched, 2 items (2 new, 0 updated)") })
                #expect(lines.contains { $0.hasSuffix("feed \(service.url)/feeds/missing.xml: failed: the server answered 404 Not Found") })
                #expect(lines.count == 4, "a line per request and per feed: \(lines)")
                let again = try await home.run(["fetch"], environment: ["NEWSDESK_LOG": "info"])
                #expect(again.stderr.contains("feed \(service.url)/feeds/rss2.xml?token=***: skipped, not due until "))
                #expect(again.stderr.contains("feed \(service.url)/feeds/missing.xml: skipped, backing off after failures until "))
                let quiet = try await home.run(["fetch", "--force"])
                #expect(quiet.stderr.isEmpty)
                let typo = try await home.run(["fetch"], environment: ["NEWSDESK_LOG": "verbose"])
                #expect(typo.stderr.hasPrefix("newsdesk: warning: NEWSDESK_LOG=verbose names no level; use info or debug"))
            }
        }
    }

    @Test("a fetch ended by SIGKILL or SIGTERM half-way holds no feed: the next fetch asks it at once, not 'another fetch'")
    func killedFetchHoldsNothing() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let urls = try home.writeScript(named: "urls", "\(service.url)/feeds/stall\n")
                #expect(try await home.run(["import", "--format", "newsboat", urls.path]).status == 0)
                func stalled() async throws -> Int {
                    try await service.requests().filter { $0.path == "/feeds/stall" }.count
                }
                for (round, signal) in [SIGKILL, SIGTERM, SIGKILL].enumerated() {
                    let fetch = try home.start(["fetch", "--json"])
                    // Waits for the request, which the server then leaves hanging; a fetch that found
                    // the feed claimed by the killed one would end at once, saying so, and fail here.
                    // The pause only spaces the polls (each a request to the fake), so that waiting
                    // does not load two cores that every other suite shares; nothing depends on its length.
                    while try await stalled() == round {
                        if fetch.isFinished {
                            let result = try await fetch.finish()
                            Issue.record("the fetch ended without asking the feed: \(result.stdout)")
                            return
                        }
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    fetch.send(signal: signal)
                    _ = await fetch.ended()
                }
                #expect(try await stalled() == 3)
            }
        }
    }

    @Test("an OPML file exported and imported into a fresh home gives the same subscriptions")
    func opmlRoundTrip() async throws {
        try await TestHome.with { first in
            let opml = first.root.appendingPathComponent("mine.opml")
            try Data(
                """
                <?xml version="1.0"?><opml version="2.0"><head><title>mine</title></head><body>
                <outline text="News"><outline text="Gazette &amp; Co" xmlUrl="https://harbourside.example/feed.xml" htmlUrl="https://harbourside.example/"/></outline>
                <outline text="Quillby" xmlUrl="https://quillby.example/atom.xml" category="tech,daily"/>
                </body></opml>
                """.utf8
            ).write(to: opml)
            #expect(try await first.run(["import", "--format", "opml", opml.path]).status == 0)
            let exported = try await first.run(["export", "--format", "opml"])
            #expect(exported.status == 0)
            #expect(exported.stdout.contains(#"text="Gazette &amp; Co""#))

            try await TestHome.with { second in
                let copy = second.root.appendingPathComponent("copy.opml")
                try Data(exported.stdout.utf8).write(to: copy)
                #expect(try await second.run(["import", "--format", "opml", copy.path]).status == 0)
                let again = try await second.run(["export", "--format", "opml"])
                #expect(Self.outlines(again.stdout) == Self.outlines(exported.stdout))
                // Each feed in a folder named for its first tag: News, then tech.
                #expect(Self.outlines(again.stdout).count == 4)
            }
            let twice = try await first.run(["import", "--format", "opml", opml.path])
            #expect(twice.stdoutLines.first == "\(opml.path) (OPML): 2 feeds, 0 subscribed, 2 already subscribed")
        }
    }

    @Test("a file that is no OPML, or lists no feed, exits 1 saying so; an unknown format is a usage error")
    func badFiles() async throws {
        try await TestHome.with { home in
            let notOPML = home.root.appendingPathComponent("not.opml")
            try Data("<rss/>".utf8).write(to: notOPML)
            let refused = try await home.run(["import", "--format", "opml", notOPML.path])
            #expect(refused.status == 1)
            #expect(refused.stderrLines == ["newsdesk: error: \(notOPML.path): it is not an OPML file (no <opml> element)"])
            let empty = home.root.appendingPathComponent("urls")
            try Data("# nothing\n".utf8).write(to: empty)
            #expect(try await home.run(["import", "--format", "newsboat", empty.path]).status == 1)
            #expect(try await home.run(["import", "--format", "rss", empty.path]).status == 2)
            #expect(try await home.run(["export", "--format", "json"]).status == 2)
        }
    }

    /// The outline lines of an OPML document, without the date in its head.
    static func outlines(_ opml: String) -> [String] {
        opml.split(separator: "\n").map(String.init).filter { $0.contains("<outline") }
    }

    @Test(
        "more than 16 MB on standard input, or a standard input with no end, is refused as a file too large",
        arguments: ["opml", "newsboat"])
    func boundedStandardInput(_ format: String) async throws {
        try await TestHome.with { home in
            let piped = try await home.run(["import", "--format", format, "-"], input: String(repeating: " ", count: 17_000_000))
            #expect(piped.status == 1)
            #expect(piped.stderrLines == ["newsdesk: error: -: it is larger than 16 MB"])

            let endless = try NewsdeskProcess.start(
                arguments: ["--home", home.path, "import", "--format", format, "-"], environment: home.sandboxEnvironment,
                workingDirectory: home.root, pipeInput: false, inputPath: "/dev/zero")
            let result = try await endless.finish()
            #expect(result.status == 1)
            #expect(result.stderrLines == ["newsdesk: error: -: it is larger than 16 MB"])
        }
    }

    @Test("an OPML file and newsboat's urls are recognised without --format; data sets are read as before")
    func recognisedWithoutFormat() async throws {
        try await TestHome.with { home in
            let opml = home.root.appendingPathComponent("subscriptions.xml")
            try Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <opml version="2.0"><body><outline text="Gazette" xmlUrl="https://harbourside.example/feed.xml"/></body></opml>
                """.utf8
            ).write(to: opml)
            let urls = home.root.appendingPathComponent("urls")
            try Data("# mine\r\nhttps://quillby.example/atom.xml tech\r\nHTTPS://Harbourside.example/feed.xml#again\r\n".utf8).write(
                to: urls)

            let first = try await home.run(["import", opml.path])
            #expect(first.status == 0)
            #expect(first.stdoutLines.first == "\(opml.path) (OPML): 1 feed, 1 subscribed")
            let second = try await home.run(["import", urls.path])
            #expect(second.status == 0)
            #expect(second.stdoutLines.first == "\(urls.path) (newsboat urls): 2 feeds, 1 subscribed, 1 already subscribed")
            #expect(second.stdoutLines.last == "You are subscribed to 2 feeds; 'newsdesk fetch' fetches them.")
        }
    }
}
