import Foundation
import Testing

/// Browsing in the main flow: lists, articles, sources, search, paging, help and whoami.
@Suite("Navigation in the main flow")
struct NavigationTests {
    @Test("headlines business lists articles, open 1 shows the first one, and back shows the same list with it marked read")
    func headlinesOpenAndBack() async throws {
        let transcript = try await browse(["headlines business", "open 1", "back"])
        let list = try #require(transcript.output(of: "headlines business"))
        let items = Transcript.items(list)
        try #require(!items.isEmpty, "no articles listed: \(list)")
        #expect(items.map(\.number) == Array(1...items.count))

        let open = try #require(transcript.steps.first { $0.command == "open 1" })
        #expect(open.prompt == "alice@local:headlines")
        let article = open.output
        #expect(article.first == items[0].text, "the article should start with its title")
        let meta = try #require(list.firstIndex { $0.hasSuffix(items[0].text) }.map { list[$0 + 1] })
        let sourceName = try #require(meta.components(separatedBy: " · ").first?.trimmingCharacters(in: .whitespaces))
        #expect(article.contains("Source:    \(sourceName)"))
        #expect(article.contains { $0.hasPrefix("Published: ") })
        #expect(article.contains { $0.hasPrefix("URL: https://") })

        let back = try #require(transcript.steps.first { $0.command == "back" })
        #expect(back.prompt == "alice@local:article")
        #expect(back.output == Self.marked(list, title: items[0].text, as: "read"), "back should show the list as before, item 1 read")
        #expect(transcript.steps.last?.prompt == "alice@local:headlines")
    }

    @Test("home returns from deep in the stack to the home screen, marking the article read there")
    func homeReturnsToRoot() async throws {
        let (result, transcript) = try await browseWithResult(["headlines", "open 2", "home"])
        let homeOutput = try #require(transcript.output(of: "home"))
        let firstHome = try #require(transcript.output(of: "signup")).drop { !$0.hasPrefix("Saved:") }.dropFirst()
        let opened = try #require(transcript.output(of: "open 2")?.first)
        #expect(
            homeOutput == Self.marked(Array(firstHome), title: opened, as: "read"),
            "home should show the same screen as after signing up, with the opened article read")
        #expect(transcript.steps.last?.prompt == "alice@local:home")
        #expect(result.stderr.isEmpty)
    }

    @Test("categories lists the seven categories and open 2 shows entertainment headlines")
    func categoriesThenOpen() async throws {
        let transcript = try await browse(["categories", "open 2"])
        let categories = Transcript.items(try #require(transcript.output(of: "categories")))
        #expect(categories.map(\.number) == Array(1...7))
        #expect(categories.map(\.text) == ["business", "entertainment", "general", "health", "science", "sports", "technology"])
        let open = try #require(transcript.steps.first { $0.command == "open 2" })
        #expect(open.prompt == "alice@local:categories")
        #expect(open.output.first?.lowercased().contains("entertainment") == true, "got: \(open.output.first ?? "nothing")")
        #expect(!Transcript.items(open.output).isEmpty)
    }

    @Test("sources lists the sources and just typing 3 opens the third")
    func sourcesThenNumber() async throws {
        let transcript = try await browse(["sources", "3"])
        let sources = Transcript.items(try #require(transcript.output(of: "sources")))
        try #require(sources.count >= 3)
        #expect(sources.map(\.number) == Array(1...sources.count))
        let open = try #require(transcript.steps.first { $0.command == "3" })
        #expect(open.prompt == "alice@local:sources")
        #expect(open.output.first == sources[2].text, "the source screen should start with the source's name and id")
        #expect(!Transcript.items(open.output).isEmpty, "a source shows its latest articles")
    }

    @Test("source ID shows that source's details and its latest articles")
    func sourceById() async throws {
        let transcript = try await browse(["source quillfield-daily-wire"])
        let output = try #require(transcript.output(of: "source quillfield-daily-wire"))
        #expect(output.first == "Quillfield Daily Wire [quillfield-daily-wire]")
        let items = Transcript.items(output)
        #expect(!items.isEmpty)
        #expect(items.first?.number == 1)
        let bylines = output.filter { $0.contains(" · ") }
        #expect(bylines.count == items.count)
        #expect(bylines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Quillfield Daily Wire · ") })
    }

    @Test("search solar --sort relevancy lists matching articles with the best match first")
    func searchByRelevancy() async throws {
        let transcript = try await browse(["search solar --sort relevancy", "1"])
        let items = Transcript.items(try #require(transcript.output(of: "search solar --sort relevancy")))
        try #require(!items.isEmpty)
        #expect(items.map(\.number) == Array(1...items.count))
        #expect(items[0].text.lowercased().contains("solar"), "best match: \(items[0].text)")
        let open = try #require(transcript.output(of: "1"))
        #expect(open.first == items[0].text)
    }

    @Test("next on a list with a single page fails with 'this is the last page'")
    func nextOnSinglePageFails() async throws {
        try await TestHome.with { home in
            // Lines 1-6 sign up, line 7 searches, line 8 is next, line 9 must not run.
            let result = try await home.run(input: Scripts.signUpAlice + "search solar\nnext\nwhoami\n")
            #expect(result.status == 1)
            #expect(result.stderr == "-:8: error: this is the last page\n")
            #expect(Transcript(result.stdout).commands == ["signup", "search solar", "next"])
        }
    }

    @Test("next and prev page through a longer list, numbered across its pages")
    func nextAndPrevPage() async throws {
        let transcript = try await browse(["headlines", "next", "prev"])
        let first = try #require(transcript.output(of: "headlines"))
        let second = try #require(transcript.output(of: "next"))
        let back = try #require(transcript.output(of: "prev"))
        #expect(Transcript.items(first).first?.number == 1)
        #expect(Transcript.items(second).first?.number == (Transcript.items(first).last?.number ?? 0) + 1)
        #expect(Transcript.items(first).map(\.text) != Transcript.items(second).map(\.text))
        #expect(back == first)
    }

    @Test("help lists the current screen's commands first, then the flows'")
    func helpListsScreenThenFlows() async throws {
        let transcript = try await browse(["headlines", "help"])
        let help = try #require(transcript.output(of: "help")).joined(separator: "\n")
        func position(_ text: String) throws -> String.Index {
            try #require(help.range(of: text)?.lowerBound, "help does not mention \(text)")
        }
        for command in [
            "open N", "next", "prev", "retry", "refresh", "home", "headlines", "categories", "sources",
            "source ID", "search WORDS...", "back", "account", "whoami", "logout", "quit", "help [COMMAND]",
        ] {
            _ = try position(command)
        }
        #expect(try position("open N") < position("logout"), "the screen's commands come before the main flow's")
        #expect(try position("logout") < position("quit"), "the main flow's commands come before the app flow's")
    }

    @Test("help search shows the usage of search")
    func helpSearchShowsUsage() async throws {
        let transcript = try await browse(["help search"])
        let help = try #require(transcript.output(of: "help search"))
        #expect(help.first?.hasPrefix("usage: search WORDS...") == true, "got: \(help)")
    }

    @Test("whoami names the signed-in user and the service")
    func whoamiNamesUserAndService() async throws {
        let transcript = try await browse(["whoami"])
        let output = try #require(transcript.output(of: "whoami"))
        #expect(output.count == 1)
        #expect(output.first?.hasPrefix("alice") == true)
        #expect(output.first?.contains("local") == true)
    }

    /// `lines` of a list with ` · MARK` added to the details line of every item titled `title`.
    private static func marked(_ lines: [String], title: String, as mark: String) -> [String] {
        var result = lines
        for (index, line) in lines.enumerated() where line.hasSuffix(". \(title)") {
            if let details = lines[(index + 1)...].firstIndex(where: { $0.contains(" · ") }) {
                result[details] += " · \(mark)"
            }
        }
        return result
    }

    /// Signs up `alice` in a fresh home, runs `commands`, quits, and requires exit status 0.
    private func browse(_ commands: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> Transcript {
        try await browseWithResult(commands, sourceLocation: sourceLocation).1
    }

    /// Like ``browse(_:sourceLocation:)``, also returning the run's result.
    private func browseWithResult(
        _ commands: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (NewsdeskResult, Transcript) {
        try await TestHome.with { home in
            let result = try await home.run(input: Scripts.signUpAlice + commands.map { $0 + "\n" }.joined() + "quit\n")
            try #require(result.status == 0, "the session failed: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.isEmpty, sourceLocation: sourceLocation)
            let transcript = Transcript(result.stdout)
            #expect(transcript.commands == ["signup"] + commands + ["quit"], sourceLocation: sourceLocation)
            return (result, transcript)
        }
    }
}
