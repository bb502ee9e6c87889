import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A stand-in for any flow that offers `MainFlowPresenting`: not the real main flow.
@MainActor
private final class PresentingStub: Responder, MainFlowPresenting {
    var nextResponder: (any Responder)? { nil }
    var commandGroup: CommandGroup { .empty }
    var calls: [String] = []

    func perform(_ command: ParsedCommand) async throws {}
    func showArticle(_ article: Article, of list: (any ArticleSequence)?, replacing: Bool) async throws {
        calls.append("article \(article.title)")
    }
    func showSource(id: String) async throws { calls.append("source \(id)") }
    func showHeadlines(in category: NewsCategory) async throws { calls.append("headlines \(category.rawValue)") }
    func browse(_ article: Article) async throws { calls.append("browse \(article.url)") }
    func browse(link: String) async throws { calls.append("link \(link)") }
    func accountDetailsChanged() { calls.append("details changed") }
}

@MainActor
@Suite("Screens find their flow by protocol")
struct ResponderLookupTests {
    @Test("the categories screen reaches whatever responder offers MainFlowPresenting")
    func categoriesScreenUsesProtocol() async throws {
        let console = TestConsole()
        let stub = PresentingStub()
        let screen = CategoriesScreen(console: console, presentation: .plain)
        screen.nextResponder = stub
        try await screen.show()

        try await screen.perform(ParsedCommand(name: "open", arguments: ["N": "3"]))

        #expect(stub.calls == ["headlines general"])
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

        await #expect(throws: ResponderNotFound(wanted: "MainFlowPresenting")) {
            try await screen.perform(ParsedCommand(name: "open", arguments: ["N": "3"]))
        }
        #expect(throws: ResponderNotFound.self) { try screen.loginFlow }
        #expect(ResponderNotFound(wanted: "MainFlowPresenting").description.contains("MainFlowPresenting"))
    }
}
