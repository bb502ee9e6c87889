import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A stand-in for any flow that offers `Navigating` and `MainFlowPresenting`: not the real main flow.
@MainActor
private final class PresentingStub: Responder, Navigating, MainFlowPresenting {
    var nextResponder: (any Responder)? { nil }
    var commandGroup: CommandGroup { .empty }
    var calls: [String] = []
    var visited: [Destination] = []

    func perform(_ command: ParsedCommand) async throws {}
    func go(to destination: Destination, replacing: Bool) async throws { visited.append(destination) }
    func browse(_ article: Article) async throws { calls.append("browse \(article.url)") }
    func browse(link: String) async throws { calls.append("link \(link)") }
    func accountDetailsChanged() { calls.append("details changed") }
}

@MainActor
@Suite("Screens find their flow by protocol")
struct ResponderLookupTests {
    @Test("the categories screen reaches whatever responder offers Navigating, and asks it for a place")
    func categoriesScreenUsesProtocol() async throws {
        let console = TestConsole()
        let stub = PresentingStub()
        let screen = CategoriesScreen(console: console, presentation: .plain)
        screen.nextResponder = stub
        try await screen.show()

        try await screen.perform(ParsedCommand(name: "open", arguments: ["N": "3"]))

        #expect(stub.visited == [.headlines(BrowsingCommand.Headlines(query: HeadlinesQuery(category: .general)))])
    }

    @Test("the lookup walks up the chain and finds the nearest match")
    func lookupWalksChain() {
        let stub = PresentingStub()
        let screen = CategoriesScreen(console: TestConsole(), presentation: .plain)
        screen.nextResponder = stub

        #expect(screen.responder(conformingTo: (any MainFlowPresenting).self) === stub)
        #expect(screen.responder(conformingTo: (any LoginFlowPresenting).self) == nil)
        #expect(screen.responderChain.count == 2)
    }

    @Test("a screen with no flow above it fails loudly, naming what it looked for, instead of doing nothing")
    func missingFlowFailsLoudly() async throws {
        let screen = CategoriesScreen(console: TestConsole(), presentation: .plain)
        try await screen.show()

        await #expect(throws: ResponderNotFound(wanted: "Navigating")) {
            try await screen.perform(ParsedCommand(name: "open", arguments: ["N": "3"]))
        }
        #expect(throws: ResponderNotFound.self) { try screen.loginFlow }
        #expect(ResponderNotFound(wanted: "MainFlowPresenting").description.contains("MainFlowPresenting"))
    }
}
