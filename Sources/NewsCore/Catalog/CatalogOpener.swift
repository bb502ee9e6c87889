/// Opens the local catalog on first use and hands the same one to everyone who asks after.
///
/// The local news service and the feeds share one catalog through it, so a session that reads
/// feeds and browses the catalog opens the file once, and only when it first needs it. Requests
/// that arrive while it opens wait for that one opening; a failed opening is not remembered, so
/// the next request (a `retry`) tries again.
public actor CatalogOpener {
    private let open: @Sendable () async throws -> LocalCatalog
    private var opening: Task<LocalCatalog, any Error>?

    /// Creates an opener that calls `open` the first time the catalog is asked for.
    public init(open: @escaping @Sendable () async throws -> LocalCatalog) {
        self.open = open
    }

    /// The catalog, opened now if it is not yet.
    public func catalog() async throws -> LocalCatalog {
        if let opening { return try await opening.value }
        let open = self.open
        let started = Task { try await open() }
        opening = started
        do {
            return try await started.value
        } catch {
            opening = nil
            throw error
        }
    }
}
