/// A value the test hands over when it chooses: tasks await `value()`, the test calls `succeed` or `fail`.
///
/// `waitForRequest()` lets the test know a task is waiting, so no test ever sleeps.
@MainActor
public final class ControlledSource<Value: Sendable> {
    private var pending: CheckedContinuation<Value, any Error>?
    private var requestWaiters: [CheckedContinuation<Void, Never>] = []
    /// How many times a task has asked for the value.
    public private(set) var requestCount = 0

    /// Creates a source with no value yet.
    public init() {}

    /// Suspends until the test provides a value or an error, or the calling task is cancelled.
    public func value() async throws -> Value {
        requestCount += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                pending = continuation
                let waiters = requestWaiters
                requestWaiters = []
                waiters.forEach { $0.resume() }
            }
        } onCancel: {
            Task { @MainActor in self.fail(CancellationError()) }
        }
    }

    /// Returns once a task is waiting for the value.
    public func waitForRequest() async {
        guard pending == nil else { return }
        await withCheckedContinuation { requestWaiters.append($0) }
    }

    /// Hands `value` to the waiting task.
    public func succeed(_ value: Value) {
        pending?.resume(returning: value)
        pending = nil
    }

    /// Hands `error` to the waiting task.
    public func fail(_ error: any Error) {
        pending?.resume(throwing: error)
        pending = nil
    }
}
