import Foundation
import Synchronization

/// Reads a pipe to its end on a thread of its own, so the child never blocks on a full pipe,
/// and lets tests wait for what has arrived so far.
final class PipeDrain: Sendable {
    /// A task waiting until what has arrived satisfies its condition.
    private struct Waiter {
        /// The condition on everything read so far.
        let isSatisfied: @Sendable (Data) -> Bool
        /// Resumed with true once the condition holds, with false if the pipe ends first.
        let continuation: CheckedContinuation<Bool, Never>
    }

    /// What the lock protects: the bytes read so far, whether the pipe ended, and who waits.
    private struct State {
        /// Everything read so far.
        var data = Data()
        /// Whether the writing end has closed.
        var ended = false
        /// Tasks waiting for a condition on the data.
        var waiters: [Waiter] = []
        /// Tasks waiting for the pipe to end.
        var endWaiters: [CheckedContinuation<Data, Never>] = []
    }

    /// The state, behind a lock.
    private let state = Mutex(State())

    /// Starts reading `handle` at once.
    init(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                append(chunk)
            }
            try? handle.close()
            end()
        }.start()
    }

    /// Waits until what has arrived satisfies `isSatisfied`; false when the pipe ended first.
    func wait(until isSatisfied: @escaping @Sendable (Data) -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            let answer = state.withLock { state -> Bool? in
                if isSatisfied(state.data) { return true }
                if state.ended { return false }
                state.waiters.append(Waiter(isSatisfied: isSatisfied, continuation: continuation))
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Everything read, once the writing end has closed.
    func contents() async -> Data {
        await withCheckedContinuation { continuation in
            let contents = state.withLock { state -> Data? in
                if state.ended { return state.data }
                state.endWaiters.append(continuation)
                return nil
            }
            if let contents { continuation.resume(returning: contents) }
        }
    }

    /// Adds `chunk` to what was read and wakes the waiters it satisfies.
    private func append(_ chunk: Data) {
        let satisfied = state.withLock { state in
            state.data.append(chunk)
            let snapshot = state.data
            var satisfied: [Waiter] = []
            var remaining: [Waiter] = []
            for waiter in state.waiters {
                if waiter.isSatisfied(snapshot) { satisfied.append(waiter) } else { remaining.append(waiter) }
            }
            state.waiters = remaining
            return satisfied
        }
        for waiter in satisfied { waiter.continuation.resume(returning: true) }
    }

    /// Marks the pipe as ended and wakes every waiter.
    private func end() {
        let (snapshot, unsatisfied, waitingForEnd) = state.withLock { state in
            state.ended = true
            let woken = (state.data, state.waiters, state.endWaiters)
            state.waiters = []
            state.endWaiters = []
            return woken
        }
        for waiter in unsatisfied { waiter.continuation.resume(returning: false) }
        for continuation in waitingForEnd { continuation.resume(returning: snapshot) }
    }
}
