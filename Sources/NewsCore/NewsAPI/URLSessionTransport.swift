import Foundation
#if canImport(FoundationNetworking)
// The only file that links FoundationNetworking (and with it libcurl), so nothing else pays for it.
import FoundationNetworking
#endif
import Synchronization

/// Sends requests with Foundation's `URLSession`, created on the first request.
///
/// The session is ephemeral: no cookies, cache or credentials are kept, in memory beyond the
/// session or on disk. Redirects are not followed, so the API key header never travels to an
/// address it was not meant for; a redirect comes back as its 3xx answer.
///
/// Cancelling the calling task cancels the request at once: corelibs' `data(for:)` stops the
/// transfer when its task is cancelled (checked with a listener that never answers: the call
/// returned about 1 ms after the cancel), and the cancellation is reported as `CancellationError`.
public final class URLSessionTransport: HTTPTransport {
    /// How long one request may wait, in seconds.
    public let timeout: TimeInterval
    private let session = Mutex<URLSession?>(nil)

    /// Creates a transport whose requests wait at most `timeout` seconds; it opens nothing yet.
    public init(timeout: TimeInterval = NewsAPIConfiguration.defaultRequestTimeout) {
        self.timeout = timeout
    }

    /// Creates a transport with the configuration's timeout.
    public convenience init(configuration: NewsAPIConfiguration) {
        self.init(timeout: configuration.requestTimeout)
    }

    deinit {
        session.withLock { $0?.invalidateAndCancel() }
    }

    /// Sends a GET request and returns the answer, whatever its status.
    ///
    /// - Throws: ``HTTPTransportFault`` when no answer arrives; `CancellationError` when the task
    ///   is cancelled before or during the request.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await urlSession().data(for: urlRequest)
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw CancellationError() }
            throw Self.fault(error, timeout: timeout)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw HTTPTransportFault.other(Self.shortened(String(describing: error)))
        }
        guard let http = response as? HTTPURLResponse else {
            throw HTTPTransportFault.other("the answer was not an HTTP answer")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// The session, made on first use so that start-up does not set up networking.
    private func urlSession() -> URLSession {
        session.withLock { session in
            if let session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            configuration.urlCredentialStorage = nil
            let made = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
            session = made
            return made
        }
    }

    /// The transport fault a `URLError` stands for.
    ///
    /// On Linux, corelibs reports several curl failures (a broken TLS handshake, a body cut
    /// short) as code -1 with curl's words, so those words are read as well as the code.
    static func fault(_ error: URLError, timeout: TimeInterval) -> HTTPTransportFault {
        switch error.code {
        case .cannotConnectToHost: return .connectionRefused
        case .cannotFindHost, .dnsLookupFailed: return .hostNotFound
        case .timedOut: return .timedOut(seconds: timeout)
        case .networkConnectionLost: return .connectionLost
        case .notConnectedToInternet: return .offline
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
             .clientCertificateRequired:
            return .secureConnectionFailed
        default:
            break
        }
        let words = error.localizedDescription
        let lowered = words.lowercased()
        if ["ssl", "tls", "certificate"].contains(where: lowered.contains) { return .secureConnectionFailed }
        if ["transfer closed", "remaining to read", "connection reset", "recv failure", "empty reply", "partial"]
            .contains(where: lowered.contains) {
            return .connectionLost
        }
        return .other(shortened(words))
    }

    private static func shortened(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Refuses every redirect; nested here because only this file may name FoundationNetworking types.
    private final class RedirectRefusal: NSObject, URLSessionTaskDelegate {
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest,
            completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
