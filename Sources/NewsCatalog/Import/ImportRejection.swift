/// A line or article an import skipped, and why.
public struct ImportRejection: Sendable, Hashable {
    /// The line it was on (1-based), when the input is read by line.
    public var line: Int?
    /// Why it was skipped, in plain words.
    public var reason: String

    /// Creates a rejection.
    public init(line: Int?, reason: String) {
        self.line = line
        self.reason = reason
    }
}
