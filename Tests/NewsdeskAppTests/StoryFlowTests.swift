import FlowKit
import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A story at the prompt: `story N` on a list and `story` on an article open the story's screen,
/// every article of it earliest first; `back` returns.
@MainActor
@Suite("Stories at the prompt: story N, story, back")
struct StoryFlowTests {
    static let harbour = "https://harbour.example/feed.xml"
    static let valley = "https://valley.example/feed.xml"

    @Test("list → story N → back, article → story → back: the exact screens and places")
    func storyAndBack() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3)))
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()
        #expect(await harness.run("story 2"))
        #expect(harness.app.prompt == "alice@fake:story> ")
        #expect(harness.console.output.contains("(1 article from 1 source)"), "an article the catalog does not hold is its story alone")
        #expect(await harness.run("back"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("story"))
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(harness.recorder.shown == ["home", "headlines", "story", "headlines", "article", "story", "article"])
        let stories = harness.recorder.destinations.compactMap { $0 as? Destination }.filter {
            if case .story = $0 { return true } else { return false }
        }
        #expect(stories.count == 2)
    }

    @Test("two feeds reporting one event: story N lists both articles, earliest first, with their sources")
    func storyOfTwoFeeds() async throws {
        let harness = try await twoFeedsOneEvent()
        #expect(await harness.run("unread"))
        harness.console.clearOutput()
        #expect(await harness.run("story 1"))
        let output = harness.console.output
        #expect(output.replacingOccurrences(of: "\n", with: " ").contains("(2 articles from 2 sources)"))
        let harbourLine = try #require(output.range(of: "Harbour ·"))
        let valleyLine = try #require(output.range(of: "Valley ·"))
        #expect(harbourLine.lowerBound < valleyLine.lowerBound, "earliest first")
        #expect(harness.recorder.shown.suffix(1) == ["story"])
    }

    /// Two feeds reporting one event, and a third item on another.
    private func twoFeedsOneEvent(outputFormat: OutputFormat = .text) async throws -> FlowHarness {
        let harness = FlowHarness.signedIn(outputFormat: outputFormat)
        harness.feedServer.serve(
            Self.harbour,
            items: [
                (
                    "Ferry strike halts harbour crossings as union walks out", "https://harbour.example/strike",
                    "Mon, 02 Nov 2026 08:00:00 GMT"
                ),
                (
                    "Lighthouse keeper retires after forty years of service", "https://harbour.example/lighthouse",
                    "Mon, 02 Nov 2026 07:00:00 GMT"
                ),
            ])
        harness.feedServer.serve(
            Self.valley,
            items: [
                (
                    "Union walks out: ferry strike halts all harbour crossings", "https://valley.example/strike",
                    "Mon, 02 Nov 2026 09:30:00 GMT"
                )
            ])
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        #expect(await harness.run("subscribe \(Self.harbour) --name Harbour"))
        #expect(await harness.run("subscribe \(Self.valley) --name Valley"))
        return harness
    }

    @Test("a list shows one entry per story, its newest article, then who else reports it; the header counts both")
    func listShowsStories() async throws {
        let harness = try await twoFeedsOneEvent()
        harness.console.clearOutput()
        #expect(await harness.run("unread"))
        let lines = harness.console.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Unread (2 stories, 3 articles)")
        let numbered = lines.filter { $0.first?.isNumber == true }
        #expect(numbered.count == 2, "three articles, two stories: \(lines)")
        #expect(numbered.first?.hasPrefix("1. Union walks out") == true, "the story's newest article stands for it")
        let strike = try #require(lines.firstIndex { $0.hasPrefix("1. ") })
        #expect(lines[strike + 1].hasPrefix("   Valley · "))
        #expect(lines[strike + 2] == "   +1 more: Harbour")
        #expect(numbered.last?.hasPrefix("2. Lighthouse keeper") == true)
        #expect(!harness.console.output.contains("Ferry strike halts harbour crossings as union"), "the story's other article is folded")
    }

    @Test("mark-read on a list of stories marks every article of each story shown")
    func markReadMarksStories() async throws {
        let harness = try await twoFeedsOneEvent()
        #expect(await harness.run("unread"))
        harness.console.clearOutput()
        #expect(await harness.run("mark-read"))
        #expect(harness.console.output.contains("Marked 3 articles read."))
        #expect(harness.console.output.contains("Nothing unread."))
    }

    @Test("--json lines of a list of stories: one per entry, with story and storySize")
    func jsonEntries() async throws {
        let harness = try await twoFeedsOneEvent(outputFormat: .json)
        harness.console.clearOutput()
        #expect(await harness.run("unread"))
        let records = try harness.console.records.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(records.count == 2)
        #expect(records.map { $0["storySize"] as? Int } == [2, 1])
        #expect(records.allSatisfy { $0["story"] is String && $0["screen"] as? String == "unread" })
    }
}
