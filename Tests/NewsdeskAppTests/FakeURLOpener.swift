import Foundation

@testable import NewsdeskApp

/// An opener that records what it was asked to open, for flow tests; it never starts a browser.
public actor FakeURLOpener: URLOpening {
    private let available: Bool
    /// Every address asked for, in order.
    public private(set) var opened: [String] = []

    /// Creates an opener that opens (`available`) or finds no browser.
    public init(available: Bool = true) {
        self.available = available
    }

    /// Records the address; returns whether a browser is available.
    public func open(_ url: URL) async throws -> Bool {
        opened.append(url.absoluteString)
        return available
    }
}
