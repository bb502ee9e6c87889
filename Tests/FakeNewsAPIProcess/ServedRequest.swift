/// One request as the `fake-newsapi` process received it, read from its `GET /__fake/requests`.
public struct ServedRequest: Sendable, Equatable, Decodable {
    /// The method, such as `GET`.
    public let method: String
    /// The path without the query, such as `/v2/top-headlines`.
    public let path: String
    /// The query string exactly as sent (percent-encoded, without the `?`).
    public let rawQuery: String
    /// The query items as the server decoded them (`+` read as a space), in the order sent.
    public let query: [ServedQueryItem]
    /// The headers, names lowercased.
    public let headers: [String: String]

    /// The value of header `name` (any case), if sent.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The first decoded value of query item `name`, if sent.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The names of the query items, in order.
    public var queryNames: [String] { query.map(\.name) }
}
