import NewsModels

/// The service's source ids for completion, fetched once in the background and offered once there.
///
/// Plain main-actor state: the console's prompt leaves the main actor free while it waits for a
/// key, so the fetch's answer lands here while the person is still typing, and the next Tab
/// offers it. The first Tab does not wait for it.
@MainActor
final class SourceIDCache {
    /// The ids fetched so far, sorted; empty until the first fetch ends.
    private(set) var ids: [String] = []

    /// The fetch in progress or done, for tests to wait on; nil before the first or after a failed one.
    private(set) var load: Task<Void, Never>?

    /// Starts fetching from `service` unless a fetch has started and not failed.
    func fill(from service: any NewsService) {
        guard load == nil else { return }
        load = Task { [weak self] in
            do {
                let ids = try await service.sources(SourcesQuery()).map(\.id).sorted()
                self?.ids = ids
            } catch {
                self?.load = nil
            }
        }
    }
}
