import Foundation
import Testing

/// Bookmarks and read marks, kept per account in the accounts database across runs and shells.
@Suite("Bookmarks and read marks")
struct BookmarkTests {
    @Test("bookmark 1, open it, back: the list marks it read and bookmarked; bookmarks lists it until unbookmark 1")
    func bookmarkOpenAndRemove() async throws {
        try await TestHome.with { home in
            let commands = ["headlines", "bookmark 1", "1", "back", "bookmarks", "unbookmark 1", "bookmarks"]
            let result = try await home.run(input: Scripts.signUpAlice + commands.map { $0 + "\n" }.joined() + "quit\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let transcript = Transcript(result.stdout)
            #expect(transcript.commands == ["signup"] + commands + ["quit"])

            let list = try #require(transcript.output(of: "headlines"))
            let first = try #require(Transcript.items(list).first)
            #expect(first.number == 1)
            let title = first.text
            #expect(try #require(transcript.output(of: "bookmark 1")) == ["Bookmarked: \(title)"])
            #expect(try #require(transcript.output(of: "1")).first == title)

            let back = try #require(transcript.output(of: "back"))
            let details = try #require(list.firstIndex { $0.hasSuffix(". \(title)") }).advanced(by: 1)
            var marked = list
            marked[details] += " · read · bookmarked"
            #expect(back == marked, "back shows the list again, item 1 marked read and bookmarked")
            #expect(back[details].hasSuffix("· read · bookmarked"))

            let bookmarkSteps = transcript.steps.filter { $0.command == "bookmarks" }
            try #require(bookmarkSteps.count == 2)
            #expect(
                bookmarkSteps[0].output == [
                    "Bookmarks (1 article)",
                    "─────────────────────",
                    "1. \(title)",
                    "   \(list[details].trimmingCharacters(in: .whitespaces)) · read · bookmarked",
                ])
            #expect(bookmarkSteps[0].prompt == "alice@local:headlines")
            let removed = try #require(transcript.output(of: "unbookmark 1"))
            #expect(removed.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == "Removed the bookmark: \(title)")
            #expect(bookmarkSteps[1].prompt == "alice@local:bookmarks")
            #expect(bookmarkSteps[1].output.contains("No bookmarks yet."))
            #expect(Transcript.items(bookmarkSteps[1].output).isEmpty)
        }
    }

    @Test("bookmarks and read marks outlive the run, and two shells bookmarking at once lose nothing")
    func twoShellsAtOnce() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)
            let sources = ["ferrobyte-review", "gullhaven-ledger"]
            async let one = home.run(input: "source \(sources[0])\nbookmark 1\n2\nbookmark\nquit\n")
            async let two = home.run(input: "source \(sources[1])\nbookmark 1\n2\nbookmark\nquit\n")
            var bookmarked: Set<String> = []
            for (source, result) in zip(sources, try await [one, two]) {
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdoutLines.filter { $0.hasPrefix("Bookmarked: ") }.count == 2)
                let latest = Transcript.items(try #require(Transcript(result.stdout).output(of: "source \(source)")))
                try #require(latest.count >= 2)
                bookmarked.formUnion(latest.prefix(2).map(\.text))
            }
            try #require(bookmarked.count == 4)

            let result = try await home.run(input: "bookmarks\nquit\n")
            #expect(result.status == 0, "\(result.stderr)")
            let output = try #require(Transcript(result.stdout).output(of: "bookmarks"))
            #expect(output.first == "Bookmarks (4 articles)")
            let items = Transcript.items(output)
            #expect(items.map(\.number) == [1, 2, 3, 4])
            #expect(Set(items.map(\.text)) == bookmarked)
            let details = output.filter { $0.contains(" · ") }
            #expect(details.count == 4)
            #expect(details.filter { $0.hasSuffix(" · read · bookmarked") }.count == 2, "the two opened articles")
            #expect(details.filter { !$0.hasSuffix(" · read · bookmarked") }.allSatisfy { $0.hasSuffix(" · bookmarked") })
        }
    }
}
