/// A request to the fake's own control endpoints under `/__fake/`, which tests in another process use.
///
/// Control requests need no key, are never recorded, and never take a queued fault or a magic
/// word: they read or clear what the fake recorded, or slow down the next NewsAPI request.
enum ControlRequest: Sendable, Equatable {
    /// `GET /__fake/requests`: the recorded requests as JSON, oldest first.
    case listRequests
    /// `DELETE /__fake/requests`: forget the recorded requests.
    case clearRequests
    /// `GET /__fake/feed-stats`: what the feed routes sent, as JSON (`{"notModified":N}`).
    case feedStats
    /// `POST /__fake/slow-next`: the next NewsAPI request waits ten seconds, as `fault-slow-10` does, for requests
    /// that carry no `q` to name it in (a source listing).
    case slowNext
    /// Any other request under `/__fake`: answered with this error.
    case refused(Reply)

    /// The path every control endpoint starts with.
    static let prefix = "/__fake"
    /// The control resource of recorded requests.
    static let requestsPath = "/__fake/requests"
    /// The control resource of the feed routes' counts.
    static let feedStatsPath = "/__fake/feed-stats"
    /// The control resource that slows the next request.
    static let slowNextPath = "/__fake/slow-next"
    /// How long the request after `slow-next` waits, in seconds (the slow feed route's wait).
    static let slowNextSeconds = 10.0

    /// Reads a control request; nil when `path` is not under `/__fake`, so the request is NewsAPI's.
    init?(method: String, path: String) {
        guard path == Self.prefix || path.hasPrefix(Self.prefix + "/") else { return nil }
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == Self.feedStatsPath, method.uppercased() == "GET" {
            self = .feedStats
            return
        }
        if trimmed == Self.slowNextPath, method.uppercased() == "POST" {
            self = .slowNext
            return
        }
        guard trimmed == Self.requestsPath else {
            self = .refused(
                .error(
                    status: 404, code: "routeNotFound",
                    message: "The control route \(path) does not exist; try \(Self.requestsPath)."))
            return
        }
        switch method.uppercased() {
        case "GET": self = .listRequests
        case "DELETE": self = .clearRequests
        default:
            self = .refused(
                .json(
                    .object([
                        ("status", .string("error")),
                        ("code", .string("methodNotAllowed")),
                        ("message", .string("\(Self.requestsPath) takes GET (list) or DELETE (clear).")),
                    ]), status: 405, headers: ["Allow": "GET, DELETE"]))
        }
    }

    /// The answer to `GET /__fake/requests`: a JSON array of ``RecordedRequest/json``, oldest first.
    static func listing(_ recorded: [RecordedRequest]) -> Reply {
        .json(.array(recorded.map(\.json)))
    }

    /// The answer to `GET /__fake/feed-stats`: `{"notModified":N}`.
    static func feedStats(notModified: Int) -> Reply {
        .json(.object([("notModified", .integer(notModified))]))
    }

    /// The answer to `POST /__fake/slow-next`: `{"slowNext":true}`.
    static let slowingNext = Reply.json(.object([("slowNext", .bool(true))]))

    /// The answer to `DELETE /__fake/requests`: `{"cleared":N}`.
    static func cleared(count: Int) -> Reply {
        .json(.object([("cleared", .integer(count))]))
    }
}
