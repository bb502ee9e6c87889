/// Passes Ctrl-C to whatever is running interruptibly at the moment (a load), and to nothing otherwise.
///
/// An interrupt belongs to the moment it was pressed. A console that numbers its interrupts
/// registers each action with the number of the latest one so far, and fires with the pressed
/// interrupt's number: one pressed earlier (at the prompt, in the pager) but delivered only now
/// reaches nothing.
@MainActor
public final class InterruptRelay {
    private var action: (@MainActor () -> Void)?
    /// The number of the latest interrupt pressed before `action` was registered.
    private var registeredAfter: UInt64 = 0

    /// Creates a relay with nothing registered.
    public init() {}

    /// Runs `body` with `onInterrupt` registered for interrupts numbered above `latest`,
    /// restoring the previous registration afterwards.
    public func run<Result>(
        after latest: UInt64 = 0,
        onInterrupt: @escaping @MainActor () -> Void,
        _ body: () async -> Result
    ) async -> Result {
        let previous = (action, registeredAfter)
        action = onInterrupt
        registeredAfter = latest
        defer { (action, registeredAfter) = previous }
        return await body()
    }

    /// Delivers one interrupt, pressed now, to the registered action, if any.
    public func fire() {
        action?()
    }

    /// Delivers the interrupt numbered `number` to the registered action, unless it was pressed
    /// before the action was registered.
    public func fire(number: UInt64) {
        guard number > registeredAfter else { return }
        action?()
    }
}
