/// One request as the fake received it, for tests to inspect.
public struct RecordedRequest: Sendable, Equatable {
    /// The method, such as `GET`.
    public let method: String
    /// The path without the query, such as `/v2/top-headlines`.
    public let path: String
    /// The decoded query items, in the order sent.
    public let query: [QueryParameter]
    /// The query string exactly as sent (percent-encoded, without the `?`).
    public let rawQuery: String
    /// The headers, names lowercased.
    public let headers: [String: String]

    /// Creates a record.
    public init(method: String, path: String, rawQuery: String, headers: [String: String]) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.query = QueryParameter.decode(rawQuery)
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    }

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

    /// The record as `GET /__fake/requests` lists it: `method`, `path`, `rawQuery`, `query` as
    /// `[name, value]` pairs in the order sent, and `headers` by lowercased name, sorted.
    var json: JSONValue {
        .object([
            ("method", .string(method)),
            ("path", .string(path)),
            ("rawQuery", .string(rawQuery)),
            ("query", .array(query.map { .array([.string($0.name), .string($0.value)]) })),
            ("headers", .object(headers.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }
}
