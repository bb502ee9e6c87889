import Foundation

/// An HTTP answer: its status, headers and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, such as 200 or 429.
    public var status: Int
    /// The header fields, by name as the server sent them.
    public var headers: [String: String]
    /// The body, possibly empty.
    public var body: Data

    /// Creates an answer.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, whatever the case of its name (HTTP header names are case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
