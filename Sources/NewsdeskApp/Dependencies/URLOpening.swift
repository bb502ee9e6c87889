import Foundation

/// Opens a web address outside newsdesk (a browser), for `browse`.
public protocol URLOpening: Sendable {
    /// Opens `url`; returns false when there is nothing to open it with.
    ///
    /// - Throws: when an opener was found but failed, with words for the person.
    func open(_ url: URL) async throws -> Bool
}
