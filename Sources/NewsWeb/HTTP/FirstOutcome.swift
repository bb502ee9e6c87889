import Synchronization

/// The first of several racing outcomes, handed to the one caller waiting for it; later ones are dropped.
///
/// A task group cannot return before every child has ended, so a request racing a timer or a
/// cancellation would still wait for AsyncHTTPClient to finish tearing the request down (seen
/// to take seconds when the thread pool is busy). Each racer settles this instead, and the
/// caller resumes with whichever came first.
final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case open
        case waiting(CheckedContinuation<Value, any Error>)
        case settled(Result<Value, any Error>)
        case handedOver
    }

    private let state = Mutex<State>(.open)

    /// Records an outcome; only the first one counts.
    func settle(_ outcome: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .open:
                state = .settled(outcome)
                return nil
            case .waiting(let continuation):
                state = .handedOver
                return continuation
            case .settled, .handedOver:
                return nil
            }
        }
        waiter?.resume(with: outcome)
    }

    /// Waits for the first outcome; call it once.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Value, any Error>? = state.withLock { state in
                switch state {
                case .open:
                    state = .waiting(continuation)
                    return nil
                case .settled(let outcome):
                    state = .handedOver
                    return outcome
                case .waiting, .handedOver:
                    // A second waiter would never be resumed; end it rather than leave it hanging.
                    return .failure(CancellationError())
                }
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
