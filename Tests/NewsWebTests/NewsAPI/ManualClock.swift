import Synchronization

/// A clock for cache tests that moves only when told to.
final class ManualClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)

    /// The current instant.
    var now: ContinuousClock.Instant { instant.withLock { $0 } }

    /// Moves the clock forward.
    func advance(by duration: Duration) {
        instant.withLock { $0 = $0.advanced(by: duration) }
    }
}
