import Foundation

/// Finds what a person means by an address given to `subscribe`: a feed, or a web page that
/// links to feeds with `<link rel="alternate">`.
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
        /// The page links to no feed.
        case noFeeds(url: String)

        /// The failure in words, naming the address.
        public var message: String {
            switch self {
            case .fetch(let url, let error): "\(url): \(error.message)"
            case .noFeeds(let url): "\(url) is a web page that links to no feed (no <link rel=\"alternate\"> of a feed type)"
            }
        }
    }

    private let fetcher: FeedFetcher
    private let transport: any HTTPTransport
    private let userAgent: String

    /// Creates a discovery that fetches through `transport`, naming itself `userAgent`.
    public init(transport: any HTTPTransport, userAgent: String) {
        self.transport = transport
        self.userAgent = userAgent
        self.fetcher = FeedFetcher(transport: transport, userAgent: userAgent)
    }

    /// What `address` is: a feed (read at once), the feeds a page links to, or a failure in words.
    ///
    /// - Throws: `CancellationError` only.
    public func discover(_ address: String) async throws -> Result<Found, Failure> {
        let first = try await fetcher.fetch(FeedFetchState(url: address), force: true)
        switch first.outcome {
        case .fetched(let document):
            return .success(.feed(url: first.state.url, document: document, state: first.state))
        case .failed(.unreadable(.notAFeed)):
            break
        case .failed(let error):
            return .failure(.fetch(url: address, error))
        case .gone:
            return .failure(.fetch(url: address, .status(410)))
        case .notModified, .skipped:
            return .failure(.fetch(url: address, .status(304)))
        }
        // Not a feed: read it again as a page and look for its feeds.
        guard let url = FeedText.webAddress(address) else { return .failure(.fetch(url: address, .invalidAddress(address))) }
        let page: HTTPResponse
        do {
            page = try await transport.send(HTTPRequest(url: url, headers: ["User-Agent": userAgent, "Accept": "text/html"]))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return .failure(.fetch(url: address, .transport(error as? HTTPTransportFault ?? .other("\(error)"))))
        }
        let links = FeedLinkFinder.links(inHTML: Array(page.body), base: url)
        switch links.count {
        case 0:
            return .failure(.noFeeds(url: address))
        case 1:
            let only = try await fetcher.fetch(FeedFetchState(url: links[0].url), force: true)
            guard case .fetched(let document) = only.outcome else {
                if case .failed(let error) = only.outcome { return .failure(.fetch(url: links[0].url, error)) }
                return .failure(.noFeeds(url: address))
            }
            return .success(.feed(url: only.state.url, document: document, state: only.state))
        default:
            return .success(.choices(links))
        }
    }
}
