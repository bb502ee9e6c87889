import Foundation

/// A misbehaviour the fake applies to one request instead of (or before) its normal answer.
///
/// Queue faults with ``FakeNewsAPIServer/enqueue(_:count:)``, or name one with a magic word in
/// the `q` parameter (see ``Fault/init(magicWord:)`` and the target's README).
public enum Fault: Sendable, Equatable {
    /// A NewsAPI error answer with any HTTP status and code, optionally with `Retry-After`.
    case serviceError(status: Int, code: String, message: String, retryAfter: RetryAfter? = nil)
    /// 500 `unexpectedError`.
    case unexpectedError
    /// 429 `rateLimited`, optionally with `Retry-After`.
    case rateLimited(retryAfter: RetryAfter?)
    /// An HTML error page from a proxy in front of the service (normally 502 or 503).
    case htmlProxyPage(status: Int)
    /// A status with an empty body (`Content-Length: 0`).
    case emptyBody(status: Int)
    /// A 200 whose JSON stops halfway through an object; `Content-Length` matches what is sent.
    case malformedJSON
    /// A 200 whose headers promise more bytes than are sent before the connection closes.
    case truncatedBody
    /// Waits `seconds` before answering normally; the wait ends early when the server stops.
    case slow(seconds: Double)
    /// Closes the connection without sending a byte.
    case closeWithoutAnswer

    /// The prefix of every magic word.
    public static let magicPrefix = "fault-"

    /// Reads a magic word from the `q` parameter.
    ///
    /// | word | fault |
    /// | --- | --- |
    /// | `fault-unexpected` | 500 `unexpectedError` |
    /// | `fault-ratelimited` | 429 `rateLimited`, `Retry-After: 1` |
    /// | `fault-ratelimited-date` | 429 `rateLimited`, `Retry-After` as an HTTP date one second ahead |
    /// | `fault-error-STATUS-CODE` | any service error, e.g. `fault-error-400-parameterInvalid` |
    /// | `fault-html` / `fault-html-503` | 502 / 503 HTML proxy page |
    /// | `fault-empty` / `fault-empty-500` | 200 / 500 with an empty body |
    /// | `fault-malformed` | 200 with truncated JSON, correct `Content-Length` |
    /// | `fault-truncated` | headers, part of the body, then the connection closes |
    /// | `fault-slow` / `fault-slow-N` | answer after 3 / N seconds (N at most 600) |
    /// | `fault-close` | close without answering |
    ///
    /// `fault-flaky` is not a fault of its own: the server fails the first request for a given
    /// query with 500 `unexpectedError` and answers the same query normally afterwards.
    /// Returns nil for any other word.
    public init?(magicWord word: String) {
        guard word.lowercased().hasPrefix(Self.magicPrefix) else { return nil }
        let parts = word.dropFirst(Self.magicPrefix.count).split(separator: "-").map(String.init)
        switch ((parts.first ?? "").lowercased(), parts.count) {
        case ("unexpected", 1): self = .unexpectedError
        case ("ratelimited", 1): self = .rateLimited(retryAfter: .seconds(1))
        case ("ratelimited", 2) where parts[1].lowercased() == "date": self = .rateLimited(retryAfter: .date(Self.oneSecondAhead()))
        case ("html", 1): self = .htmlProxyPage(status: 502)
        case ("html", 2):
            guard let status = Int(parts[1]), (400...599).contains(status) else { return nil }
            self = .htmlProxyPage(status: status)
        case ("empty", 1): self = .emptyBody(status: 200)
        case ("empty", 2):
            guard let status = Int(parts[1]), (200...599).contains(status) else { return nil }
            self = .emptyBody(status: status)
        case ("malformed", 1): self = .malformedJSON
        case ("truncated", 1): self = .truncatedBody
        case ("slow", 1): self = .slow(seconds: 3)
        case ("slow", 2):
            guard let seconds = Double(parts[1]), seconds >= 0, seconds <= 600 else { return nil }
            self = .slow(seconds: seconds)
        case ("close", 1): self = .closeWithoutAnswer
        case ("error", 3):
            guard let status = Int(parts[1]), (400...599).contains(status) else { return nil }
            self = .serviceError(status: status, code: parts[2], message: ServiceErrorMessages.message(for: parts[2]))
        default: return nil
        }
    }

    private static func oneSecondAhead() -> Date {
        Date(timeIntervalSinceNow: 1)
    }
}
