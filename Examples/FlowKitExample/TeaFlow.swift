import FlowKit

/// A nested flow as ARCHITECTURE.md's recipe shows it: one file, entered by one `present` in the
/// kitchen flow. It declares no `done` or `back` (FlowKit offers both to a presented child), names
/// its own prompt, waits on its one-shot action through `act`, and pushes screens on its own stack.
@MainActor
public final class TeaFlow: FlowController, CommandResponder {
    /// The tea flow's commands as values.
    public enum Command: CommandSet {
        /// `brew KIND`: a pot of that kind, shown as a screen of its own.
        case brew(kind: String)

        /// One case per command, in the order `help` lists them.
        public enum Name: CaseIterable, Sendable {
            case brew
        }

        static let kind = ArgumentSpec("KIND")

        /// How each command is typed and explained.
        public static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .brew: CommandSpec("brew", arguments: [kind], summary: "brew a pot", example: "brew green")
            }
        }

        /// Builds the command `name` from its words.
        public init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .brew: self = .brew(kind: try parsed.required(Self.kind))
            }
        }
    }

    /// The heading `help` lists the tea flow's commands under.
    public let commandTitle = "Tea"

    /// `tea:` and the screen on top, so the prompt says where the person is.
    public override var promptName: String {
        "tea:\(topScreen?.title ?? "teas")> "
    }

    /// Shows the teas there are.
    public override func start() async throws {
        try await setRoot(ShelfScreen(title: "teas", console: environment.console) { ["green", "black", "mint"] })
    }

    /// Carries out a tea command.
    public func handle(_ command: Command) async throws {
        switch command {
        case .brew(let kind):
            let pot = try await act("Brewing \(kind)") { ["\(kind) tea, brewed"] }
            try await push(ShelfScreen(title: "pot", console: environment.console) { pot })
        }
    }
}
