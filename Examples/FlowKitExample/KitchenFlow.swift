import FlowKit

/// The example's root flow: a kitchen whose shelf is its first screen; `tea` presents the tea
/// flow above it. It is the shell's host too, as an app's root flow is.
@MainActor
public final class KitchenFlow: FlowController, CommandResponder, ShellHost {
    /// The kitchen's commands as values.
    public enum Command: CommandSet {
        /// `tea`: the tea flow, until `done`.
        case tea

        /// One case per command, in the order `help` lists them.
        public enum Name: CaseIterable, Sendable {
            case tea
        }

        /// How each command is typed and explained.
        public static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .tea: CommandSpec("tea", summary: "make a pot of tea")
            }
        }

        /// Builds the command `name`.
        public init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .tea: self = .tea
            }
        }
    }

    /// The heading `help` lists the kitchen's commands under.
    public let commandTitle = "Kitchen"

    /// `kitchen> `, or the name of the screen on top.
    public override var promptName: String {
        "\(topScreen?.title ?? "kitchen")> "
    }

    /// Shows the shelf.
    public override func start() async throws {
        try await setRoot(ShelfScreen(title: "kitchen", console: environment.console) { ["kettle", "teapot", "cups"] })
    }

    /// Carries out a kitchen command.
    public func handle(_ command: Command) async throws {
        switch command {
        case .tea: try await present(TeaFlow(environment: environment))
        }
    }

    // MARK: - ShellHost

    /// The prompt of the innermost active flow.
    public var prompt: String { activeFlow.promptName }

    /// The kitchen never closes by itself: the shell ends at the end of its input.
    public var isFinished: Bool { false }
}
