import NewsCore
import NewsdeskTestSupport
import Testing
@testable import NewsdeskApp

/// A mistake in what was typed is an error line with the fix: no screen is pushed, none says
/// "Failed", none offers a retry that can only fail again, and the screen below stays.
@MainActor
@Suite("Input mistakes are error lines, not failed screens")
struct InputErrorTests {
    static let sources = [
        Source(id: "northern-lantern-science", name: "Northern Lantern Science"),
        Source(id: "gullhaven-ledger", name: "Gullhaven Ledger"),
    ]

    @Test("a search that can find nothing and an unknown source id push nothing", arguments: [
        ("search +", "holds no word to search for"),
        ("search + - ()", "holds no word to search for"),
        ("search -ebola", "(did you mean 'search ebola'?)"),
        ("search NOT ebola -virus", "(did you mean"),
        ("source northern-lantern-scence", "no source has the id 'northern-lantern-scence' (did you mean 'northern-lantern-science'?"),
    ])
    func nothingPushed(line: String, hint: String) async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(sources: Self.sources))
        try await harness.app.start()
        #expect(await harness.run("categories"))
        harness.console.clearOutput()
        let shownBefore = harness.recorder.shown

        #expect(await harness.run(line) == false)

        #expect(harness.console.errors.contains(hint), "\(line): \(harness.console.errors)")
        #expect(harness.recorder.shown == shownBefore, "no screen may be pushed")
        #expect(harness.app.prompt == "alice@fake:categories> ")
        #expect(!harness.console.output.contains("Failed"))
        #expect(!harness.console.output.contains("retry"))
        #expect(!harness.console.errors.contains("retry"))
    }

    @Test("a search with a word to find, and a known source, still open their screens")
    func validInputStillPushes() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(sources: Self.sources))
        try await harness.app.start()
        #expect(await harness.run("search vaccine -ebola"))
        #expect(harness.app.prompt == "alice@fake:search> ")
        #expect(await harness.run("source northern-lantern-science"))
        #expect(harness.app.prompt == "alice@fake:source> ")
    }
}
