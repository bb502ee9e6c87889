import Foundation

/// One decoded `name=value` pair of a request's query string.
public struct QueryParameter: Sendable, Equatable, CustomStringConvertible {
    /// The decoded name.
    public let name: String
    /// The decoded value (`+` read as a space, as NewsAPI's server reads it); empty when absent.
    public let value: String

    /// Creates a pair.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name=value`, decoded.
    public var description: String { "\(name)=\(value)" }

    /// Decodes a raw query string (`a=1&b=x%20y+z`) into pairs, in order; malformed escapes stay as sent.
    public static func decode(_ rawQuery: String) -> [QueryParameter] {
        rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decodeComponent(parts.first.map(String.init) ?? "")
            let value = parts.count > 1 ? decodeComponent(String(parts[1])) : ""
            return QueryParameter(name: name, value: value)
        }
    }

    private static func decodeComponent(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
