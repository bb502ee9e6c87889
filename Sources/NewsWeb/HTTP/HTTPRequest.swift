import Foundation

/// An HTTP GET request: an address and its headers.
///
/// Printing it shows the address and header names only, since a header may carry the API key.
public struct HTTPRequest: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
    /// The full address, query included.
    public var url: URL
    /// The header fields, by name.
    public var headers: [String: String]

    /// Creates a GET request.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }

    /// The value of a header, whatever the case of its name.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// `GET` and the address, then the header names without their values.
    public var description: String {
        "GET \(url.absoluteString) [\(headers.keys.sorted().joined(separator: ", "))]"
    }

    /// A mirror without header values, so `dump` cannot show the key.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": url, "headerNames": headers.keys.sorted()], displayStyle: .struct)
    }
}
