/// The base of flow controllers: a responder that owns a stack of screens and may embed a child flow.
///
/// Flows form a tree of any depth. A flow's next responder is its parent flow. While a child flow
/// is embedded, commands start at the innermost child's top screen; otherwise at this flow's top
/// screen. A dismissed child gives the prompt back to its parent with the parent's stack as it
/// was; a parent that navigates its own stack (a command its child passed up) ends the child
/// first. A subclass that conforms to ``CommandResponder`` declares and handles its commands there;
/// this base class routes `commandGroup` and `perform` to it. A presented child offers `done`, and
/// `back` that returns from its first screen (``ChildFlowCommand``), without declaring them.
@MainActor
open class FlowController: Responder {
    /// The shared console and navigation observer.
    public let environment: FlowEnvironment
    /// The flow that embeds this one.
    public private(set) weak var parentFlow: FlowController?
    /// The embedded child flow, if any.
    public private(set) var childFlow: FlowController?
    /// The screens of this flow, root first.
    public private(set) var screens: [any Screen] = []
    /// Whether the parent presented this flow (``present(_:)``), so it offers `done` and `back`
    /// to return to it; false for one merely embedded (the app's login and main flows, which it
    /// swaps for each other: there is nothing to return to).
    public private(set) var isPresented = false

    /// Creates a flow.
    public init(environment: FlowEnvironment) {
        self.environment = environment
    }

    /// The parent flow.
    public var nextResponder: (any Responder)? { parentFlow }

    /// What the prompt says while this flow is the innermost active one, ending with `> `: its
    /// parent's unless a flow names its own place.
    open var promptName: String {
        parentFlow?.promptName ?? "> "
    }

    /// This flow's commands: those it declares as a ``CommandResponder``, and, while it is a
    /// presented child, `done` and `back` where it declares no command of that name.
    open var commandGroup: CommandGroup {
        let own = declaredCommands
        guard isPresented, parentFlow != nil else { return own }
        let added = ChildFlowCommand.Name.allCases.map(ChildFlowCommand.spec(for:)).filter { own.command(named: $0.name) == nil }
        return CommandGroup(title: own.title.isEmpty ? "Here" : own.title, commands: own.commands + added)
    }

    /// Handles this flow's commands: a child's `done` and `back` (unless it declares its own),
    /// then those of its ``CommandResponder`` conformance, if any.
    open func perform(_ command: ParsedCommand) async throws {
        if isPresented, parentFlow != nil, declaredCommands.command(named: command.name) == nil,
            let name = ChildFlowCommand.name(of: command)
        {
            switch ChildFlowCommand(name, from: command) {
            case .done: try await dismiss()
            case .back where screens.count > 1 || childFlow != nil: try await pop()
            case .back: try await dismiss()
            }
            return
        }
        guard let declaring = self as? any CommandResponder else {
            throw CommandFailure("'\(command.name)' is not available here")
        }
        try await declaring.performDeclared(command)
    }

    /// The commands the flow declares as a ``CommandResponder``; none otherwise.
    private var declaredCommands: CommandGroup {
        (self as? any CommandResponder)?.declaredCommands ?? .empty
    }

    /// Why a command this flow knows of cannot run now; nil by default (see ``Responder``).
    open func unavailableReason(for name: String) -> String? { nil }

    /// The responder a typed command reaches first: the top screen of the innermost active flow.
    public var firstResponder: any Responder {
        if let childFlow { return childFlow.firstResponder }
        return screens.last ?? self
    }

    /// The innermost active flow: this one, or its child's innermost, however deep the tree.
    public var activeFlow: FlowController {
        childFlow?.activeFlow ?? self
    }

    /// Shows the flow's first screen; a flow that has one overrides this.
    open func start() async throws {}

    /// Embeds `child` above this flow's screens and starts it: commands reach the child's screens
    /// first, then the child, then this flow. This flow's screens wait, as they were, until the
    /// child is dismissed.
    public func present(_ child: FlowController) async throws {
        embed(child)
        child.isPresented = true
        try await child.start()
    }

    /// Ends the embedded child and gives the prompt back to this flow, showing its top screen
    /// again as it was (not prepared again), as `back` does.
    public func dismissChild() async throws {
        guard childFlow != nil else { return }
        endChild()
        if let top = screens.last { try await display(top) }
    }

    /// Asks the parent flow to dismiss this one.
    ///
    /// - Throws: ``CommandFailure`` when this flow has no parent to return to.
    public func dismiss() async throws {
        guard let parentFlow else { throw CommandFailure("there is nothing to return to from here") }
        try await parentFlow.dismissChild()
    }

    /// Runs one of this flow's one-shot actions (subscribe, rename, sign out…) the way a screen
    /// loads: a spinner labelled `label` on a terminal, and Ctrl-C cancels it at once.
    ///
    /// A flow decides and does no output itself: whatever waits on a service goes through here, so
    /// a person can always stop it, and a navigation observer sees it as a step of the flow.
    /// - Returns: what `work` returned, even when Ctrl-C came too late to stop it.
    /// - Throws: what `work` threw, or ``PrepareCancelled`` when it was cancelled before it ended.
    @discardableResult
    public func act<Value>(_ label: String, _ work: @escaping @MainActor () async throws -> Value) async throws -> Value {
        environment.observer?.flowDidAct(label)
        let spinner = Spinner(console: environment.console)
        spinner.start(label: label)
        let ending = await CancellableWork(work).run(on: environment.console)
        spinner.stop()
        return try ending.result.get()
    }

    /// Shows `view` once, above the screen on display, without putting it on the stack.
    public func show(_ view: any TransientView) {
        environment.observer?.flowDidShow(view: view)
        view.render(on: environment.console)
    }

    /// The screen on display in this flow (not a child's).
    public var topScreen: (any Screen)? { screens.last }

    /// Makes `child` the embedded flow, replacing any earlier one; it is not presented (it offers
    /// no `done`), as a flow swapped for another is not.
    public func embed(_ child: FlowController) {
        childFlow?.parentFlow = nil
        child.parentFlow = self
        child.isPresented = false
        childFlow = child
    }

    /// Forgets the embedded child without showing anything: a flow that navigates its own stack
    /// while a child is embedded (a command the child passed up) leaves the child first.
    private func endChild() {
        childFlow?.parentFlow = nil
        childFlow = nil
    }

    /// Shows `screen` on top of the stack; throws when its content failed to load (it stays shown).
    public func push(_ screen: any Screen) async throws {
        endChild()
        screens.append(screen)
        try await display(screen)
    }

    /// Shows `screen` in the place of the top screen (a step from one item to the next), so `back`
    /// returns to what was below it; pushes it when the stack is empty.
    public func replaceTop(with screen: any Screen) async throws {
        endChild()
        if !screens.isEmpty { screens.removeLast() }
        screens.append(screen)
        try await display(screen)
    }

    /// Makes `screen` the only screen, as when a flow starts or returns to a new root.
    public func setRoot(_ screen: any Screen) async throws {
        endChild()
        screens = [screen]
        try await display(screen)
    }

    /// Removes the top screen and shows the one below again, without preparing it again.
    public func pop() async throws {
        if childFlow != nil {
            try await dismissChild()
            return
        }
        guard screens.count > 1 else {
            throw CommandFailure("nothing to go back to: this is the first screen")
        }
        screens.removeLast()
        if let top = screens.last { try await display(top) }
    }

    /// Removes every screen above the root and shows the root again.
    public func popToRoot() async throws {
        endChild()
        guard let root = screens.first else { return }
        screens = [root]
        try await display(root)
    }

    /// Forgets every screen above the root without showing anything, before pushing a replacement.
    public func discardScreensAboveRoot() {
        screens = Array(screens.prefix(1))
    }

    private func display(_ screen: any Screen) async throws {
        screen.nextResponder = self
        environment.observer?.flowDidShow(screen)
        try await screen.show()
    }
}
