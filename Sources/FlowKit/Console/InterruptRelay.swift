/// Passes Ctrl-C to whatever is running interruptibly at the moment (a load), and to nothing otherwise.
@MainActor
public final class InterruptRelay {
    private var action: (@MainActor () -> Void)?

    /// Creates a relay with nothing registered.
    public init() {}

    /// Runs `body` with `onInterrupt` registered, restoring the previous registration afterwards.
    public func run<Result>(onInterrupt: @escaping @MainActor () -> Void, _ body: () async -> Result) async -> Result {
        let previous = action
        action = onInterrupt
        defer { action = previous }
        return await body()
    }

    /// Delivers one interrupt to the registered action, if any.
    public func fire() {
        action?()
    }
}
