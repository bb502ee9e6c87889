import Foundation

/// Fetches an article's page for reader mode: a GET that follows at most five redirects, only to
/// http or https addresses, and keeps what the server said it is.
public struct PageFetcher: Sendable {
    /// A page as it arrived: its bytes, the address it came from after redirects, and its type.
    public struct Fetched: Sendable, Equatable {
        /// The body, at most the transport's bound.
        public var bytes: Data
        /// Where the page was found: the last address of the redirects.
        public var url: URL
        /// The `Content-Type` it was served with, if any.
        public var contentType: String?
    }

    /// Why a page could not be fetched, in words a person understands.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The address is no http or https address.
        case notWebAddress(String)
        /// A redirect led to something other than an http or https address.
        case redirectNotToWeb(String)
        /// More redirects than are followed.
        case tooManyRedirects(Int)
        /// A redirect without a usable `Location`.
        case redirectWithoutLocation(status: Int)
        /// The server answered with an error status.
        case status(Int, host: String)
        /// The page was larger than the most the transport reads, in bytes.
        case tooLarge(limit: Int)
        /// The server asked to be asked later (`429` or `503`), for `retryAfter` seconds when it said;
        /// `origin` is what a hold is kept under (``FeedFetcher/origin(of:)``).
        case askedToWait(status: Int, origin: String, retryAfter: TimeInterval?)
        /// No answer came.
        case unreachable(host: String, fault: HTTPTransportFault)

        /// What went wrong.
        public var description: String {
            switch self {
            case .notWebAddress(let address):
                "'\(address)' is no web address: reader mode reads http and https pages"
            case .redirectNotToWeb(let address):
                "the page redirected to '\(address)', which is no http or https address"
            case .tooManyRedirects(let count):
                "the page redirected more than \(count) times"
            case .redirectWithoutLocation(let status):
                "the page answered \(status) (a redirect) without saying where to"
            case .status(let status, let host):
                "\(host) answered HTTP \(status) instead of the page"
            case .tooLarge(let limit):
                "the page is larger than the \(HTTPTransportFault.size(limit)) reader mode reads: open it with `browse`"
            case .askedToWait(let status, let origin, _):
                "\(origin) asked to be asked later (HTTP \(status))"
            case .unreachable(let host, let fault):
                "could not reach \(host): \(fault)"
            }
        }
    }

    /// The most redirects followed.
    public static let maxRedirects = 5

    private let transport: any HTTPTransport
    private let userAgent: String

    /// A fetcher asking through `transport` as `userAgent`.
    public init(transport: any HTTPTransport, userAgent: String) {
        self.transport = transport
        self.userAgent = userAgent
    }

    /// Fetches the page at `address`.
    ///
    /// - Throws: ``Failure``, or `CancellationError` when the calling task is cancelled.
    public func fetch(_ address: String) async throws -> Fetched {
        guard var url = Self.webURL(address) else { throw Failure.notWebAddress(address) }
        for _ in 0...Self.maxRedirects {
            let host = url.host ?? url.absoluteString
            let request = HTTPRequest(
                url: url, headers: ["User-Agent": userAgent, "Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"])
            let response: HTTPResponse
            do {
                response = try await transport.send(request)
            } catch .tooLarge(let limit) as HTTPTransportFault {
                throw Failure.tooLarge(limit: limit)
            } catch let fault as HTTPTransportFault {
                throw Failure.unreachable(host: host, fault: fault)
            }
            switch response.status {
            case 200..<300:
                return Fetched(bytes: response.body, url: url, contentType: response.header("Content-Type"))
            case 301, 302, 303, 307, 308:
                guard let location = response.header("Location") else { throw Failure.redirectWithoutLocation(status: response.status) }
                guard let next = URL(string: location, relativeTo: url)?.absoluteURL, Self.isWeb(next) else {
                    throw Failure.redirectNotToWeb(location)
                }
                url = next
            case 429, 503:
                let retry = response.header("Retry-After").flatMap(HTTPRetryAfter.init(header:))
                throw Failure.askedToWait(status: response.status, origin: FeedFetcher.origin(of: url), retryAfter: retry?.delay())
            default:
                throw Failure.status(response.status, host: host)
            }
        }
        throw Failure.tooManyRedirects(Self.maxRedirects)
    }

    /// `address` as an http or https URL with a host; nil for anything else.
    static func webURL(_ address: String) -> URL? {
        guard let url = URL(string: address.trimmingCharacters(in: .whitespaces)), isWeb(url) else { return nil }
        return url
    }

    private static func isWeb(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(url.host ?? "").isEmpty
    }
}
