/// A responder whose commands are a ``CommandSet``: declared there, built and handled by
/// exhaustive switches, so a declared but unhandled command does not compile.
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
///         case fetch(feed: String)
///         enum Name: CaseIterable { case feeds, fetch }
///         static let feed = ArgumentSpec.item()
///         static func spec(for name: Name) -> CommandSpec {
///             switch name {
///             case .feeds: CommandSpec("feeds", summary: "your feeds")
///             case .fetch: CommandSpec("fetch", arguments: [feed], summary: "fetch feed N now", worksOn: "on your feeds")
///             }
///         }
///         init(_ name: Name, from parsed: ParsedCommand) throws {
///             switch name {
///             case .feeds: self = .feeds
///             case .fetch: self = .fetch(feed: parsed[Self.feed] ?? "")
///             }
///         }
///     }
///     var commandTitle: String { "Feeds" }
///     // Completion offers the numbers of the feeds shown.
///     func spec(for name: Command.Name) -> CommandSpec {
///         Command.spec(for: name).offeringItems(count: feeds.count)
///     }
///     func handle(_ command: Command) async throws {
///         switch command {
///         case .feeds: try await push(FeedsScreen(…))
///         case .fetch(let feed): try await fetch(feed)
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
    /// How the command `name` is typed and explained now: its declaration (``CommandSet/spec(for:)``)
    /// with what only the screen on show knows (the item numbers a list shows, to complete).
    func spec(for name: Command.Name) -> CommandSpec
    /// Whether the command `name` is offered now; by default every declared command is.
    ///
    /// A responder narrows what it offers by its state (`save` only on a search's results): help,
    /// completion and did-you-mean leave out what it does not offer, and the dispatcher refuses it.
    func offers(_ name: Command.Name) -> Bool
    /// Builds the command `name` from its words; by default `Command(name, from: parsed)`.
    ///
    /// A responder implements it to refuse a command before its words are read, e.g. paging a list
    /// whose content did not load.
    func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command
    /// Carries out a command; throws to report a failed command.
    func handle(_ command: Command) async throws
}

extension CommandResponder {
    /// The command's declaration, as it is.
    public func spec(for name: Command.Name) -> CommandSpec { Command.spec(for: name) }

    /// Offers every declared command.
    public func offers(_ name: Command.Name) -> Bool { true }

    /// Builds the command with `Command(name, from: parsed)`.
    public func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command {
        try Command(name, from: parsed)
    }

    /// The spec of every command offered now, in the order of `Command.Name.allCases`, under
    /// ``commandTitle``; each carries its `Name`, so the command parsed from it does too.
    public var declaredCommands: CommandGroup {
        CommandGroup(title: commandTitle, commands: Command.Name.allCases.filter(offers).map { spec(for: $0).declared(as: $0) })
    }

    /// Builds the value of the command `parsed` carries the `Name` of, and handles it; a command
    /// made by hand, or declared by another responder, is found by its name among those offered.
    ///
    /// - Throws: ``CommandFailure`` when this responder offers no such command now (the dispatcher
    ///   never sends one: it asks ``Responder/commandGroup`` first), or whatever building or
    ///   handling threw.
    public func performDeclared(_ parsed: ParsedCommand) async throws {
        let declared =
            parsed.declaration as? Command.Name
            ?? Command.Name.allCases.first { offers($0) && spec(for: $0).answers(to: parsed.name) }
        guard let name = declared, offers(name) else {
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
