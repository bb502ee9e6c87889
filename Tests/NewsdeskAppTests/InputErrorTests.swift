import NewsModels
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

    @Test(
        "a search that can find nothing and an unknown source id push nothing",
        arguments: [
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

extension InputErrorTests {
    @Test(
        "browsing commands before sign-in say to sign in first, not 'unknown command'",
        arguments: ["search solar", "headlines", "open 1", "next", "bookmarks", "logout"])
    func signInFirst(line: String) async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        #expect(await harness.run(line) == false)
        #expect(harness.console.errors.contains("needs you signed in: sign in first"), "\(line): \(harness.console.errors)")
        #expect(!harness.console.errors.contains("unknown command"))
    }

    @Test("a list's command on an article says it is not available here; a sign-in command says to log out first")
    func notAvailableHere() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))
        harness.console.clearOutput()

        #expect(await harness.run("page 2") == false)
        #expect(await harness.run("signin bob") == false)
        #expect(await harness.run("nxet") == false)
        #expect(
            harness.console.errors == """
                error: 'page' is not available on this screen: it works on a list of several pages
                error: you are signed in as alice; type 'logout' first to 'signin'
                error: unknown command 'nxet' (did you mean 'next'?)

                """)
    }
}
