import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the NewsAPI client sends its requests and how long it waits for an answer.
public struct NewsAPIConfiguration: Sendable, Equatable {
    /// NewsAPI's own address, used when no other is given.
    public static let defaultBaseURL = "https://newsapi.org"
    /// How long a request may wait for an answer when no other timeout is given, in seconds.
    public static let defaultRequestTimeout: TimeInterval = 15

    /// The address endpoint paths such as `/v2/everything` are appended to; never ends with `/`.
    public let baseURL: URL
    /// How long one request may wait for an answer, in seconds.
    public let requestTimeout: TimeInterval
    /// The `User-Agent` header: newsdesk and its version.
    public let userAgent: String

    /// Validates a base address and a timeout.
    ///
    /// https may point anywhere. Plain http is accepted only for this computer (`localhost`,
    /// `127.0.0.0/8`, `::1`), where a local fake service runs in tests: anywhere else it would
    /// carry the API key in clear text. A path is kept, so a proxy under a prefix works.
    ///
    /// - Parameters:
    ///   - baseURL: the service's address, as given with `--newsapi-url`.
    ///   - requestTimeout: seconds one request may wait.
    ///   - appVersion: newsdesk's version, named in the `User-Agent` header.
    /// - Throws: ``NewsAPIConfigurationError`` naming what is wrong with the address or timeout.
    public init(
        baseURL: String = NewsAPIConfiguration.defaultBaseURL,
        requestTimeout: TimeInterval = NewsAPIConfiguration.defaultRequestTimeout,
        appVersion: String
    ) throws(NewsAPIConfigurationError) {
        guard requestTimeout > 0, requestTimeout.isFinite else { throw .invalidTimeout(requestTimeout) }
        let text = Self.trimmingBlanks(baseURL)
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw .notAnAddress(text)
        }
        guard scheme == "https" || scheme == "http" else { throw .unsupportedScheme(scheme) }
        guard let host = components.host, !host.isEmpty else { throw .notAnAddress(text) }
        guard components.user == nil, components.password == nil else { throw .containsCredentials }
        guard components.query == nil, components.fragment == nil else { throw .containsQueryOrFragment }
        if scheme == "http", !Self.isLoopback(host) { throw .insecureRemoteHost(host) }
        var trimmed = components
        trimmed.scheme = scheme
        while trimmed.path.hasSuffix("/") { trimmed.path.removeLast() }
        guard let url = trimmed.url else { throw .notAnAddress(text) }
        self.baseURL = url
        self.requestTimeout = requestTimeout
        self.userAgent = "newsdesk/\(appVersion)"
    }

    /// Whether a host names this computer: `localhost`, an address in `127.0.0.0/8`, or `::1`.
    static func isLoopback(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ $0.count <= 3 && $0.allSatisfy(\.isASCII) && UInt8($0) != nil }) {
            return octets[0] == "127"
        }
        return isIPv6Loopback(name)
    }

    /// Whether text is an IPv6 address equal to `::1` in any spelling (`0:0:0:0:0:0:0:1` too).
    private static func isIPv6Loopback(_ text: String) -> Bool {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return false }
        return withUnsafeBytes(of: &address) { bytes in
            bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
        }
    }

    /// `text` without the blanks and line breaks around it: Foundation's `whitespacesAndNewlines`
    /// (Unicode's separators, U+0009 to U+000D and U+0085), looked up in the standard library's
    /// tables. Foundation's `trimmingCharacters` built an `NSString` and a character set at every
    /// start, about 4 % of a signed-in start's CPU.
    static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
            default: ("\u{09}"..."\u{0D}").contains(scalar) || scalar == "\u{85}"
            }
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }
}
