import Foundation
import NewsModels

/// News live from NewsAPI.org v2, with NewsAPI's own semantics.
///
/// The key travels only in the `X-Api-Key` header, never in an address, so it stays out of
/// proxy and server logs. Queries NewsAPI would refuse are refused before sending (see
/// ``NewsAPIRequestProblem``). Successful answers are kept for a few minutes, so going `back`
/// and paging to and fro costs no requests; ``discardCachedAnswers()`` forgets them.
public actor NewsAPIClient: CachingNewsService {
    /// Always `newsapi`.
    public nonisolated let serviceName = "newsapi"
    /// Where requests go and how long they wait.
    public nonisolated let configuration: NewsAPIConfiguration

    private let key: NewsAPIKey
    private let transport: any HTTPTransport
    private let builder: NewsAPIRequestBuilder
    private let now: @Sendable () -> ContinuousClock.Instant
    private var cache: NewsAPIResponseCache
    private var sourceIndex: (built: ContinuousClock.Instant, byID: [String: Source])?

    /// Creates a client; nothing is sent and no connection is opened until the first request.
    ///
    /// - Parameters:
    ///   - key: the API key, sent in the `X-Api-Key` header.
    ///   - configuration: the base address, timeout and `User-Agent`.
    ///   - transport: how requests travel; by default an ``AsyncHTTPClientTransport`` with the
    ///     configuration's timeout. Tests pass a scripted one.
    ///   - cachePolicy: how long and how many answers to keep.
    ///   - now: the clock the cache reads; tests pass one they move by hand.
    public init(
        key: NewsAPIKey,
        configuration: NewsAPIConfiguration,
        transport: (any HTTPTransport)? = nil,
        cachePolicy: NewsAPICachePolicy = NewsAPICachePolicy(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.key = key
        self.configuration = configuration
        self.transport = transport ?? AsyncHTTPClientTransport(configuration: configuration)
        self.builder = NewsAPIRequestBuilder(baseURL: configuration.baseURL)
        self.cache = NewsAPIResponseCache(policy: cachePolicy)
        self.now = now
    }

    /// Top headlines from `GET /v2/top-headlines`.
    ///
    /// - Throws: ``NewsAPIError``; `.refused(.headlinesNeedFilter)` when no country, category,
    ///   source or words are given (the caller knows the person's country; the client does not).
    public func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        let url = try builder.topHeadlines(query)
        return try await answer(url) { response throws(NewsAPIError) in
            try NewsAPIAnswerReader.articlePage(response, number: query.page, size: query.pageSize)
        }
    }

    /// A search with `GET /v2/everything`.
    ///
    /// - Throws: ``NewsAPIError``; `isMaximumResultsReached` tells when the free plan's
    ///   100 results are used up, so the app can stop offering `next`.
    public func everything(_ query: SearchQuery) async throws -> Page<Article> {
        let url = try builder.everything(query)
        return try await answer(url) { response throws(NewsAPIError) in
            try NewsAPIAnswerReader.articlePage(response, number: query.page, size: query.pageSize)
        }
    }

    /// Sources from `GET /v2/top-headlines/sources`, in NewsAPI's order.
    ///
    /// - Throws: ``NewsAPIError``.
    public func sources(_ query: SourcesQuery) async throws -> [Source] {
        let url = try builder.sources(query)
        return try await answer(url) { response throws(NewsAPIError) in
            try NewsAPIAnswerReader.sources(response)
        }
    }

    /// One source by id, from the unfiltered source list, fetched once and kept like any answer.
    ///
    /// NewsAPI has no endpoint for one source, so the list (about 130 sources) is indexed.
    ///
    /// - Throws: ``NewsAPIError``.
    public func source(id: String) async throws -> Source? {
        guard let id = RecordText.text(id) else { return nil }
        if let index = sourceIndex, now() - index.built < cache.policy.timeToLive {
            return index.byID[id]
        }
        let all = try await sources(SourcesQuery())
        let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if cache.policy.capacity > 0 { sourceIndex = (now(), byID) }
        return byID[id]
    }

    /// Checks the key with one small real request (`top-headlines?country=us&pageSize=1`), never
    /// answered from the cache.
    ///
    /// - Throws: ``NewsAPIError``; `isKeyRejected` is true when NewsAPI refused the key itself.
    public func verifyKey() async throws {
        let url = try builder.topHeadlines(HeadlinesQuery(country: "us", pageSize: 1))
        let response = try await send(url)
        _ = try NewsAPIAnswerReader.articlePage(response, number: 1, size: 1)
    }

    /// Forgets every kept answer and the source index, so the next request asks NewsAPI again.
    public func discardCachedAnswers() async {
        cache.removeAll()
        sourceIndex = nil
    }

    /// How many answers are kept, for tests.
    var cachedAnswerCount: Int { cache.count }

    /// The kept answer for an address, or a fresh one; a fresh answer is kept only once it reads
    /// as news, so errors and unreadable pages are asked for again next time.
    private func answer<Value>(
        _ url: URL,
        read: (HTTPResponse) throws(NewsAPIError) -> Value
    ) async throws -> Value {
        let key = url.absoluteString
        if let kept = cache.answer(for: key, at: now()) {
            return try read(kept)
        }
        let response = try await send(url)
        let value = try read(response)
        cache.store(response, for: key, at: now())
        return value
    }

    /// Sends a GET with the key, `User-Agent` and `Accept` headers; transport faults become
    /// ``NewsAPIError/unreachable(host:fault:)``, cancellation stays `CancellationError`.
    private func send(_ url: URL) async throws -> HTTPResponse {
        let request = HTTPRequest(
            url: url,
            headers: [
                "X-Api-Key": key.secret,
                "User-Agent": configuration.userAgent,
                "Accept": "application/json",
            ])
        let host = configuration.baseURL.host ?? configuration.baseURL.absoluteString
        do {
            return try await transport.send(request)
        } catch let fault as HTTPTransportFault {
            throw NewsAPIError.unreachable(host: host, fault: fault)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as NewsAPIError {
            throw error
        } catch {
            throw NewsAPIError.unreachable(host: host, fault: .other(String(describing: error)))
        }
    }
}
