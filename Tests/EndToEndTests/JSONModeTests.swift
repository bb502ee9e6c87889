import Foundation
import Testing

/// `--json` on the built binary over the bundled sample: standard output is JSON lines only,
/// for jq; the transcript and errors are on standard error.
@Suite("--json: JSON lines on standard output")
struct JSONModeTests {
    /// Signs up, then visits every content screen, with one failing command near the end.
    static let script = """
        signup
        alice
        \(Scripts.password)
        \(Scripts.password)
        gb
        science
        headlines
        open 2
        back
        bookmark 1
        next
        categories
        open 5
        sources --country ca
        source northern-lantern-science
        bookmarks
        search "solar farm" --sort relevancy
        help open
        source no-such-source
        whoami
        quit

        """

    /// Every line of `text` parsed as a JSON object; records an issue for a line that is not one.
    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if object == nil { Issue.record("not a JSON object on standard output: \(line)") }
            return object
        }
    }

    @Test("every line on standard output is a JSON object; the transcript and the error line are on standard error")
    func scriptedSession() async throws {
        try await TestHome.with { home in
            let script = try home.writeScript(named: "browse.nd", Self.script)
            let result = try await home.run(["--json", "--keep-going", "-f", script.path])

            #expect(result.status == 1, "the failing command still makes the status 1")
            #expect(result.stdout.hasSuffix("\n"))
            let objects = Self.objects(result.stdout)
            #expect(objects.count == result.stdoutLines.count)
            #expect(!result.stdout.contains("\u{1B}"))

            // home (country gb, science), headlines, the opened article, headlines again after back, page 2.
            let titled = objects.filter { $0["title"] != nil }
            #expect(titled.allSatisfy { ($0["source"] as? [String: Any])?["name"] is String && $0["publishedAt"] is String })
            #expect(
                titled.compactMap { $0["publishedAt"] as? String }.allSatisfy {
                    $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil
                })
            let categories = objects.filter { $0["category"] is String && $0["id"] == nil }
            #expect(categories.count == 7)
            let sources = objects.filter { $0["id"] is String }
            #expect(
                sources.contains { $0["id"] as? String == "northern-lantern-science" && $0["n"] == nil && $0["articleCount"] as? Int == 6 })
            #expect(sources.filter { $0["n"] != nil }.allSatisfy { $0["country"] as? String == "ca" })
            #expect(objects.contains { $0["bookmarked"] as? Bool == true }, "the bookmarks list marks its articles")
            #expect(objects.contains { $0["read"] as? Bool == true }, "the list shown after back marks the opened article read")

            let transcript = result.stderr
            for line in [
                "newsdesk> signup", "Username: alice", "Password: ", "alice@local:home> headlines", "alice@local:headlines> open 2",
                "Bookmarked: ", "usage: open N", "alice, signed in to the local catalog", "alice@local:search> quit",
            ] {
                #expect(transcript.contains(line), "standard error lacks \(line)")
            }
            #expect(transcript.contains("\(script.path):19: error: no source has the id 'no-such-source'"))
            #expect(!result.stdout.contains(Scripts.password) && !result.stderr.contains(Scripts.password))
        }
    }

    @Test("without --keep-going the first failure ends the session with status 1, after the JSON lines before it")
    func stopsAtFailure() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--json"], input: Scripts.signUpAlice + "categories\nopen 9\ncategories\n")

            #expect(result.status == 1)
            #expect(Self.objects(result.stdout).count == result.stdoutLines.count)
            #expect(result.stdoutLines.suffix(7).first == #"{"category":"business","n":1,"screen":"categories"}"#)
            #expect(result.stdoutLines.filter { $0.contains(#""category""#) }.count == 7, "the second categories never runs")
            #expect(result.stderrLines.last == "-:8: error: no category 9 here: choose 1 to 7")
        }
    }

    @Test("the same session without --json keeps its human layout on standard output and nothing on standard error")
    func textModeUnchanged() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: Scripts.signUpAlice + "categories\n")

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Categories\n──────────\n1. business\n"))
            #expect(result.stderr.isEmpty)
        }
    }
}
