/// The failure of a stream that finished without delivering any content.
public struct EmptyContent: Error, Sendable, Equatable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// The message shown.
    public var description: String { "nothing arrived" }
}
