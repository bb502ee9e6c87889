/// An error with words, for tests that need a service to fail.
public struct TestFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        description = message
    }
}
