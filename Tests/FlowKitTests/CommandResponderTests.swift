import FlowKit
import Foundation
import NewsdeskTestSupport
import Testing

/// A responder with typed commands: the words become a `Command` value before it is handled.
@MainActor
private final class Kettle: CommandResponder {
    enum Command: CommandSet, Equatable {
        case boil(litres: Int, until: Int?)
        case pour(cups: String)
        case descale

        enum Name: CaseIterable {
            case boil, pour, descale
        }

        static let litres = ArgumentSpec("LITRES")
        static let until = FlagSpec("until", value: "C", suggestions: ["80", "100"])
        static let cups = ArgumentSpec("CUPS", .oneOrMore)

        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .boil: CommandSpec("boil", arguments: [litres], flags: [until], summary: "boil water")
            case .pour: CommandSpec("pour", aliases: ["serve"], arguments: [cups], summary: "pour into cups")
            case .descale: CommandSpec("descale", summary: "clean it")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .boil:
                let text = try parsed.required(Self.litres)
                guard let litres = Int(text), (1...2).contains(litres) else {
                    throw CommandFailure("a kettle boils 1 or 2 litres, not '\(text)'")
                }
                let until = try parsed.value(of: Self.until) { text in
                    guard let degrees = Int(text) else { throw CommandFailure("--until takes degrees, not '\(text)'") }
                    return degrees
                }
                self = .boil(litres: litres, until: until)
            case .pour: self = .pour(cups: try parsed.required(Self.cups))
            case .descale: self = .descale
            }
        }
    }

    var nextResponder: (any Responder)? { nil }
    let commandTitle = "Kettle"
    var handled: [Command] = []
    /// Whether `descale` is offered: a kettle in use is not descaled.
    var canDescale = true

    func offers(_ name: Command.Name) -> Bool {
        name != .descale || canDescale
    }

    func handle(_ command: Command) async throws {
        handled.append(command)
    }
}

/// A flow whose commands are typed: the base class routes `commandGroup` and `perform` to them.
@MainActor
private final class TeaFlow: FlowController, CommandResponder {
    enum Command: CommandSet, Equatable {
        case brew
        enum Name: CaseIterable { case brew }
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .brew: CommandSpec("brew", summary: "brew a pot")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .brew: self = .brew
            }
        }
    }

    let commandTitle = "Tea"
    var brewed = 0

    func handle(_ command: Command) async throws {
        switch command {
        case .brew: brewed += 1
        }
    }
}

/// Shell host over one responder.
@MainActor
private final class Host: ShellHost {
    let firstResponder: any Responder
    let prompt = "> "
    let isFinished = false
    init(_ responder: any Responder) { firstResponder = responder }
}

@MainActor
@Suite("Typed commands: declared, built and handled as one")
struct CommandResponderTests {
    @Test("the words typed become the responder's command value, its values typed")
    func buildsCommandValues() async {
        let kettle = Kettle()
        let console = TestConsole()
        let shell = Shell(host: Host(kettle), console: console)

        #expect(await shell.execute("boil 2 --until 80"))
        #expect(await shell.execute("boil 1"))
        #expect(await shell.execute("serve milk 'two sugars'"))
        #expect(await shell.execute("descale"))

        #expect(
            kettle.handled == [.boil(litres: 2, until: 80), .boil(litres: 1, until: nil), .pour(cups: "milk \"two sugars\""), .descale])
        #expect(console.errors.isEmpty)
    }

    @Test("arguments and flags are read by the constants that declare them")
    func typedAccess() throws {
        let spec = Kettle().spec(for: .boil)
        let parsed = try CommandParser.parse(["2", "--until=100"], as: spec)

        #expect(parsed[Kettle.Command.litres] == "2")
        #expect(parsed[Kettle.Command.until] == "100")
        #expect(try parsed.required(Kettle.Command.litres) == "2")
        #expect(parsed[Kettle.Command.cups] == nil)
        #expect(throws: CommandFailure("missing argument: CUPS")) { try parsed.required(Kettle.Command.cups) }
        let bare = try CommandParser.parse(["1"], as: spec)
        #expect(bare[Kettle.Command.until] == nil)
        #expect(bare.value(of: Kettle.Command.until) { Int($0) } == nil)
    }

    @Test("a value that is not one fails with its message, before anything is handled")
    func badValue() async {
        let kettle = Kettle()
        let console = TestConsole()
        let shell = Shell(host: Host(kettle), console: console, keepGoing: true)

        #expect(await shell.execute("boil 5") == false)
        #expect(await shell.execute("boil 1 --until hot") == false)
        #expect(await shell.execute("boil") == false)

        #expect(kettle.handled.isEmpty)
        #expect(
            console.errors
                == "error: a kettle boils 1 or 2 litres, not '5'\n" + "error: --until takes degrees, not 'hot'\n"
                + "error: missing argument: LITRES; usage: boil LITRES [--until C]\n")
    }

    @Test("help, completion and did-you-mean read the same declarations, in the order of Name")
    func oneDeclaration() async {
        let kettle = Kettle()
        #expect(kettle.commandGroup.title == "Kettle")
        #expect(kettle.commandGroup.commands.map(\.name) == ["boil", "pour", "descale"])
        #expect(CommandCompleter().candidates(line: "boil 1 --until ", word: "", chain: [kettle]) == ["80", "100"])
        #expect(CommandDispatcher.unknownCommandMessage("boill", chain: [kettle]) == "unknown command 'boill' (did you mean 'boil'?)")
    }

    @Test("every declared name reaches the handler; a name not declared is refused, never silently ignored")
    func everyNameIsHandled() async throws {
        let kettle = Kettle()
        try await kettle.perform(ParsedCommand(name: "descale"))
        try await kettle.perform(ParsedCommand(name: "boil", arguments: ["LITRES": "1"]))
        try await kettle.perform(ParsedCommand(name: "pour", arguments: ["CUPS": "one"]))
        #expect(kettle.handled.count == Kettle.Command.Name.allCases.count)

        await #expect(throws: CommandFailure("'dance' is not available here")) {
            try await kettle.perform(ParsedCommand(name: "dance"))
        }
    }

    @Test("a command parsed from its spec carries its Name; one not offered now is neither listed, completed nor run")
    func declarationsCarryTheirName() async throws {
        let kettle = Kettle()
        let pour = try #require(kettle.commandGroup.command(named: "serve"))
        #expect(pour.declaration as? Kettle.Command.Name == .pour)
        #expect(try CommandParser.parse(["milk"], as: pour).declaration as? Kettle.Command.Name == .pour)

        kettle.canDescale = false
        #expect(kettle.commandGroup.commands.map(\.name) == ["boil", "pour"])
        #expect(CommandCompleter().candidates(line: "desc", word: "desc", chain: [kettle]).isEmpty)
        await #expect(throws: CommandFailure("'descale' is not available here")) {
            try await kettle.perform(ParsedCommand(name: "descale", declaration: Kettle.Command.Name.descale))
        }
        #expect(kettle.handled.isEmpty)
    }

    @Test("a flow controller that declares typed commands gets them through its base class")
    func flowControllerRoutes() async throws {
        let flow = TeaFlow(environment: FlowEnvironment(console: TestConsole()))
        #expect(flow.commandGroup.commands.map(\.name) == ["brew"])
        try await flow.perform(ParsedCommand(name: "brew"))
        #expect(flow.brewed == 1)
    }

    @Test("the shell's own commands are typed too: timing's setting is checked when it is built")
    func shellCommands() throws {
        #expect(try ShellCommand(.timing, from: ParsedCommand(name: "timing", arguments: ["on|off": "ON"])) == .timing(.on))
        #expect(try ShellCommand(.timing, from: ParsedCommand(name: "timing")) == .timing(.toggle))
        #expect(try ShellCommand(.help, from: ParsedCommand(name: "help", arguments: ["COMMAND": "boil"])) == .help(topic: "boil"))
        #expect(throws: CommandFailure("timing takes 'on' or 'off', not 'maybe'")) {
            try ShellCommand(.timing, from: ParsedCommand(name: "timing", arguments: ["on|off": "maybe"]))
        }
    }

    @Test("ARCHITECTURE.md says what the compiler enforces, which no test can show failing to compile")
    func compilerGuaranteeIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/ARCHITECTURE.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains("## Adding a command"))
        #expect(text.contains("does not compile"))
    }
}
