import Foundation

/// Why a feed could not be fetched, in words for its one error line.
public enum FeedFetchError: Error, Sendable, Equatable {
    /// The server answered with an error status.
    case status(Int)
    /// No answer arrived.
    case transport(HTTPTransportFault)
    /// The server said to come back later (429 or 503 with `Retry-After`); every feed of the host
    /// waits until then.
    case rateLimited(host: String, until: Date)
    /// Redirects went round in a circle.
    case redirectLoop
    /// More redirects than newsdesk follows.
    case tooManyRedirects(limit: Int)
    /// A redirect pointed somewhere newsdesk does not go (not http or https, or no address).
    case badRedirect(String)
    /// The answer arrived but is no feed newsdesk can read.
    case unreadable(FeedError)
    /// The address is not an http or https address.
    case invalidAddress(String)

    /// The error in words.
    public var message: String {
        switch self {
        case .status(let code): "the server answered \(code) \(Self.phrase(code))"
        case .transport(let fault): "no answer: \(fault.description)"
        case .rateLimited(let host, let until): "\(host) asked newsdesk to wait until \(Self.utc(until))"
        case .redirectLoop: "its redirects go round in a circle"
        case .tooManyRedirects(let limit): "it redirects more than \(limit) times"
        case .badRedirect(let target): "it redirects to '\(target)', which is not an http or https address"
        case .unreadable(let error): error.message
        case .invalidAddress(let text): "'\(text)' is not an http or https address"
        }
    }

    private static func phrase(_ code: Int) -> String {
        switch code {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: code >= 500 ? "(server error)" : "(refused)"
        }
    }

    private static func utc(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        return formatter.string(from: date) + " UTC"
    }
}
