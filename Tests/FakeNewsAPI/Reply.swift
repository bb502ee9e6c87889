import Foundation

/// What the fake sends back for one request, before it becomes bytes on the socket.
enum Reply: Sendable, Equatable {
    /// A complete answer: status, headers and the whole body (`Content-Length` is its size).
    case answer(status: Int, headers: [String: String], body: Data)
    /// Headers declaring all of `body`, then only its first `sent` bytes, then the connection closes.
    case truncated(status: Int, headers: [String: String], body: Data, sent: Int)
    /// The connection closes before a byte of answer is sent.
    case closeWithoutAnswer

    /// The JSON content type NewsAPI sends.
    static let jsonContentType = "application/json; charset=utf-8"

    /// A JSON answer.
    static func json(_ value: JSONValue, status: Int = 200, headers: [String: String] = [:]) -> Reply {
        .answer(status: status, headers: headers.merging(["Content-Type": jsonContentType]) { own, _ in own }, body: value.data)
    }

    /// A NewsAPI error: `{"status":"error","code":…,"message":…}`.
    static func error(status: Int, code: String, message: String? = nil, retryAfter: RetryAfter? = nil) -> Reply {
        let body = JSONValue.object([
            ("status", .string("error")),
            ("code", .string(code)),
            ("message", .string(message ?? ServiceErrorMessages.message(for: code))),
        ])
        var headers: [String: String] = [:]
        if let retryAfter { headers["Retry-After"] = retryAfter.headerValue }
        return .json(body, status: status, headers: headers)
    }

    /// The status sent, or nil when the connection closes first.
    var status: Int? {
        switch self {
        case .answer(let status, _, _), .truncated(let status, _, _, _): return status
        case .closeWithoutAnswer: return nil
        }
    }
}
