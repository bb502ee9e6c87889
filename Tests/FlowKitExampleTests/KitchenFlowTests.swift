import FlowKit
import FlowKitExample
import Foundation
import NewsdeskTestSupport
import Testing

/// The example nested flow, walked as a person would: what ARCHITECTURE.md's recipe shows runs.
@MainActor
@Suite("FlowKit's example: a kitchen presents a tea flow")
struct KitchenFlowTests {
    @Test("tea, brew, back, done: the exact screens and actions, the prompt of the innermost flow, the kitchen as it was")
    func walkThrough() async throws {
        let console = TestConsole()
        let recorder = NavigationRecorder()
        let kitchen = KitchenFlow(environment: FlowEnvironment(console: console, observer: recorder))
        try await kitchen.start()
        let shell = Shell(host: kitchen, console: console)
        var prompts = [kitchen.prompt]
        for line in ["tea", "brew green", "back", "done"] {
            #expect(await shell.execute(line), "\(line): \(console.errors)")
            prompts.append(kitchen.prompt)
        }
        #expect(prompts == ["kitchen> ", "tea:teas> ", "tea:pot> ", "tea:teas> ", "kitchen> "])
        #expect(
            recorder.steps == [
                .screen("kitchen"), .screen("teas"), .action("Brewing green"), .screen("pot"), .screen("teas"), .screen("kitchen"),
            ])
        #expect(console.output.contains("1. green tea, brewed"))
        #expect(console.errors.isEmpty)
    }

    @Test("the tea flow gets done and back from FlowKit, and hands what it does not know to the kitchen")
    func childCommandsByConstruction() async throws {
        let console = TestConsole()
        let kitchen = KitchenFlow(environment: FlowEnvironment(console: console))
        try await kitchen.start()
        let shell = Shell(host: kitchen, console: console, keepGoing: true)
        #expect(await shell.execute("tea"))
        let offered = kitchen.firstResponder.responderChain.flatMap { $0.offeredCommands.commands.map(\.name) }
        #expect(["brew", "done", "back", "tea"].allSatisfy(offered.contains), "\(offered)")
        #expect(await shell.execute("back"), "back at the tea flow's first screen returns to the kitchen")
        #expect(kitchen.prompt == "kitchen> ")
        #expect(await shell.execute("done") == false, "the kitchen was not presented: there is nothing to be done with")
    }

    @Test("ARCHITECTURE.md's nested-flow recipe is the example's code, word for word")
    func recipeIsTheExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let architecture = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let source = try String(contentsOf: root.appendingPathComponent("Examples/FlowKitExample/TeaFlow.swift"), encoding: .utf8)
        let start = try #require(architecture.range(of: "```swift\n// Examples/FlowKitExample/TeaFlow.swift\n"))
        let end = try #require(architecture.range(of: "```", range: start.upperBound..<architecture.endIndex))
        let recipe = String(architecture[start.upperBound..<end.lowerBound])
        #expect(!recipe.isEmpty)
        #expect(source == recipe, "the recipe in docs/ARCHITECTURE.md and Examples/FlowKitExample/TeaFlow.swift differ")
    }
}
