/// Where a screen's content stands: not asked for yet, loading, failed, or ready.
public enum PrepareState<Content: Sendable>: Sendable {
    /// The task has not run yet.
    case idle
    /// The task is running and has delivered nothing yet.
    case loading
    /// The task failed; `retry` runs it again.
    case failure(any Error)
    /// The content is ready (for a stream: the latest value so far).
    case content(Content)

    /// The content, when there is some.
    public var content: Content? {
        if case .content(let content) = self { return content }
        return nil
    }

    /// The error, after a failure.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
