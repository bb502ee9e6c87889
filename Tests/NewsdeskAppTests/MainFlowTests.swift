import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Main flow navigation")
struct MainFlowTests {
    @Test("open pushes the article, back pops to the list without loading it again")
    func openAndBack() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 2"))
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(await harness.run("back"))

        #expect(harness.recorder.shown == ["home", "headlines", "article", "headlines"])
        let requests = await harness.news.headlineQueries.count
        #expect(requests == 3, "home (headlines + general) and the headlines list once; back reloads nothing")
    }

    @Test("a bare number opens that item")
    func bareNumberOpens() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("headlines"))
        #expect(await harness.run("3"))
        #expect(harness.recorder.shown == ["home", "headlines", "article"])
        #expect(harness.console.output.contains("Story 3\n======="))
    }

    @Test("home returns to the root from deep in the stack")
    func homeReturnsToRoot() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("categories"))
        #expect(await harness.run("open 7"))
        #expect(await harness.run("home"))

        #expect(harness.recorder.shown == ["home", "categories", "headlines", "home"])
        let categories = await harness.news.headlineQueries.map(\.category)
        #expect(categories == [nil, .general, .technology], "open 7 of the categories is technology")
    }

    @Test("a screen of its own command: offered with the main flow's commands, and gone to as a value carrying its words")
    func ownCommandScreen() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        let offered = harness.app.firstResponder.responderChain.flatMap { $0.commandGroup.commands.map(\.name) }
        #expect(offered.contains("categories"))

        #expect(await harness.run("categories"))
        #expect(await harness.run("open 2"))

        let visited = harness.recorder.destinations.compactMap { $0 as? Destination }
        #expect(
            visited == [
                .home, .opened(ParsedCommand(name: "categories")),
                .headlines(BrowsingCommand.Headlines(query: HeadlinesQuery(category: .entertainment))),
            ])
        #expect(harness.recorder.shown == ["home", "categories", "headlines"])
    }

    @Test("back on the first screen fails and says why")
    func backAtRoot() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("back") == false)
        #expect(harness.console.errors == "error: nothing to go back to: this is the first screen\n")
        #expect(harness.recorder.shown == ["home"])
    }

    @Test("logout reaches the main flow, signs out and shows the login flow")
    func logout() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("sources"))

        #expect(await harness.run("logout"))

        #expect(harness.recorder.shown == ["home", "sources", "welcome"])
        #expect(harness.app.prompt == "newsdesk> ")
        #expect(await harness.accounts.signOutCount == 1)
        #expect(try await harness.accounts.currentSession() == nil)
    }

    @Test("quit typed on an article reaches the app flow")
    func quitFromDeepScreen() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))

        #expect(await harness.run("quit"))
        #expect(harness.app.isFinished)
    }

    @Test("a failed load shows the failure view; retry loads it once the service is back")
    func failureAndRetry() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        await harness.news.setFailure(TestFailure("the catalog is locked"))

        #expect(await harness.run("headlines") == false)
        #expect(harness.console.output.contains("Failed: the catalog is locked\nType 'retry' to try again.\n"))
        #expect(harness.console.errors == "error: the catalog is locked\n", "a scripted session reports it on stderr too")

        await harness.news.setFailure(nil)
        #expect(await harness.run("retry"))
        #expect(
            harness.console.output.hasSuffix(
                "Type 'retry' to try again.\nTop headlines: your country (3 articles)\n────────────────────────────────────────\n1. Story 1\n   Fake Source · 2026-09-21 13:13\n2. Story 2\n   Fake Source · 2026-09-21 12:13\n3. Story 3\n   Fake Source · 2026-09-21 11:13\n"
            ))
        #expect(harness.recorder.shown == ["home", "headlines"])
    }

    @Test("an unknown command suggests the closest one on the chain")
    func unknownCommand() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("hedlines") == false)
        #expect(harness.console.errors == "error: unknown command 'hedlines' (did you mean 'headlines'?)\n")
    }

    @Test("login commands are not reachable from the main flow: they say to log out first")
    func loginCommandsGoneAfterSignIn() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(await harness.run("signup") == false)
        #expect(harness.console.errors == "error: you are signed in as alice; type 'logout' first to 'signup'\n")
    }

    @Test("help lists the screen's commands first, then the flows', nearest first")
    func helpOrder() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("help"))

        let headings = harness.console.output.split(separator: "\n").filter { $0.hasSuffix(":") }
        #expect(headings == ["Headlines:", "Browsing:", "Session:", "Shell:"])
    }
}
