import Foundation
import Logging
import NewsModels

/// An ``HTTPTransport`` that writes one line per request to a log: method, address with its
/// secrets masked, status, bytes and milliseconds, or why no answer came.
///
/// Header values never reach the log (NewsAPI's key travels in one), and query values that look
/// like secrets are masked (``LogText/maskedAddress(_:)``).
public struct LoggingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let logger: Logger

    /// Creates a transport that sends through `base` and logs each request to `logger` at `info`.
    public init(_ base: any HTTPTransport, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    /// `transport` wrapped to log to `logger`, or `transport` itself when `logger` logs nothing at
    /// `info`, so a session with no log pays nothing for it.
    public static func logging(_ transport: any HTTPTransport, to logger: Logger) -> any HTTPTransport {
        logger.logLevel <= .info ? LoggingTransport(transport, logger: logger) : transport
    }

    /// Sends `request` through the wrapped transport and logs how it went.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let address = LogText.maskedAddress(request.url)
        if logger.logLevel <= .debug {
            let validators = ["If-None-Match", "If-Modified-Since"].filter { request.header($0) != nil }
            if !validators.isEmpty { logger.debug("GET \(address) asks with \(validators.joined(separator: " and "))") }
        }
        let started = ContinuousClock.now
        do {
            let response = try await base.send(request)
            let bytes = GroupedNumber.text(response.body.count)
            logger.info("GET \(address) \(response.status), \(bytes) bytes, \(Self.milliseconds(since: started)) ms")
            return response
        } catch is CancellationError {
            logger.info("GET \(address) cancelled after \(Self.milliseconds(since: started)) ms")
            throw CancellationError()
        } catch {
            let reason = (error as? HTTPTransportFault)?.description ?? String(describing: error)
            logger.info("GET \(address) failed after \(Self.milliseconds(since: started)) ms: \(LogText.clean(reason))")
            throw error
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int((ContinuousClock.now - start) / .milliseconds(1))
    }
}
