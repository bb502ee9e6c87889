import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// A flow for tests, embedded in the main flow: `deeper` pushes a screen of its own; it declares
/// no `done` or `back`, which FlowKit offers every presented child. Its screens are bare ones
/// that show a line each.
@MainActor
private final class ChildFlow: FlowController, CommandResponder {
    /// A screen that says its title and has no commands.
    final class Page: Screen {
        let title: String
        weak var nextResponder: (any Responder)?
        let console: any Console
        var commandGroup: CommandGroup { .empty }

        init(_ title: String, console: any Console) {
            self.title = title
            self.console = console
        }

        func show() async throws { console.writeLine("[\(title)]") }
        func perform(_ command: ParsedCommand) async throws {}
    }

    /// `deeper` pushes a screen of the child's.
    enum Command: CommandSet {
        case deeper

        enum Name: CaseIterable {
            case deeper
        }

        static func spec(for name: Name) -> CommandSpec {
            CommandSpec("deeper", summary: "push a screen of the child's")
        }

        init(_ name: Name, from parsed: ParsedCommand) {
            self = .deeper
        }
    }

    override var promptName: String { "child:\(topScreen?.title ?? "")> " }

    let commandTitle = "Child"

    override func start() async throws {
        try await setRoot(Page("child-root", console: environment.console))
    }

    func handle(_ command: Command) async throws {
        try await push(Page("child-\(screens.count + 1)", console: environment.console))
    }
}

@MainActor
@Suite("A flow tree of any depth")
struct NestedFlowTests {
    @Test("app → main → child: entered, used and dismissed, the main stack is as it was and back pops it")
    func threeLevels() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("search story"))
        #expect(await harness.run("open 1"))

        let main = harness.app.activeFlow
        #expect(main is MainFlowController)
        let child = ChildFlow(environment: main.environment)
        try await main.present(child)
        #expect(harness.app.activeFlow === child)
        #expect(harness.app.prompt == "child:child-root> ")
        #expect((harness.app.firstResponder as? any Screen)?.title == "child-root")

        #expect(await harness.run("deeper"))
        #expect(harness.app.prompt == "child:child-2> ")
        #expect(await harness.run("whoami"), "main's commands still reach the main flow through the chain")
        #expect(harness.app.activeFlow === child, "a command the main flow answers without navigating leaves the child")
        #expect(await harness.run("done"))

        #expect(harness.app.activeFlow === main)
        #expect(harness.app.prompt == "alice@fake:article> ")
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "alice@fake:search> ")
        #expect(harness.recorder.shown == ["home", "search", "article", "child-root", "child-2", "article", "search"])
        let searches = await harness.news.searchQueries.count
        #expect(searches == 1, "the search screen was shown again, not loaded again")
    }

    @Test("a child is offered done and back by FlowKit: back pops its screens, then returns; help lists both")
    func doneAndBackByConstruction() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        let main = harness.app.activeFlow
        try await main.present(ChildFlow(environment: main.environment))
        #expect(await harness.run("deeper"))
        #expect(await harness.run("help"))
        #expect(harness.console.output.contains("done"))
        #expect(await harness.run("back"))
        #expect(harness.app.prompt == "child:child-root> ")
        #expect(await harness.run("back"))
        #expect(harness.app.activeFlow === main)
        #expect(harness.app.prompt == "alice@fake:home> ")
        #expect(harness.recorder.shown == ["home", "child-root", "child-2", "child-root", "home"])
        #expect(await harness.run("done") == false, "the main flow is no child: done is not offered there")
    }

    @Test("a command that navigates the main flow while a child is shown ends the child first")
    func parentNavigationEndsChild() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        let main = harness.app.activeFlow
        try await main.present(ChildFlow(environment: main.environment))

        #expect(await harness.run("categories"))

        #expect(harness.app.activeFlow === main)
        #expect(harness.recorder.shown == ["home", "child-root", "categories"])
        #expect(await harness.run("back"))
        #expect(harness.recorder.shown.last == "home")
    }

    @Test("a flow with no parent cannot be dismissed, and says so")
    func rootCannotBeDismissed() async throws {
        let harness = FlowHarness.signedIn()
        await #expect(throws: CommandFailure.self) { try await harness.app.dismiss() }
    }
}
