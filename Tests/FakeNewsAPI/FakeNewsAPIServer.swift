import FlyingFox
import FlyingSocks
import Foundation

/// A fake NewsAPI.org v2 service on `127.0.0.1`, for tests: real HTTP, fictional news, scripted faults.
///
/// ```swift
/// let server = FakeNewsAPIServer()
/// let base = try await server.start()          // http://127.0.0.1:PORT
/// defer { Task { await server.stop() } }
/// // GET \(base)/v2/top-headlines?country=us with "X-Api-Key: \(DemoKeys.paid)"
/// await server.enqueue(.htmlProxyPage(status: 502))   // the next request gets a proxy page
/// let seen = await server.requests()
/// ```
///
/// It answers `GET /v2/top-headlines`, `/v2/everything` and `/v2/top-headlines/sources` from
/// ``FakeCatalog`` as NewsAPI would (see ``NewsAPIResponder``), records every request, and applies
/// faults queued with ``enqueue(_:count:)`` or named by a magic word in `q` (``Fault/init(magicWord:)``).
/// Tests in another process read and clear the record over HTTP with `GET` and `DELETE
/// /__fake/requests` (see ``ControlRequest``); those requests need no key and are not recorded.
/// Every answer carries `Connection: close`, so each request has a connection of its own and a
/// fault never leaks into the next request through a reused connection.
public actor FakeNewsAPIServer {
    private let responder: NewsAPIResponder
    private var server: HTTPServer?
    private var runTask: Task<Void, Never>?
    private var baseURL: URL?
    private var recorded: [RecordedRequest] = []
    private var queuedFaults: [Fault] = []
    private var flakyQueriesSeen: Set<String> = []
    private var slowWaits: [Int: Task<Void, Never>] = [:]
    private var nextWaitID = 0
    private var notModifiedSent = 0
    private let feeds = FeedResponder()

    /// The longest a handler may run before FlyingFox gives up on it; longer than any slow fault.
    private static let handlerTimeout: TimeInterval = 900

    /// Creates a server that accepts `keys` (by default ``DemoKeys/all``) and serves `catalog`.
    public init(keys: [String: APIKeyStatus] = DemoKeys.all, catalog: FakeCatalog = .standard) {
        responder = NewsAPIResponder(keys: keys, catalog: catalog)
    }

    /// Ends the serving task of a server nobody stopped; call ``stop()`` to end it sooner.
    deinit {
        runTask?.cancel()
        for wait in slowWaits.values { wait.cancel() }
    }

    /// The base URL (`http://127.0.0.1:PORT`) while the server runs, else nil.
    public var url: URL? { baseURL }

    /// Starts listening on `127.0.0.1:port` (0 picks a free port) and returns the base URL.
    ///
    /// Starting a running server returns its URL again.
    /// - Throws: the bind error when the port is busy.
    @discardableResult
    public func start(port: UInt16 = 0) async throws -> URL {
        if let baseURL { return baseURL }
        let config = HTTPServer.Configuration(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port),
            timeout: Self.handlerTimeout,
            logger: .disabled
        )
        let handler = ClosureHTTPHandler { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.respond(to: request)
        }
        let server = HTTPServer(config: config, handler: handler)
        let failure = RunFailure()
        runTask = Task {
            do {
                try await server.run()
            } catch {
                await failure.record(error)
            }
        }
        // Wait for the socket to listen, or for the run to fail (a busy port fails at once). Binding
        // is synchronous inside `run()`, so these are the only two outcomes; how long either takes
        // depends only on when the cooperative pool schedules the run, which a whole `make test` on
        // two busy cores once delayed past 30 s. A clock here would fail a server that was about to
        // listen, so there is none: a run that never starts would hang every other test as well.
        while await !server.isListening {
            if let error = await failure.error {
                runTask = nil
                throw error
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        guard case .ip4(_, port: let boundPort)? = await server.listeningAddress,
            let url = URL(string: "http://127.0.0.1:\(boundPort)")
        else {
            await server.stop()
            runTask = nil
            throw SocketError.unsupportedAddress
        }
        self.server = server
        baseURL = url
        return url
    }

    /// Stops listening, ends slow answers, and closes every connection; safe to call twice.
    public func stop() async {
        let server = self.server
        let runTask = self.runTask
        self.server = nil
        self.runTask = nil
        baseURL = nil
        for wait in slowWaits.values { wait.cancel() }
        await server?.stop(timeout: 0)
        runTask?.cancel()
        await runTask?.value
    }

    // MARK: - Recording

    /// Every request received since the start (or the last ``clearRequests()``), oldest first.
    public func requests() -> [RecordedRequest] {
        recorded
    }

    /// Forgets the recorded requests.
    public func clearRequests() {
        recorded.removeAll()
    }

    // MARK: - Faults

    /// Applies `fault` to each of the next `count` requests (after any faults queued earlier).
    public func enqueue(_ fault: Fault, count: Int = 1) {
        queuedFaults.append(contentsOf: Array(repeating: fault, count: max(0, count)))
    }

    /// Drops the queued faults and forgets which `fault-flaky` queries have failed once.
    public func clearFaults() {
        queuedFaults.removeAll()
        flakyQueriesSeen.removeAll()
    }

    /// The number of queued faults not yet applied.
    public func pendingFaultCount() -> Int {
        queuedFaults.count
    }

    /// Ends every slow wait now: those requests are answered at once, normally.
    public func releaseSlowResponses() {
        for wait in slowWaits.values { wait.cancel() }
    }

    // MARK: - Handling

    private nonisolated func respond(to request: HTTPRequest) async -> HTTPResponse {
        if let control = ControlRequest(method: request.method.rawValue, path: request.path) {
            return Self.response(for: await answer(control))
        }
        var headers: [String: String] = [:]
        for (name, value) in request.headers where headers[name.rawValue.lowercased()] == nil {
            headers[name.rawValue.lowercased()] = value
        }
        let record = RecordedRequest(
            method: request.method.rawValue,
            path: request.path,
            rawQuery: request.target.query(percentEncoded: true),
            headers: headers
        )
        if record.path.hasPrefix(FeedResponder.prefix) {
            return await respondToFeed(record)
        }
        let reply: Reply
        switch await admit(record) {
        case nil:
            reply = responder.reply(to: record)
        case .slow(let seconds)?:
            await waitSlowly(seconds: seconds)
            if Task.isCancelled { return HangUpHandler.response }
            reply = responder.reply(to: record)
        case let fault?:
            reply = self.reply(for: fault, to: record)
        }
        return Self.response(for: reply)
    }

    /// Answers a request for one of the feed routes (``FeedResponder``), recording it as any other.
    private nonisolated func respondToFeed(_ record: RecordedRequest) async -> HTTPResponse {
        await recordFeedRequest(record)
        switch feeds.answer(record) {
        case .reply(let reply):
            return Self.response(for: reply)
        case .notModified:
            await countNotModified()
            return Self.response(for: .answer(status: 304, headers: ["ETag": FeedResponder.etag], body: Data()))
        case .slowly(let reply):
            await waitSlowly(seconds: FeedResponder.slowSeconds)
            if Task.isCancelled { return HangUpHandler.response }
            return Self.response(for: reply)
        case .stall:
            let sequence = HTTPBodySequence(from: StallingBytes(bytes: Array("<rss><channel>".utf8)), count: 1 << 20)
            return HTTPResponse(
                statusCode: Self.statusCode(200), headers: Self.httpHeaders(["Content-Type": "application/rss+xml"]), body: sequence)
        }
    }

    private func recordFeedRequest(_ record: RecordedRequest) {
        recorded.append(record)
    }

    private func countNotModified() {
        notModifiedSent += 1
    }

    /// Answers a control request under `/__fake/`: it is not recorded, needs no key and takes no fault.
    private func answer(_ control: ControlRequest) -> Reply {
        switch control {
        case .listRequests:
            return ControlRequest.listing(recorded)
        case .clearRequests:
            let count = recorded.count
            recorded.removeAll()
            return ControlRequest.cleared(count: count)
        case .feedStats:
            return ControlRequest.feedStats(notModified: notModifiedSent)
        case .slowNext:
            queuedFaults.append(.slow(seconds: ControlRequest.slowNextSeconds))
            return ControlRequest.slowingNext
        case .refused(let reply):
            return reply
        }
    }

    /// Records `request` and picks the fault to apply: a queued one first, else a magic word in `q`.
    private func admit(_ request: RecordedRequest) -> Fault? {
        recorded.append(request)
        if !queuedFaults.isEmpty {
            return queuedFaults.removeFirst()
        }
        let words = (request.queryValue("q") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        guard let word = words.first(where: { $0.lowercased().hasPrefix(Fault.magicPrefix) }) else { return nil }
        if word.lowercased() == "fault-flaky" {
            let query = request.query.filter { $0.name != "apiKey" }.map(\.description).joined(separator: "&")
            let key = request.path + "?" + query
            return flakyQueriesSeen.insert(key).inserted ? .unexpectedError : nil
        }
        return Fault(magicWord: word)
    }

    private nonisolated func reply(for fault: Fault, to request: RecordedRequest) -> Reply {
        switch fault {
        case .serviceError(let status, let code, let message, let retryAfter):
            return .error(status: status, code: code, message: message, retryAfter: retryAfter)
        case .unexpectedError:
            return .error(status: 500, code: "unexpectedError")
        case .rateLimited(let retryAfter):
            return .error(status: 429, code: "rateLimited", retryAfter: retryAfter)
        case .htmlProxyPage(let status):
            return .answer(
                status: status, headers: ["Content-Type": "text/html"],
                body: Data(ProxyErrorPage.html(status: status).utf8))
        case .emptyBody(let status):
            return .answer(status: status, headers: [:], body: Data())
        case .malformedJSON:
            let body = #"{"status":"ok","totalResults":3,"articles":[{"source":{"id":"harborview-herald","name":"The Harb"#
            return .answer(status: 200, headers: ["Content-Type": Reply.jsonContentType], body: Data(body.utf8))
        case .truncatedBody:
            if case .answer(let status, let headers, let body) = responder.reply(to: request), body.count > 1 {
                return .truncated(status: status, headers: headers, body: body, sent: body.count / 2)
            }
            let body = Data(#"{"status":"ok","totalResults":0,"articles":[]}"#.utf8)
            return .truncated(status: 200, headers: ["Content-Type": Reply.jsonContentType], body: body, sent: 10)
        case .slow:
            return responder.reply(to: request)
        case .closeWithoutAnswer:
            return .closeWithoutAnswer
        }
    }

    // MARK: - Slow answers

    private nonisolated func waitSlowly(seconds: Double) async {
        let (id, wait) = await beginSlowWait(seconds: seconds)
        await withTaskCancellationHandler {
            await wait.value
        } onCancel: {
            wait.cancel()
        }
        await endSlowWait(id)
    }

    private func beginSlowWait(seconds: Double) -> (Int, Task<Void, Never>) {
        nextWaitID += 1
        let wait = Task<Void, Never> {
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
        }
        slowWaits[nextWaitID] = wait
        if server == nil { wait.cancel() }
        return (nextWaitID, wait)
    }

    private func endSlowWait(_ id: Int) {
        slowWaits[id] = nil
    }

    // MARK: - Bytes

    private static func response(for reply: Reply) -> HTTPResponse {
        switch reply {
        case .answer(let status, let headers, let body):
            return HTTPResponse(statusCode: statusCode(status), headers: httpHeaders(headers), body: body)
        case .truncated(let status, let headers, let body, let sent):
            let sequence = HTTPBodySequence(from: TruncatedBytes(bytes: Array(body.prefix(sent))), count: body.count)
            return HTTPResponse(statusCode: statusCode(status), headers: httpHeaders(headers), body: sequence)
        case .closeWithoutAnswer:
            return HangUpHandler.response
        }
    }

    private static func statusCode(_ status: Int) -> HTTPStatusCode {
        HTTPStatusCode(status, phrase: HTTPPhrase.phrase(for: status))
    }

    private static func httpHeaders(_ headers: [String: String]) -> HTTPHeaders {
        var result = HTTPHeaders()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            result[HTTPHeader(name)] = value
        }
        result[.connection] = "close"
        return result
    }
}
