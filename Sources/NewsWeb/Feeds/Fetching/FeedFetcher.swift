import Foundation

/// Fetches one feed as a good citizen of the web: conditional GET, at most one fetch per quarter
/// hour (longer when the feed asks), redirects followed with care, `410` and `Retry-After` obeyed.
///
/// - A `304` costs no parse; `ETag` and `Last-Modified` are stored exactly as received.
/// - At most five redirects, only to http and https. A `301` or `308` chain changes the stored
///   address, but only once the new address answered with a feed that parsed; `302` and `307`
///   never do.
/// - `410 Gone` marks the feed gone. `429` and `503` with `Retry-After` hold every feed of that
///   origin (scheme, host and port) until then, a day at most; a redirect to a held origin is not
///   followed. `force` overrides the quarter-hour rule only, never a hold or a `410` (a fetch of one
///   feed asked by name clears those first, see ``FeedUpdate``).
/// - Numbers a server sends are bounded: a `ttl` or `Retry-After` past a day counts as a day.
/// - A feed whose server sends no validators is asked at most hourly; a failing feed waits twice
///   as long after each failure in a row, from its interval up to a day. `force` overrides both.
public struct FeedFetcher: Sendable {
    /// The shortest time between two fetches of one feed.
    public static let minimumInterval: TimeInterval = 15 * 60
    /// The most redirects followed.
    public static let maxRedirects = 5
    /// The longest a server can make newsdesk wait (`Retry-After`, `ttl`): a day.
    public static let longestWait: TimeInterval = 86_400
    /// The shortest time between two fetches of a feed whose server sends no validators, so that
    /// every fetch downloads the whole feed.
    public static let unvalidatedInterval: TimeInterval = 3600

    private let transport: any HTTPTransport
    private let userAgent: String
    private let limits: FeedLimits
    private let now: @Sendable () -> Date

    /// Creates a fetcher that asks through `transport`, naming itself `userAgent`.
    public init(
        transport: any HTTPTransport, userAgent: String, limits: FeedLimits = FeedLimits(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.transport = transport
        self.userAgent = userAgent
        self.limits = limits
        self.now = now
    }

    /// Fetches the feed `state` describes, unless it is fresh, gone or held (`holds`: ``origin(of:)`` → until).
    ///
    /// - Throws: `CancellationError` only; every other failure is a ``FeedFetchResult/Outcome/failed(_:)``.
    public func fetch(_ state: FeedFetchState, force: Bool = false, holds: [String: Date] = [:]) async throws -> FeedFetchResult {
        let started = now()
        if state.isGone { return FeedFetchResult(outcome: .skipped(.gone), state: state) }
        guard let address = FeedText.webAddress(state.url) else {
            return FeedFetchResult(outcome: .failed(.invalidAddress(state.url)), state: state)
        }
        if let until = holds[Self.origin(of: address)], until > started {
            return FeedFetchResult(outcome: .skipped(.held(until: until)), state: state)
        }
        if !force, state.failures > 0, let triedAt = state.triedAt {
            let due = triedAt.addingTimeInterval(Self.backOff(failures: state.failures, asked: state.refreshInterval))
            if due > started { return FeedFetchResult(outcome: .skipped(.failing(dueAt: due)), state: state) }
        } else if !force, let fetchedAt = state.fetchedAt {
            var interval = Self.interval(asked: state.refreshInterval)
            if state.etag == nil, state.lastModified == nil { interval = max(interval, Self.unvalidatedInterval) }
            let due = fetchedAt.addingTimeInterval(interval)
            if due > started { return FeedFetchResult(outcome: .skipped(.fresh(dueAt: due)), state: state) }
        }

        var target = address
        var visited: Set<String> = [address.absoluteString]
        var permanentlyMoved = true
        var redirects = 0
        while true {
            let response: HTTPResponse
            do {
                response = try await transport.send(request(for: target, state: state))
            } catch is CancellationError {
                throw CancellationError()
            } catch let fault as HTTPTransportFault {
                return FeedFetchResult(outcome: .failed(.transport(fault)), state: state)
            } catch {
                return FeedFetchResult(outcome: .failed(.transport(.other("\(error)"))), state: state)
            }
            switch response.status {
            case 200..<300:
                return read(response, from: target, movedTo: permanentlyMoved && redirects > 0 ? target : nil, state: state)
            case 304:
                var next = state
                next.fetchedAt = now()
                return FeedFetchResult(outcome: .notModified, state: next)
            case 301, 302, 303, 307, 308:
                guard let location = response.header("Location") else {
                    return FeedFetchResult(outcome: .failed(.status(response.status)), state: state)
                }
                guard let next = FeedText.webAddress(location, relativeTo: target) else {
                    return FeedFetchResult(outcome: .failed(.badRedirect(location)), state: state)
                }
                guard !visited.contains(next.absoluteString) else {
                    return FeedFetchResult(outcome: .failed(.redirectLoop), state: state)
                }
                redirects += 1
                guard redirects <= Self.maxRedirects else {
                    return FeedFetchResult(outcome: .failed(.tooManyRedirects(limit: Self.maxRedirects)), state: state)
                }
                if let until = holds[Self.origin(of: next)], until > now() {
                    return FeedFetchResult(outcome: .skipped(.held(until: until)), state: state)
                }
                if response.status != 301, response.status != 308 { permanentlyMoved = false }
                visited.insert(next.absoluteString)
                target = next
            case 410:
                var next = state
                next.isGone = true
                return FeedFetchResult(outcome: .gone, state: next)
            case 429, 503:
                let host = target.host?.lowercased() ?? ""
                guard let retry = response.header("Retry-After").flatMap(HTTPRetryAfter.init(header:)) else {
                    return FeedFetchResult(outcome: .failed(.status(response.status)), state: state)
                }
                let until = now().addingTimeInterval(min(retry.delay(from: now()), Self.longestWait))
                return FeedFetchResult(
                    outcome: .failed(.rateLimited(host: host, until: until)), state: state,
                    hold: FeedFetchResult.HostHold(host: Self.origin(of: target), until: until)
                )
            default:
                return FeedFetchResult(outcome: .failed(.status(response.status)), state: state)
            }
        }
    }

    /// What a hold is kept under: the origin of `url` (scheme, host and port, lower case, the
    /// scheme's own port left out), since two servers on one host name are two servers.
    public static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        guard let port = url.port, port != defaultPort else { return scheme + "://" + host }
        return scheme + "://" + host + ":" + String(port)
    }

    /// The time between two fetches of a feed that asked for `asked` (its `ttl`), within the
    /// quarter hour and the day newsdesk allows.
    static func interval(asked: TimeInterval?) -> TimeInterval {
        guard let asked, asked.isFinite else { return asked == nil ? minimumInterval : longestWait }
        return min(max(minimumInterval, asked), longestWait)
    }

    /// How long a feed that failed `failures` times in a row waits after the last try: its
    /// interval, doubled for each failure after the first, a day at most.
    public static func backOff(failures: Int, asked: TimeInterval?) -> TimeInterval {
        let doublings = min(max(failures - 1, 0), 16)
        return min(interval(asked: asked) * Double(1 << doublings), longestWait)
    }

    private func request(for url: URL, state: FeedFetchState) -> HTTPRequest {
        var headers = [
            "User-Agent": userAgent,
            "Accept": "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8",
        ]
        if let etag = state.etag { headers["If-None-Match"] = etag }
        if let lastModified = state.lastModified { headers["If-Modified-Since"] = lastModified }
        return HTTPRequest(url: url, headers: headers)
    }

    /// A `200`: parsed, and the validators, the time and a permanent move kept.
    private func read(_ response: HTTPResponse, from url: URL, movedTo: URL?, state: FeedFetchState) -> FeedFetchResult {
        let document: FeedDocument
        do {
            // Relative links in a feed without `xml:base` resolve against the `Content-Location` the
            // server names for this body, as feedparser resolves them, else against the address asked.
            let base = response.header("Content-Location").flatMap { URL(string: $0, relativeTo: url)?.absoluteURL }
                .flatMap { ["http", "https"].contains($0.scheme?.lowercased()) ? $0 : nil }
            document = try FeedReader.read(
                response.body, address: base ?? url, contentType: response.header("Content-Type"), limits: limits)
        } catch .notAFeed(let complaint) {
            // Kept for discovery, which reads a page's feed links from it instead of asking again.
            return FeedFetchResult(
                outcome: .failed(.unreadable(.notAFeed(complaint: complaint))), state: state,
                notAFeed: FeedFetchResult.NotAFeed(url: url, body: response.body))
        } catch {
            return FeedFetchResult(outcome: .failed(.unreadable(error)), state: state)
        }
        var next = state
        next.etag = response.header("ETag")
        next.lastModified = response.header("Last-Modified")
        next.fetchedAt = now()
        next.refreshInterval = document.refreshInterval.map { $0.isFinite ? min(max($0, 0), Self.longestWait) : Self.longestWait }
        if let movedTo { next.url = movedTo.absoluteString }
        return FeedFetchResult(outcome: .fetched(document), state: next)
    }
}
