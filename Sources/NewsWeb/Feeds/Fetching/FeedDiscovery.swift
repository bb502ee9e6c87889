import Foundation

/// Finds what a person means by an address given to `subscribe`: a feed, a web page that links to
/// feeds with `<link rel="alternate">`, or else a site with a feed at one of the usual paths.
///
/// The address is asked once: a page that is no feed is read for its links from the same answer.
/// A page that links to no feed has the usual paths (``probePaths``) of its origin asked, one
/// request each, in order, until one is a feed. Every request obeys the holds it is given and
/// the ones servers ask for meanwhile, which it hands to `keepHold`.
public struct FeedDiscovery: Sendable {
    /// What an address turned out to be.
    public enum Found: Sendable, Equatable {
        /// A feed, read (its address after any redirect).
        case feed(url: String, document: FeedDocument, state: FeedFetchState)
        /// A page linking to several feeds: the person chooses.
        case choices([FeedLinkFinder.Link])
    }

    /// Why an address gave no feed.
    public enum Failure: Error, Sendable, Equatable {
        /// The address could not be fetched or read.
        case fetch(url: String, FeedFetchError)
        /// The page links to no feed, and none of the paths `tried` on its origin is one.
        case noFeeds(url: String, origin: String, tried: [String])

        /// The failure in words, naming the address, on one line.
        public var message: String {
            switch self {
            case .fetch(let url, let error): "\(url): \(error.message)"
            case .noFeeds(let url, _, let tried) where tried.isEmpty:
                "\(url) is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type)"
            case .noFeeds(let url, let origin, let tried):
                "\(url) is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type), and \(origin) has none at "
                    + tried.joined(separator: ", ")
            }
        }
    }

    /// The paths asked on a page's origin when the page links to no feed, in the order asked:
    /// where WordPress, Hugo, Jekyll, Ghost and most blog engines put their feeds.
    public static let probePaths = ["/feed", "/rss", "/atom.xml", "/index.xml", "/feed.xml"]

    private let fetcher: FeedFetcher

    /// Creates a discovery that fetches through `transport`, naming itself `userAgent`, reading
    /// within `limits` as every fetch does.
    public init(transport: any HTTPTransport, userAgent: String, limits: FeedLimits = FeedLimits()) {
        self.fetcher = FeedFetcher(transport: transport, userAgent: userAgent, limits: limits)
    }

    /// What `address` is: a feed (read at once), the feeds a page links to, or a failure in words.
    ///
    /// - Parameters:
    ///   - holds: The servers (by ``FeedFetcher/origin(of:)``) that asked to be left alone, and until when.
    ///   - keepHold: Keeps a hold a server asked for during discovery, so later fetches obey it too.
    /// - Throws: `CancellationError`, and what `keepHold` throws.
    public func discover(
        _ address: String, holds: [String: Date] = [:],
        keepHold: @Sendable (FeedFetchResult.HostHold) async throws -> Void = { _ in }
    ) async throws -> Result<Found, Failure> {
        var holds = holds
        let first = try await fetch(address, holds: &holds, keepHold: keepHold)
        let page: FeedFetchResult.NotAFeed
        switch first.outcome {
        case .fetched(let document):
            return .success(.feed(url: first.state.url, document: document, state: first.state))
        case .failed(.unreadable(.notAFeed)):
            guard let answer = first.notAFeed else { return .failure(.fetch(url: address, .unreadable(.notAFeed(complaint: nil)))) }
            page = answer
        case .failed(let error):
            return .failure(.fetch(url: address, error))
        case .skipped(.held(let until)):
            return .failure(.fetch(url: address, Self.held(address, until: until)))
        case .gone:
            return .failure(.fetch(url: address, .status(410)))
        case .notModified, .skipped:
            return .failure(.fetch(url: address, .status(304)))
        }
        let links = FeedLinkFinder.links(inHTML: Array(page.body), base: page.url)
        switch links.count {
        case 0:
            return try await probe(from: address, page: page.url, holds: &holds, keepHold: keepHold)
        case 1:
            let only = try await fetch(links[0].url, holds: &holds, keepHold: keepHold)
            switch only.outcome {
            case .fetched(let document):
                return .success(.feed(url: only.state.url, document: document, state: only.state))
            case .failed(let error):
                return .failure(.fetch(url: links[0].url, error))
            case .skipped(.held(let until)):
                return .failure(.fetch(url: links[0].url, Self.held(links[0].url, until: until)))
            case .gone, .notModified, .skipped:
                return .failure(.noFeeds(url: address, origin: FeedFetcher.origin(of: page.url), tried: []))
            }
        default:
            return .success(.choices(links))
        }
    }

    /// Asks the usual paths of the origin of `page` (the page's address after redirects), one
    /// request each, until one is a feed; a server that asks to be left alone ends the asking.
    private func probe(
        from address: String, page: URL, holds: inout [String: Date],
        keepHold: @Sendable (FeedFetchResult.HostHold) async throws -> Void
    ) async throws -> Result<Found, Failure> {
        let origin = FeedFetcher.origin(of: page)
        var tried: [String] = []
        for path in Self.probePaths {
            let url = origin + path
            // The page itself was asked already: it was no feed.
            guard url != page.absoluteString else { continue }
            tried.append(path)
            let result = try await fetch(url, holds: &holds, keepHold: keepHold)
            switch result.outcome {
            case .fetched(let document):
                return .success(.feed(url: result.state.url, document: document, state: result.state))
            case .failed(.rateLimited(let host, let until)):
                return .failure(.fetch(url: url, .rateLimited(host: host, until: until)))
            case .skipped(.held(let until)):
                return .failure(.fetch(url: url, Self.held(url, until: until)))
            case .failed, .gone, .notModified, .skipped:
                continue
            }
        }
        return .failure(.noFeeds(url: address, origin: origin, tried: tried))
    }

    /// Fetches `url` past the quarter-hour rule (a person asked now), obeying `holds`; a hold the
    /// server asks for joins them and is kept.
    private func fetch(
        _ url: String, holds: inout [String: Date], keepHold: @Sendable (FeedFetchResult.HostHold) async throws -> Void
    ) async throws -> FeedFetchResult {
        let result = try await fetcher.fetch(FeedFetchState(url: url), force: true, holds: holds)
        if let hold = result.hold {
            holds[hold.host] = max(holds[hold.host] ?? hold.until, hold.until)
            try await keepHold(hold)
        }
        return result
    }

    /// The error a request not sent for a hold until `until` stands for.
    private static func held(_ url: String, until: Date) -> FeedFetchError {
        .rateLimited(host: FeedText.webAddress(url)?.host?.lowercased() ?? url, until: until)
    }
}
