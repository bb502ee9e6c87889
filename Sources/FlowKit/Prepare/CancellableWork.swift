/// One piece of work a person waits for, run so that Ctrl-C, ``cancel()``, or cancelling the task
/// that waits, cancels it at once.
///
/// ``ContentPrepare`` loads a screen through it and ``FlowController/act(_:_:)`` runs a flow's
/// one-shot actions through it, so a load and an action stop the same way.
@MainActor
final class CancellableWork<Value> {
    /// What the work ended with, and whether it was cancelled on the way.
    struct Ending {
        /// What the work returned or threw; a throw after cancellation is ``PrepareCancelled``.
        let result: Result<Value, any Error>
        /// Whether it was cancelled (it may still have finished in time, and then `result` says so).
        let cancelled: Bool
    }

    private let work: @MainActor () async throws -> Value
    private var task: Task<Void, any Error>?
    /// What the work returned, kept here on the main actor so it need not be `Sendable`.
    private var returned: Value?

    /// Work that `run(on:)` starts.
    init(_ work: @escaping @MainActor () async throws -> Value) {
        self.work = work
    }

    /// Runs the work in a task of its own and waits for it, cancelling it on Ctrl-C at `console`
    /// or when the waiting task is cancelled.
    func run(on console: any Console) async -> Ending {
        let work = self.work
        let task = Task { @MainActor in self.returned = try await work() }
        self.task = task
        let result = await withTaskCancellationHandler {
            await console.runInterruptible(onInterrupt: { task.cancel() }) { await task.result }
        } onCancel: {
            task.cancel()
        }
        self.task = nil
        let cancelled = task.isCancelled
        defer { returned = nil }
        switch (result, returned) {
        case (.failure(let error), _) where cancelled || error is CancellationError:
            return Ending(result: .failure(PrepareCancelled()), cancelled: true)
        case (.failure(let error), _):
            return Ending(result: .failure(error), cancelled: cancelled)
        case (.success, let value?):
            return Ending(result: .success(value), cancelled: cancelled)
        case (.success, nil):
            // The task ended without a value only if it never ran its work: cancelled first.
            return Ending(result: .failure(PrepareCancelled()), cancelled: true)
        }
    }

    /// Cancels the work while it runs; nothing otherwise.
    func cancel() {
        task?.cancel()
    }
}
