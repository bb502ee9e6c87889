/// Something opened on first use (the catalog, a news service) and handed to everyone who asks after.
///
/// Requests that arrive while it opens wait for that one opening; a failed opening is not
/// remembered, so the next request (a `retry`) tries again. The local news service and the feeds
/// share one catalog through it, opened only when news or feeds are first needed.
public actor OpenedOnFirstUse<Value: Sendable> {
    private let open: @Sendable () async throws -> Value
    private var opening: Task<Value, any Error>?

    /// Creates an opener that calls `open` the first time the value is asked for.
    public init(open: @escaping @Sendable () async throws -> Value) {
        self.open = open
    }

    /// The value, opened now if it is not yet.
    public func value() async throws -> Value {
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

    /// The value if it was opened already, without opening it; nil otherwise (or while it opens
    /// and when the opening fails).
    public func openedValue() async -> Value? {
        guard let opening else { return nil }
        return try? await opening.value
    }
}
