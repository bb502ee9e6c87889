import NewsCore
import Synchronization

/// The service's source ids for completion, fetched once off the main actor and read at once.
///
/// A prompt waiting for a key holds the main actor, so the fetch cannot run there: it runs
/// detached, and completion reads whatever has arrived under a lock.
final class SourceIDCache: Sendable {
    private struct State {
        var ids: [String] = []
        var load: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// The ids fetched so far, sorted; empty until the first fetch ends.
    var ids: [String] { state.withLock { $0.ids } }

    /// The fetch in progress or done, for tests to wait on; nil before the first or after a failed one.
    var load: Task<Void, Never>? { state.withLock { $0.load } }

    /// Starts fetching from `service` unless a fetch has started and not failed.
    func fill(from service: any NewsService) {
        state.withLock { state in
            guard state.load == nil else { return }
            state.load = Task.detached { [weak self] in
                do {
                    let ids = try await service.sources(SourcesQuery()).map(\.id).sorted()
                    self?.state.withLock { $0.ids = ids }
                } catch {
                    self?.state.withLock { $0.load = nil }
                }
            }
        }
    }
}
