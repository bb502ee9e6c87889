/// A screen whose content comes through a `ContentPrepare`; it gets `retry` and `refresh` by
/// construction.
///
/// The dispatcher, help and completion offer both on every content screen (``offeredCommands``)
/// and run them through the screen's `ContentPrepare` (``performContentCommand(_:)``), so a screen
/// neither declares nor handles them, and a failure's "type 'retry'" always has a `retry` to
/// meet it. A screen that declares a command of either name (a form's `retry` asks again) keeps
/// its own.
@MainActor
public protocol ContentScreen: Screen {
    /// The type of the screen's content.
    associatedtype Content: Sendable
    /// The wrapper that prepares and renders the content now on screen.
    var prepare: ContentPrepare<Content> { get }
    /// Whether preparing the content can fail or change, so `retry` and `refresh` mean something;
    /// true unless a screen's content is fixed (a list of categories, a welcome).
    static var reloads: Bool { get }
}

extension ContentScreen {
    /// Content screens reload unless they say otherwise.
    public static var reloads: Bool { true }

    /// Shows the screen through its `ContentPrepare`.
    public func show() async throws {
        try await prepare.show().orThrow()
    }

    /// Handles `retry` and `refresh`; returns false for any other command.
    public func performContentCommand(_ command: ParsedCommand) async throws -> Bool {
        guard let name = ContentCommand.name(of: command) else { return false }
        try await run(ContentCommand(name, from: command))
        return true
    }

    /// Carries out `retry` or `refresh` through the screen's `ContentPrepare`.
    func run(_ command: ContentCommand) async throws {
        switch command {
        case .retry:
            try await prepare.retry().orThrow()
        case .refresh:
            await responder(conformingTo: (any RefreshPreparing).self)?.prepareForRefresh()
            try await prepare.refresh().orThrow()
        }
    }
}

extension Responder {
    /// The commands this responder answers: its own, and for a content screen `retry` and
    /// `refresh` where it declares no command of that name.
    public var offeredCommands: CommandGroup {
        let own = commandGroup
        guard let screen = self as? any ContentScreen, type(of: screen).reloads else { return own }
        let added = ContentCommand.Name.allCases.map(ContentCommand.spec(for:)).filter { own.command(named: $0.name) == nil }
        guard !added.isEmpty else { return own }
        return CommandGroup(title: own.title.isEmpty ? "This screen" : own.title, commands: own.commands + added)
    }

    /// Runs `command`: through the content screen's `ContentPrepare` when it is a `retry` or
    /// `refresh` the responder does not declare itself, else through its own `perform`.
    public func performOffered(_ command: ParsedCommand) async throws {
        if commandGroup.command(named: command.name) == nil, let screen = self as? any ContentScreen,
            try await screen.performContentCommand(command)
        {
            return
        }
        try await perform(command)
    }
}
