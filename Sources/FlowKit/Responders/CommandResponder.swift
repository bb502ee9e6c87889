/// A responder whose commands are a ``CommandSet``: declared, built and handled by exhaustive
/// switches, so a declared but unhandled command does not compile.
///
/// It implements ``Responder/commandGroup`` (every `Name`'s spec, under ``commandTitle``) and
/// ``Responder/perform(_:)`` (the `Name` the words name, built into a `Command`, handed to
/// ``handle(_:)``), so the dispatcher, help, completion and "did you mean" read the same
/// declarations the handler is checked against. A ``FlowController`` subclass gets the same
/// through its base class.
///
/// ```swift
/// extension FeedsFlow: CommandResponder {
///     enum Command: CommandSet {
///         case feeds
///         case fetch(name: String?)
///         enum Name: CaseIterable { case feeds, fetch }
///         static let feedName = ArgumentSpec("NAME", .optional)
///         init(_ name: Name, from parsed: ParsedCommand) throws {
///             switch name {
///             case .feeds: self = .feeds
///             case .fetch: self = .fetch(name: parsed[Self.feedName])
///             }
///         }
///     }
///     var commandTitle: String { "Feeds" }
///     func spec(for name: Command.Name) -> CommandSpec {
///         switch name {
///         case .feeds: CommandSpec("feeds", summary: "your feeds")
///         case .fetch: CommandSpec("fetch", arguments: [Command.feedName], summary: "fetch new items")
///         }
///     }
///     func handle(_ command: Command) async throws {
///         switch command {
///         case .feeds: try await push(FeedsScreen(…))
///         case .fetch(let name): try await fetch(name)
///         }
///     }
/// }
/// ```
@MainActor
public protocol CommandResponder: Responder {
    /// The commands this responder handles.
    associatedtype Command: CommandSet
    /// The heading `help` lists the commands under.
    var commandTitle: String { get }
    /// How the command `name` is typed and explained; it may depend on what is on screen (an item
    /// number completes to the items shown).
    func spec(for name: Command.Name) -> CommandSpec
    /// Builds the command `name` from its words; by default `Command(name, from: parsed)`.
    ///
    /// A responder implements it to refuse a command before its words are read, e.g. paging a list
    /// whose content did not load.
    func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command
    /// Carries out a command; throws to report a failed command.
    func handle(_ command: Command) async throws
}

extension CommandResponder {
    /// Builds the command with `Command(name, from: parsed)`.
    public func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command {
        try Command(name, from: parsed)
    }

    /// Every command's spec, in the order of `Command.Name.allCases`, under ``commandTitle``.
    public var declaredCommands: CommandGroup {
        CommandGroup(title: commandTitle, commands: Command.Name.allCases.map { spec(for: $0) })
    }

    /// Finds the declared command `parsed` names, builds its value and handles it.
    ///
    /// - Throws: ``CommandFailure`` when no declared command has that name (the dispatcher never
    ///   sends one: it asks ``Responder/commandGroup`` first), or whatever building or handling threw.
    public func performDeclared(_ parsed: ParsedCommand) async throws {
        guard let name = Command.Name.allCases.first(where: { spec(for: $0).answers(to: parsed.name) }) else {
            throw CommandFailure("'\(TerminalText.quoted(parsed.name))' is not available here")
        }
        try await handle(try command(name, from: parsed))
    }

    /// The declared commands.
    public var commandGroup: CommandGroup { declaredCommands }

    /// Runs a declared command.
    public func perform(_ command: ParsedCommand) async throws {
        try await performDeclared(command)
    }
}
