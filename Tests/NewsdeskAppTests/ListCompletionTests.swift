import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Completing list numbers")
struct ListCompletionTests {
    /// What Tab offers for `line` on the screen on display.
    static func complete(_ line: String, in harness: FlowHarness) throws -> [String] {
        let complete = try #require(harness.console.completion)
        let word = line.last == " " ? "" : String(line.split(separator: " ").last ?? "")
        return complete(line, word)
    }

    @Test("open, bookmark, unbookmark and browse offer the numbers of the articles on a list page")
    func articleList() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 25)))
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        let page = (1...20).map(String.init)
        for command in ["open", "bookmark", "unbookmark", "browse"] {
            #expect(try Self.complete("\(command) ", in: harness) == page, "\(command)")
        }
        #expect(try Self.complete("open 2", in: harness) == ["2", "20"])

        #expect(await harness.run("next"))
        #expect(try Self.complete("open ", in: harness) == ["21", "22", "23", "24", "25"], "the second page holds five, numbered on")
    }

    @Test("the home screen, a source and the sources and categories lists offer their own numbers")
    func otherLists() async throws {
        let sources = [Source(id: "fake-source", name: "Fake Source"), Source(id: "wire", name: "Wire")]
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 3), sources: sources))
        try await harness.app.start()
        #expect(try Self.complete("open ", in: harness) == ["1", "2", "3"], "home: two sections of the same three, each shown once")
        #expect(try Self.complete("bookmark ", in: harness).count == 3)

        #expect(await harness.run("sources"))
        #expect(try Self.complete("open ", in: harness) == ["1", "2"])

        #expect(await harness.run("source wire"))
        #expect(try Self.complete("open ", in: harness) == ["1", "2", "3"])
        #expect(try Self.complete("unbookmark ", in: harness) == ["1", "2", "3"])

        #expect(await harness.run("categories"))
        #expect(try Self.complete("open ", in: harness) == (1...7).map(String.init))
    }

    @Test("no list on screen, no numbers: an article, an empty list, a list that failed to load")
    func noList() async throws {
        let news = FakeNewsService(articles: FakeNewsService.sampleArticles(count: 2))
        let harness = FlowHarness.signedIn(news: news)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))
        #expect(try Self.complete("open ", in: harness) == [])
        #expect(try Self.complete("bookmark ", in: harness) == [], "bookmark on an article takes no number")

        #expect(await harness.run("bookmarks"))
        #expect(try Self.complete("open ", in: harness) == [])

        await news.setFailure(CommandFailure("the service is down"))
        #expect(await harness.run("search story") == false)
        #expect(try Self.complete("open ", in: harness) == [])
    }
}
