import Foundation
import Synchronization

/// Delivers a process's exit once, to whoever waits for it, before or after it happens.
final class ExitSignal: Sendable {
    /// A process's exit status and why it ended.
    typealias Exit = (status: Int32, reason: Process.TerminationReason)

    /// What the lock protects: the exit once delivered, and the task waiting for it.
    private struct State {
        /// The exit, once it happened.
        var delivered: Exit?
        /// The task waiting for the exit before it happened.
        var waiter: CheckedContinuation<Exit, Never>?
    }

    /// The state, behind a lock.
    private let state = Mutex(State())

    /// Records the exit and wakes the waiter.
    func deliver(_ exit: (Int32, Process.TerminationReason)) {
        let waiting = state.withLock { state in
            state.delivered = exit
            let waiting = state.waiter
            state.waiter = nil
            return waiting
        }
        waiting?.resume(returning: exit)
    }

    /// The exit, once it happened.
    func value() async -> Exit {
        await withCheckedContinuation { continuation in
            let delivered = state.withLock { state -> Exit? in
                if let delivered = state.delivered { return delivered }
                state.waiter = continuation
                return nil
            }
            if let delivered { continuation.resume(returning: delivered) }
        }
    }
}
