/// Sends a command line up the responder chain to the first responder that handles it.
///
/// `help` is answered here because it describes the whole chain; a lone number `N` means `open N`.
@MainActor
public struct CommandDispatcher {
    /// The commands the dispatcher itself answers.
    public static let shellGroup = CommandGroup(title: "Shell", commands: [
        CommandSpec(
            "help",
            arguments: [ArgumentSpec("COMMAND", .optional)],
            summary: "list the commands you can use here, or explain one",
            example: "help search"
        ),
    ])

    private let console: any Console

    /// Creates a dispatcher that writes help to `console`.
    public init(console: any Console) {
        self.console = console
    }

    /// Runs one command line, starting at `first`; throws a `CommandFailure` when it fails.
    public func execute(_ line: String, from first: any Responder) async throws {
        var words: [String]
        do {
            words = try LineTokenizer.tokenize(line)
        } catch {
            throw CommandFailure(error.description)
        }
        if words.count == 1, let number = Int(words[0]), number > 0 {
            words = ["open", words[0]]
        }
        guard let name = words.first else { return }
        let chain = first.responderChain
        let arguments = Array(words.dropFirst())
        if name == "help" {
            let parsed = try parse(arguments, as: Self.shellGroup.commands[0])
            try HelpPrinter(console: console).print(chain: chain, topic: parsed.argument("COMMAND"))
            return
        }
        for responder in chain {
            if let spec = responder.commandGroup.command(named: name) {
                try await responder.perform(try parse(arguments, as: spec))
                return
            }
        }
        throw CommandFailure(Self.unknownCommandMessage(name, chain: chain))
    }

    /// Whether the line's first word is a command on the chain (or a list number), for history.
    public func namesKnownCommand(_ line: String, from first: any Responder) -> Bool {
        guard let word = (try? LineTokenizer.tokenize(line))?.first else { return false }
        if Int(word) != nil { return true }
        return Self.commandNames(in: first.responderChain).contains(word)
    }

    /// "unknown command 'X'", with the closest known command suggested.
    public static func unknownCommandMessage(_ name: String, chain: [any Responder]) -> String {
        let known = commandNames(in: chain)
        let message = "unknown command '\(TerminalText.sanitize(name))'"
        if let suggestion = Suggestion.closest(to: name, among: known) {
            return message + " (did you mean '\(suggestion)'?)"
        }
        return message + " (type 'help' for the list)"
    }

    /// Every command name and alias available on `chain`, nearest first, without repeats.
    public static func commandNames(in chain: [any Responder]) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        let groups = chain.map(\.commandGroup) + [shellGroup]
        for spec in groups.flatMap(\.commands) {
            for name in [spec.name] + spec.aliases where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    private func parse(_ words: [String], as spec: CommandSpec) throws(CommandFailure) -> ParsedCommand {
        do {
            return try CommandParser.parse(words, as: spec)
        } catch {
            throw CommandFailure("\(error.description); usage: \(spec.usage)")
        }
    }
}
