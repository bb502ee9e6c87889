/// The failure a load ends in when the person cancels it with Ctrl-C.
public struct PrepareCancelled: Error, Sendable, Equatable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// The message shown.
    public var description: String { "cancelled" }
}
