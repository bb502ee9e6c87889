import Foundation

/// An opener that never opens anything, so `browse` prints the address instead.
public struct NoURLOpener: URLOpening {
    /// Creates the opener.
    public init() {}

    /// Opens nothing.
    public func open(_ url: URL) async throws -> Bool { false }
}
