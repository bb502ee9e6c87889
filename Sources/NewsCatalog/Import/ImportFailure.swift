/// A file an import could not take, and what it had read before it failed.
public struct ImportFailure: Error, Sendable, Equatable {
    /// Why the file failed.
    public let error: ImportError
    /// What was read and committed before the failure; nil when it failed before its format was
    /// known (the file could not be opened, or its format could not be told).
    public let summary: ImportFileSummary?

    /// Creates a failure.
    public init(error: ImportError, summary: ImportFileSummary?) {
        self.error = error
        self.summary = summary
    }
}
