import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Every screen whose load can fail offers a `retry` that works and a `refresh`, from the
/// framework, without declaring them.
@MainActor
@Suite("Retry and refresh on every screen")
struct RetryEverywhereTests {
    /// A failure the fake service answers with while it is set.
    struct Outage: Error, CustomStringConvertible {
        var description: String { "the service is down" }
    }

    /// The commands that show each kind of screen that loads news, and the screen's title.
    nonisolated static let screens: [(command: String, title: String)] = [
        ("headlines", "headlines"),
        ("search story", "search"),
        ("sources", "sources"),
        ("source alpha-news", "source"),
        ("bookmarks", "bookmarks"),
        ("account", "account"),
    ]

    @Test("a failed load of each screen says retry, and retry then shows it", arguments: screens.map(\.command))
    func retryWorks(command: String) async throws {
        let news = FakeNewsService(
            articles: FakeNewsService.sampleArticles(count: 3),
            sources: [Source(id: "alpha-news", name: "Alpha News")]
        )
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        await news.setFailure(Outage())
        await harness.readingList.setFailure(Outage())
        await harness.accounts.setDetailsFailing(true)

        let failed = await harness.run(command)
        // `source ID` checks the id before any screen exists: with the service down that check
        // cannot answer, and the screen is pushed to fail its load like any other.
        #expect(!failed, "\(command) should fail while the service is down")
        #expect(harness.console.output.contains("Type 'retry' to try again"), "\(command): \(harness.console.output)")

        await news.setFailure(nil)
        await harness.readingList.setFailure(nil)
        await harness.accounts.setDetailsFailing(false)
        #expect(await harness.run("retry"), "\(command): retry after the outage")
        #expect(await harness.run("refresh"), "\(command): refresh")
        let title = try #require(Self.screens.first { $0.command == command }?.title)
        #expect(harness.recorder.shown.last == title)
    }

    @Test("every screen that loads offers retry and refresh; fixed ones offer neither")
    func offered() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        var seen: [String: Bool] = [:]
        for command in ["home", "headlines", "open 1", "back", "search story", "sources", "categories", "bookmarks", "account"] {
            _ = await harness.run(command)
            let responder = harness.app.firstResponder
            let names = responder.offeredCommands.commands.map(\.name)
            seen[(responder as? any Screen)?.title ?? "?"] = names.contains("retry") && names.contains("refresh")
        }
        #expect(
            seen == [
                "home": true, "headlines": true, "article": true, "search": true, "sources": true,
                "categories": false, "bookmarks": true, "account": true,
            ])
    }
}
