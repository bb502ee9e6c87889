/// One decoded `name=value` pair of a served request's query, listed by the fake as `[name, value]`.
public struct ServedQueryItem: Sendable, Equatable, Decodable, CustomStringConvertible {
    /// The decoded name.
    public let name: String
    /// The decoded value; empty when absent.
    public let value: String

    /// Creates a pair, for comparing with what was served.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Reads the two-element array `[name, value]`.
    public init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        name = try pair.decode(String.self)
        value = try pair.decode(String.self)
        guard pair.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: pair, debugDescription: "a query item is [name, value], nothing more")
        }
    }

    /// `name=value`, decoded.
    public var description: String { "\(name)=\(value)" }
}
