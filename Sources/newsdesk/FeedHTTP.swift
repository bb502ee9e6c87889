import Logging
import NewsWeb

/// How newsdesk asks for feeds: one request timeout, the feed body bound, gzip and deflate
/// accepted, and a User-Agent naming newsdesk and its version.
enum FeedHTTP {
    /// `newsdesk/VERSION (feed reader)`.
    static let userAgent = "newsdesk/\(NewsdeskCommand.version) (feed reader)"

    /// The transport feeds are fetched through, each request logged to `logger`; its HTTP client
    /// starts on the first request.
    static func transport(logger: Logger) -> any HTTPTransport {
        let transport = AsyncHTTPClientTransport(timeout: 30, maximumBodySize: FeedLimits().maxBodyBytes, decompresses: true)
        return LoggingTransport.logging(transport, to: logger)
    }
}
