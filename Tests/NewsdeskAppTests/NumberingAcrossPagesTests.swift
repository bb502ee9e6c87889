import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Lists number their items across pages (page 2 of a 20-item list starts at 21), and a command
/// takes the number shown.
@MainActor
@Suite("Item numbers continue across pages")
struct NumberingAcrossPagesTests {
    @Test("page 2 of the headlines starts at 21; open, bookmark and browse take the number shown; another page's number is refused")
    func articles() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 25)))
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("21. Story 21\n"))
        #expect(harness.console.output.contains("25. Story 25\n"))
        #expect(!harness.console.output.contains(" 1. Story 21"))

        #expect(await harness.run("bookmark 22"))
        #expect(harness.console.output.contains("Bookmarked: Story 22"))
        #expect(await harness.run("27") == false)
        #expect(await harness.run("open 3") == false)
        #expect(
            harness.console.errors
                == "error: no article 27 on this page: choose 21 to 25\nerror: no article 3 on this page: choose 21 to 25\n")
        #expect(await harness.run("open 25"))
        #expect(harness.console.output.contains("Story 25\n========"))
        #expect(await harness.run("back"))
        #expect(await harness.run("prev"))
        #expect(await harness.run("open 3"), "page 1 takes its own numbers")
        #expect(harness.recorder.shown == ["home", "headlines", "article", "headlines", "article"], "a page move shows no new screen")
    }

    @Test("--json lines' n follow the numbers shown")
    func jsonNumbers() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 25)), outputFormat: .json)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()
        #expect(await harness.run("next"))
        let numbers = try harness.console.records.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["n"] as? Int
        }
        #expect(numbers == Array(21...25))
    }

    @Test("the feeds list numbers across pages too: fetch 22 and open 21 on page 2")
    func feeds() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("feeds"))
        for index in 1...22 {
            let url = "https://feed\(index).example/rss"
            harness.feedServer.serve(url, items: [("Item \(index)", "https://feed\(index).example/item", "Mon, 02 Nov 2026 08:00:00 GMT")])
            #expect(await harness.run("subscribe \(url) --name Feed-\(String(format: "%02d", index))"))
        }
        #expect(await harness.run("feeds"))
        #expect(await harness.run("next"))
        #expect(harness.console.output.contains("21. Feed-21 (1 unread)"))
        #expect(harness.console.output.contains("22. Feed-22 (1 unread)"))
        #expect(await harness.run("fetch 22"))
        #expect(await harness.run("fetch 2") == false)
        #expect(harness.console.errors == "error: no feed 2 on this page: choose 21 to 22\n")
        #expect(await harness.run("open 21"))
        #expect(harness.app.prompt == "alice@fake:feed> ")
        #expect(harness.console.output.contains("Item 21"))
    }
}
