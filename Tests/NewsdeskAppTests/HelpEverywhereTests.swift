import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// `help CMD` answers for every command newsdesk has, on every screen: with the command's usage
/// where it works, else with where it does.
@MainActor
@Suite("help CMD on every screen")
struct HelpEverywhereTests {
    static let harbour = "https://harbour.example/feed.xml"

    /// The commands that take the signed-in harness through every screen of the main and feeds flows.
    static let visits = [
        "headlines", "open 1", "back", "categories", "sources", "source wire", "bookmarks", "search story", "account", "home",
        "feeds", "subscribe \(harbour)", "open 1", "open 1", "done", "unread",
    ]

    func signedIn() -> FlowHarness {
        let harness = FlowHarness.signedIn(
            news: FakeNewsService(articles: FakeNewsService.sampleArticles(count: 25), sources: [Source(id: "wire", name: "Wire")]))
        harness.feedServer.serve(Self.harbour, items: [("Ferry", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT")])
        return harness
    }

    /// Every command name and alias the chain offers now.
    func names(_ harness: FlowHarness) -> Set<String> {
        Set(CommandDispatcher.commandNames(in: harness.app.firstResponder.responderChain))
    }

    @Test("every command of every screen, signed in or out, has an answer to 'help CMD' on every screen")
    func everyCommandEverywhere() async throws {
        let signedOut = FlowHarness()
        try await signedOut.app.start()
        var all = names(signedOut)
        let tour = signedIn()
        try await tour.app.start()
        all.formUnion(names(tour))
        for visit in Self.visits {
            #expect(await tour.run(visit), "\(visit)")
            all.formUnion(names(tour))
        }
        #expect(all.isSuperset(of: ["next", "mark-unread", "link", "subscribe", "save", "edit", "signup", "done"]))

        for name in all.sorted() {
            #expect(await signedOut.run("help \(name)"), "signed out: help \(name)")
        }
        let harness = signedIn()
        try await harness.app.start()
        for visit in [""] + Self.visits {
            if !visit.isEmpty { #expect(await harness.run(visit), "\(visit)") }
            for name in all.sorted() {
                #expect(await harness.run("help \(name)"), "\(harness.app.prompt) help \(name)")
            }
        }
        #expect(signedOut.console.errors == "")
        #expect(harness.console.errors == "")
    }

    @Test("help on a command of another screen says where it works, as typing it does, but as an answer")
    func whereItWorks() async throws {
        let harness = signedIn()
        try await harness.app.start()
        #expect(await harness.run("help next"))
        #expect(
            harness.console.output.replacingOccurrences(of: "\n", with: " ").hasSuffix(
                "'next' is not available on this screen: it works on a list of several pages, and on an article opened from a list "))
        #expect(await harness.run("help nxet") == false, "a word that is no command is still unknown")
    }

    @Test("a command only some screens declare says, from its declaration, where it works; the table has no other entries")
    func whereItWorksComesFromDeclarations() {
        let mainFlow = Set(BrowsingCommand.declarations.flatMap { [$0.name] + $0.aliases })
        let shell = Set(ShellCommand.declarations.flatMap { [$0.name] + $0.aliases })
        var screensOnly: Set<String> = []
        for spec in MainCommands.screenCommandSets.flatMap({ $0.declarations }) {
            screensOnly.formUnion(([spec.name] + spec.aliases).filter { !mainFlow.contains($0) && !shell.contains($0) })
        }
        #expect(screensOnly.contains("save") && screensOnly.contains("full-text") && screensOnly.contains("link"))
        for name in screensOnly.sorted() {
            #expect(MainCommands.screenCommands[name] != nil, "'\(name)' is declared by a screen but says nowhere where it works")
        }
        #expect(MainCommands.screenCommands["edit"] == "on your account ('account')")
        #expect(MainCommands.allNames.isSuperset(of: mainFlow.union(screensOnly)))
    }
}
