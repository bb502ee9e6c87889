/// Sends a command line up the responder chain to the first responder that handles it.
///
/// `help` is answered here because it describes the whole chain; `timing` belongs to the shell;
/// a lone number `N` means `open N`.
@MainActor
public struct CommandDispatcher {
    /// The commands the dispatcher itself answers.
    public static let shellGroup = CommandGroup(title: "Shell", commands: ShellCommand.Name.allCases.map(ShellCommand.spec(for:)))

    private let console: any Console

    /// Creates a dispatcher that writes help to `console`.
    public init(console: any Console) {
        self.console = console
    }

    /// Finds who answers a command line, starting at `first`; nil for a blank line.
    ///
    /// Throws for a line that does not split into words or names no command on the chain.
    public func resolve(_ line: String, from first: any Responder) throws(CommandFailure) -> ResolvedCommand? {
        var words: [String]
        do {
            words = try LineTokenizer.tokenize(line)
        } catch {
            throw CommandFailure(error.description)
        }
        // Any run of digits, even one too long for Int, is an item number: `open` says whether it is there.
        if words.count == 1, !words[0].isEmpty, words[0].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            words = ["open", words[0]]
        }
        guard let name = words.first else { return nil }
        let chain = first.responderChain
        let arguments = Array(words.dropFirst())
        if let shellName = ShellCommand.Name.allCases.first(where: { ShellCommand.spec(for: $0).answers(to: name) }) {
            return ResolvedCommand(target: .shell(shellName), spec: ShellCommand.spec(for: shellName), arguments: arguments, chain: chain)
        }
        for responder in chain {
            if let spec = responder.offeredCommands.command(named: name) {
                return ResolvedCommand(target: .responder(responder), spec: spec, arguments: arguments, chain: chain)
            }
        }
        if let reason = chain.lazy.compactMap({ $0.unavailableReason(for: name) }).first {
            throw CommandFailure(reason)
        }
        throw CommandFailure(Self.unknownCommandMessage(name, chain: chain))
    }

    /// Checks a resolved command's arguments against its declaration.
    public func parse(_ command: ResolvedCommand) throws(CommandFailure) -> ParsedCommand {
        try parse(command.arguments, as: command.spec)
    }

    /// Runs a resolved command whose arguments `parse` checked; throws a `CommandFailure` when it fails.
    ///
    /// `timing` is not run here: it is returned for the shell, which owns the setting, to apply.
    public func run(_ command: ResolvedCommand, parsed: ParsedCommand) async throws -> ShellCommand.Timing? {
        switch command.target {
        case .shell(let name):
            switch try ShellCommand(name, from: parsed) {
            case .help(let topic):
                try HelpPrinter(console: console).print(chain: command.chain, topic: topic)
            case .timing(let timing):
                return timing
            }
        case .responder(let responder):
            try await responder.performOffered(parsed)
        }
        return nil
    }

    /// The command groups a chain offers, nearest first, ending with the shell's own.
    public static func groups(in chain: [any Responder]) -> [CommandGroup] {
        chain.map(\.offeredCommands) + [shellGroup]
    }

    /// The nearest command on the chain called `name` (or having it as an alias).
    public static func spec(named name: String, in chain: [any Responder]) -> CommandSpec? {
        groups(in: chain).lazy.compactMap { $0.command(named: name) }.first
    }

    /// "unknown command 'X'", with the closest known command suggested.
    ///
    /// The word is quoted as it was looked up: characters a terminal would not show (a
    /// right-to-left override, a NUL) are written as `<U+202E>`, so `\u{202E}search` never reads
    /// as the unknown command 'search'.
    public static func unknownCommandMessage(_ name: String, chain: [any Responder]) -> String {
        let known = commandNames(in: chain)
        let shown = TerminalText.quoted(TerminalText.revealingControls(name))
        let message = "unknown command '\(shown)'"
        if let suggestion = Suggestion.closest(to: name, among: known), suggestion != shown {
            return message + " (did you mean '\(suggestion)'?)"
        }
        return message + " (type 'help' for the list)"
    }

    /// Every command name and alias available on `chain`, nearest first, without repeats.
    public static func commandNames(in chain: [any Responder]) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for spec in groups(in: chain).flatMap(\.commands) {
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
