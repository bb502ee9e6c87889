import Foundation
import NewsWeb
import Synchronization

/// Serves an RSS feed (or a page, or a bare status) per address from a table the test changes, counting requests per address;
/// with a gate set, every request waits until the test opens it.
public final class FakeFeedServer: HTTPTransport {
    private struct State {
        var bodies: [String: (type: String, body: String)] = [:]
        var statuses: [String: (status: Int, headers: [String: String])] = [:]
        var requests: [String: Int] = [:]
        var waiting: [(ticket: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var tickets = 0
        var gated = false
    }

    private let state = Mutex(State())

    /// Creates a server with no feeds.
    public init() {}

    /// Serves an RSS 2.0 feed of `items` at `url` from now on.
    public func serve(_ url: String, items: [(title: String, link: String, date: String)]) {
        let body = items.map { "<item><title>\($0.title)</title><link>\($0.link)</link><pubDate>\($0.date)</pubDate></item>" }
        state.withLock {
            $0.bodies[url] = (
                "application/rss+xml", "<rss version=\"2.0\"><channel><title>Feed \(url.suffix(6))</title>\(body.joined())</channel></rss>"
            )
        }
    }

    /// Serves `body` as `type` at `url` from now on (a web page, a feed written out whole).
    public func serve(_ url: String, body: String, type: String) {
        state.withLock { $0.bodies[url] = (type, body) }
    }

    /// Answers `status` with `headers` and no body at `url` from now on (a `429` with `Retry-After`, a redirect).
    public func serve(_ url: String, status: Int, headers: [String: String] = [:]) {
        state.withLock { $0.statuses[url] = (status, headers) }
    }

    /// Makes every request from now on wait until ``open()``.
    public func close() { state.withLock { $0.gated = true } }

    /// Lets every waiting request through, and the later ones too.
    public func open() {
        let waiting = state.withLock { state in
            state.gated = false
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.continuation.resume() }
    }

    /// How many requests are waiting at the gate.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// How many requests asked for `url`.
    public func requests(_ url: String) -> Int { state.withLock { $0.requests[url] ?? 0 } }

    /// Answers with the feed served at the address, or 404.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let url = request.url.absoluteString
        // A request waiting at the gate ends when its task is cancelled, as a real one does.
        let ticket = state.withLock { state in
            state.requests[url, default: 0] += 1
            defer { state.tickets += 1 }
            return state.tickets
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let wait = state.withLock { state in
                    guard state.gated, !Task.isCancelled else { return false }
                    state.waiting.append((ticket, continuation))
                    return true
                }
                if !wait { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                state.waiting.firstIndex { $0.ticket == ticket }.map { state.waiting.remove(at: $0).continuation }
            }
            waiting?.resume()
        }
        try Task.checkCancellation()
        if let reply = state.withLock({ $0.statuses[url] }) { return HTTPResponse(status: reply.status, headers: reply.headers) }
        guard let served = state.withLock({ $0.bodies[url] }) else { return HTTPResponse(status: 404) }
        return HTTPResponse(status: 200, headers: ["Content-Type": served.type], body: Data(served.body.utf8))
    }
}
