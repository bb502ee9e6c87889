import AsyncHTTPClient
import Foundation
// The only file that imports AsyncHTTPClient and SwiftNIO, so the rest of newsdesk never names them.
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends requests with AsyncHTTPClient (SwiftNIO), whose client is made on the first request.
///
/// Both are linked statically, so start-up loads no extra shared library, and no thread, socket
/// or TLS context exists until the first `send`. Redirects are not followed, so the API key
/// header never travels to an address it was not meant for; a redirect comes back as its 3xx
/// answer. Cancelling the calling task ends the request at once, as `CancellationError`.
public struct AsyncHTTPClientTransport: HTTPTransport {
    /// The largest body read by default, in bytes: 8 MiB, far more than any NewsAPI answer.
    public static let defaultMaximumBodySize = 8 * 1024 * 1024
    /// How long a new connection may take to open, in seconds, when the request's own timeout is longer.
    static let connectTimeout: TimeInterval = 10

    /// How long one request may take, answer and body together, in seconds.
    public let timeout: TimeInterval
    /// The largest body read, in bytes; a longer one fails the request.
    public let maximumBodySize: Int
    /// Whether bodies may come gzip- or deflate-compressed (feeds); ``maximumBodySize`` then
    /// bounds the decompressed body, so a gzip bomb stops at the limit.
    public let decompresses: Bool

    /// The most connections open to one host when bodies are decompressed (feeds): a good
    /// citizen of the web does not open more.
    public static let connectionsPerHost = 2

    /// Creates a transport whose requests take at most `timeout` seconds; it opens nothing yet.
    public init(
        timeout: TimeInterval = NewsAPIConfiguration.defaultRequestTimeout,
        maximumBodySize: Int = AsyncHTTPClientTransport.defaultMaximumBodySize,
        decompresses: Bool = false
    ) {
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
        self.decompresses = decompresses
    }

    /// Creates a transport with the configuration's timeout.
    public init(configuration: NewsAPIConfiguration) {
        self.init(timeout: configuration.requestTimeout)
    }

    /// The one client of the process, made on first use.
    ///
    /// A `static let` is initialised lazily and exactly once (Swift guards it with `swift_once`),
    /// on the first `send`, so start-up creates nothing: the event-loop threads of NIO's
    /// singleton group start then too. It is never shut down, on purpose: it lives as long as
    /// the process, like `HTTPClient.shared`, and a static is never released, so its `deinit`
    /// never runs. That matters because in debug builds AsyncHTTPClient 1.37.0's `deinit`
    /// stops the process with `preconditionFailure` when the client was not shut down; a static
    /// cannot reach it, in tests or at exit. `HTTPClient.shared` itself is not used because it
    /// follows redirects and retries refused connections until its connect timeout.
    private static let client = makeClient(decompression: .disabled, connectionsPerHost: nil)

    /// The client for feeds, made on first use like ``client``: gzip and deflate bodies are
    /// decompressed, each bounded by the decompressed size feeds are read to (a transport's own
    /// ``maximumBodySize`` may be smaller, never larger), and at most two connections go to a host.
    private static let decompressingClient = makeClient(
        decompression: .enabled(limit: .size(FeedLimits().maxBodyBytes)), connectionsPerHost: connectionsPerHost
    )

    private static func makeClient(decompression: HTTPClient.Decompression, connectionsPerHost: Int?) -> HTTPClient {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(Int64(connectTimeout))),
            decompression: decompression
        )
        // A refused or failed connection fails the request now rather than being retried
        // with back-off until the connect timeout: a person is waiting at the prompt.
        configuration.connectionPool.retryConnectionEstablishment = false
        if let connectionsPerHost {
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = connectionsPerHost
        }
        return HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
    }

    /// Sends a GET request and returns the answer, whatever its status.
    ///
    /// - Throws: ``HTTPTransportFault`` when no whole answer arrives within the timeout or the
    ///   body is larger than ``maximumBodySize``; `CancellationError` when the task is cancelled
    ///   before or during the request.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        var outgoing = Self.outgoing(request)
        let client = decompresses ? Self.decompressingClient : Self.client
        if decompresses, request.header("Accept-Encoding") == nil { outgoing.headers.add(name: "Accept-Encoding", value: "gzip, deflate") }
        let limit = maximumBodySize
        let timeout = timeout
        let deadline = NIODeadline.now() + .nanoseconds(Int64((Self.bounded(timeout) * 1_000_000_000).rounded()))
        // The answer and its body race a timer, since AsyncHTTPClient's deadline stops counting
        // once the head has arrived, and both race the caller's cancellation; the first settles.
        let outcome = FirstOutcome<HTTPResponse>()
        let exchange = Task {
            do {
                outcome.settle(.success(try await Self.exchange(outgoing, on: client, deadline: deadline, limit: limit)))
            } catch {
                outcome.settle(.failure(Self.failure(error, timeout: timeout)))
            }
        }
        let timer = Task {
            try await Task.sleep(for: .seconds(Self.bounded(timeout)))
            outcome.settle(.failure(HTTPTransportFault.timedOut(seconds: timeout)))
        }
        defer {
            exchange.cancel()
            timer.cancel()
        }
        return try await withTaskCancellationHandler {
            try await outcome.value()
        } onCancel: {
            outcome.settle(.failure(CancellationError()))
        }
    }

    /// The request as AsyncHTTPClient takes it: a GET with the headers in name order.
    private static func outgoing(_ request: HTTPRequest) -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = .GET
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            outgoing.headers.add(name: name, value: value)
        }
        return outgoing
    }

    /// Sends the request and reads the whole body, up to `limit` bytes.
    private static func exchange(_ request: HTTPClientRequest, on client: HTTPClient, deadline: NIODeadline, limit: Int) async throws
        -> HTTPResponse
    {
        let response = try await client.execute(request, deadline: deadline)
        if let declared = response.headers.first(name: "content-length").flatMap(Int.init), declared > limit {
            throw HTTPTransportFault.tooLarge(limit: limit)
        }
        var body = Data()
        for try await chunk in response.body {
            guard chunk.readableBytes <= limit - body.count else { throw HTTPTransportFault.tooLarge(limit: limit) }
            chunk.withUnsafeReadableBytes { body.append(contentsOf: $0) }
        }
        try Task.checkCancellation()
        var headers: [String: String] = [:]
        for (name, value) in response.headers {
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return HTTPResponse(status: Int(response.status.code), headers: headers, body: body)
    }

    /// The error to throw for what AsyncHTTPClient or SwiftNIO threw: `CancellationError` for a
    /// cancelled request, otherwise the ``HTTPTransportFault`` it stands for.
    static func failure(_ error: any Error, timeout: TimeInterval) -> any Error {
        if error is CancellationError { return error }
        if let error = error as? HTTPClientError, error == .cancelled { return CancellationError() }
        return fault(error, timeout: timeout)
    }

    /// The transport fault an error from AsyncHTTPClient or SwiftNIO stands for.
    static func fault(_ error: any Error, timeout: TimeInterval) -> HTTPTransportFault {
        switch error {
        case let fault as HTTPTransportFault:
            return fault
        case let error as HTTPClientError:
            return fault(error, timeout: timeout)
        case let error as NIOConnectionError:
            let faults = error.connectionErrors.map { fault($0.error, timeout: timeout) }
            if faults.contains(.connectionRefused) { return .connectionRefused }
            if let first = faults.first { return first }
            return error.dnsAError != nil || error.dnsAAAAError != nil ? .hostNotFound : .other(shortened("\(error)"))
        case let error as IOError:
            return fault(errno: error.errnoCode, words: "\(error)", timeout: timeout)
        case is SocketAddressError:
            return .hostNotFound
        case let error as ChannelError:
            switch error {
            case .connectTimeout: return .timedOut(seconds: min(timeout, connectTimeout))
            case .eof, .ioOnClosedChannel, .alreadyClosed, .inputClosed, .outputClosed: return .connectionLost
            default: return .other(shortened("\(error)"))
            }
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .secureConnectionFailed
        case let error as NIOHTTPDecompression.DecompressionError:
            return error == .limit ? .tooLarge(limit: FeedLimits().maxBodyBytes) : .other("the compressed answer was damaged")
        case is NIOHTTPDecompression.ExtraDecompressionError:
            return .other("the compressed answer was damaged")
        case let error as HTTPParserError:
            return error == .invalidEOFState ? .connectionLost : .other("the answer was not valid HTTP (\(error))")
        default:
            return .other(shortened("\(error)"))
        }
    }

    /// The transport fault of one of AsyncHTTPClient's own errors.
    private static func fault(_ error: HTTPClientError, timeout: TimeInterval) -> HTTPTransportFault {
        switch error {
        case .connectTimeout:
            .timedOut(seconds: min(timeout, connectTimeout))
        case .readTimeout, .writeTimeout, .deadlineExceeded, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout,
            .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
            .timedOut(seconds: timeout)
        case .remoteConnectionClosed, .bodyLengthMismatch, .uncleanShutdown:
            .connectionLost
        default:
            // The short description never carries header values, which may hold the key.
            .other(error.shortDescription)
        }
    }

    /// The transport fault of a failed system call's error number.
    private static func fault(errno code: Int32, words: String, timeout: TimeInterval) -> HTTPTransportFault {
        switch code {
        case ECONNREFUSED: .connectionRefused
        case ETIMEDOUT: .timedOut(seconds: timeout)
        case ECONNRESET, ECONNABORTED, EPIPE: .connectionLost
        case ENETUNREACH, ENETDOWN: .offline
        default: .other(shortened(words))
        }
    }

    /// Seconds kept between zero and a year, so no timer arithmetic can overflow or trap.
    private static func bounded(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 86_400)
    }

    private static func shortened(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}
