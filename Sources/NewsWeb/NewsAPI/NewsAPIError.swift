import Foundation

/// Everything the NewsAPI client can fail with, each in words a person understands.
public enum NewsAPIError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// NewsAPI answered with its error JSON: a code, its message (trimmed), the HTTP status, and
    /// when to try again if it said.
    case service(code: NewsAPIErrorCode, message: String, status: Int, retryAfter: HTTPRetryAfter?)
    /// The answer was not a NewsAPI answer: an HTML page, an empty body, text or unreadable JSON.
    case unreadableAnswer(status: Int, body: NewsAPIAnswerBody, retryAfter: HTTPRetryAfter?)
    /// No answer arrived from the host.
    case unreachable(host: String, fault: HTTPTransportFault)
    /// The request was not sent, because NewsAPI would refuse it.
    case refused(NewsAPIRequestProblem)

    /// The longest server message kept; the rest is cut, as a message can be anything.
    static let maximumMessageLength = 300

    /// The message shown to the person; a service error shows NewsAPI's code.
    public var description: String {
        switch self {
        case .service(let code, let message, let status, let retryAfter):
            let label = if case .other = code { "\(code), HTTP \(status)" } else { "\(code)" }
            let said = message.isEmpty ? "" : ": \(message)"
            return Self.appendingRetry(retryAfter, to: "\(code.meaning) (\(label))\(said)")
        case .unreadableAnswer(let status, let body, let retryAfter):
            if (300..<400).contains(status) {
                return "NewsAPI answered HTTP \(Self.statusText(status)), a redirect newsdesk does not follow: check the NewsAPI address"
            }
            return Self.appendingRetry(retryAfter, to: "NewsAPI answered HTTP \(Self.statusText(status)) with \(body) instead of news")
        case .unreachable(let host, let fault):
            return "could not reach NewsAPI at \(host): \(fault)"
        case .refused(let problem):
            return problem.description
        }
    }

    /// The same message, for code that asks `localizedDescription`.
    public var errorDescription: String? { description }

    /// NewsAPI's error code, when it sent one.
    public var code: NewsAPIErrorCode? {
        if case .service(let code, _, _, _) = self { code } else { nil }
    }

    /// Whether the free plan's limit of 100 results per search was reached (`maximumResultsReached`).
    public var isMaximumResultsReached: Bool {
        switch self {
        case .service(let code, _, let status, _): code == .maximumResultsReached || status == 426
        case .unreadableAnswer(let status, _, _): status == 426
        default: false
        }
    }

    /// Whether the API key was refused (HTTP 401: disabled, invalid or missing), so another key is needed.
    public var isKeyRejected: Bool {
        switch self {
        case .service(let code, _, let status, _): code.rejectsKey || status == 401
        case .unreadableAnswer(let status, _, _): status == 401
        default: false
        }
    }

    /// When NewsAPI said the request may be tried again, if it said.
    public var retryAfter: HTTPRetryAfter? {
        switch self {
        case .service(_, _, _, let retryAfter), .unreadableAnswer(_, _, let retryAfter): retryAfter
        default: nil
        }
    }

    /// A server message trimmed of blanks and cut to a length a screen can show.
    static func trimmedMessage(_ message: String?) -> String {
        let text = (message ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > maximumMessageLength ? String(text.prefix(maximumMessageLength)) + "…" : text
    }

    /// The message with when to try again: a new sentence after a server's full stop, else after a semicolon.
    private static func appendingRetry(_ retryAfter: HTTPRetryAfter?, to message: String) -> String {
        guard let retryAfter else { return message }
        let advice = "\(retryAfter)"
        guard let last = message.last, ".!?".contains(last) else { return "\(message); \(advice)" }
        return "\(message) \(advice.prefix(1).uppercased())\(advice.dropFirst())."
    }

    /// The status with its reason phrase when it is a common one, as "502 (Bad Gateway)".
    private static func statusText(_ status: Int) -> String {
        let phrases = [
            200: "OK", 301: "Moved Permanently", 302: "Found", 303: "See Other", 307: "Temporary Redirect",
            308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 408: "Request Timeout", 426: "Upgrade Required", 429: "Too Many Requests",
            500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return phrases[status].map { "\(status) (\($0))" } ?? "\(status)"
    }
}
