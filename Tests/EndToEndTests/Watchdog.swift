import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a child process that outlives its time limit.
final class Watchdog: Sendable {
    /// What the lock protects: whether the process ended, and whether the watchdog killed it.
    private struct State {
        /// Whether ``Watchdog/disarm()`` was called.
        var finished = false
        /// Whether the time limit passed and the process was killed.
        var didFire = false
    }

    /// The state, behind a lock.
    private let state = Mutex(State())

    /// Whether the time limit passed and the process was killed.
    var fired: Bool {
        state.withLock { $0.didFire }
    }

    /// Kills `processIdentifier` after `seconds` unless ``disarm()`` was called first.
    func arm(processIdentifier: Int32, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            state.withLock { state in
                guard !state.finished else { return }
                state.didFire = true
                kill(processIdentifier, SIGKILL)
            }
        }
    }

    /// Marks the process as ended, so the watchdog leaves it (and its reused id) alone.
    func disarm() {
        state.withLock { $0.finished = true }
    }
}
