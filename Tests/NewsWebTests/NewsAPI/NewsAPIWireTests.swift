import FakeNewsAPIProcess
import Foundation
import NewsModels
import Testing

@testable import NewsWeb

/// What actually arrives on the wire: `NewsAPIClient` with its real `AsyncHTTPClientTransport`
/// against `fake-newsapi` running as a process of its own, read back from its `/__fake/requests`.
///
/// Each test starts its own server, so the record holds that test's requests only. The time limit
/// only catches a hang: on two cores shared with a build and the rest of the tests, starting the
/// servers alone once took over a minute.
@Suite("NewsAPI on the wire: the real transport against fake-newsapi", .timeLimit(.minutes(5)))
struct NewsAPIWireTests {
    private static let paid = FakeNewsAPIProcess.paidKey
    private static let appVersion = "9.8.7"
    /// 2026-11-01T00:00:00Z.
    private static let novemberFirst = Date(timeIntervalSince1970: 1_793_491_200)
    /// 2026-11-20T06:59:59Z.
    private static let novemberTwentieth = Date(timeIntervalSince1970: 1_795_157_999)

    // MARK: - Endpoints and parameters

    @Test("top headlines by country, category and words: every parameter arrives, in order, encoded")
    func headlinesByCountry() async throws {
        try await onWire { server in
            let client = try client(server)

            let page = try await client.topHeadlines(
                HeadlinesQuery(
                    country: " GB ", category: .science, query: "seabird count", page: 2, pageSize: 1
                ))

            let request = try await onlyRequest(server)
            #expect(request.path == "/v2/top-headlines")
            #expect(
                request.query == [
                    ServedQueryItem("country", "gb"), ServedQueryItem("category", "science"),
                    ServedQueryItem("q", "seabird count"), ServedQueryItem("pageSize", "1"), ServedQueryItem("page", "2"),
                ])
            #expect(request.rawQuery == "country=gb&category=science&q=seabird%20count&pageSize=1&page=2")
            #expect(page.number == 2)
            #expect(page.size == 1)
        }
    }

    @Test("top headlines by sources: the ids arrive trimmed, joined by a comma, and pick the articles")
    func headlinesBySources() async throws {
        try await onWire { server in
            let client = try client(server)

            let page = try await client.topHeadlines(HeadlinesQuery(sources: [" harborview-herald ", "", "tin-lantern-tech"]))

            let request = try await onlyRequest(server)
            #expect(request.path == "/v2/top-headlines")
            #expect(request.queryValue("sources") == "harborview-herald,tin-lantern-tech")
            #expect(request.rawQuery == "sources=harborview-herald%2Ctin-lantern-tech&pageSize=20&page=1")
            #expect(!page.items.isEmpty)
            #expect(Set(page.items.compactMap(\.source.id)) == ["harborview-herald", "tin-lantern-tech"])
        }
    }

    @Test(
        "search words arrive exactly as typed: quotes, +must, -mustnot, AND/OR/NOT, reserved and non-ASCII text",
        arguments: [
            #""solar farm" +wind -coal"#,
            "harbour AND (ferry OR bridge) NOT strike",
            "Zürich café 東京 naïve – “curly” 😀",
            "c++ & 50% = a+b/c?#x; key=value",
        ])
    func searchText(_ text: String) async throws {
        try await onWire { server in
            let client = try client(server)

            _ = try await client.everything(SearchQuery(query: text))

            let request = try await onlyRequest(server)
            #expect(request.path == "/v2/everything")
            #expect(request.queryValue("q") == text, "the server decodes exactly the text sent")
            #expect(request.rawQuery == "q=\(Self.unreservedOnly(text))&sortBy=publishedAt&pageSize=20&page=1")
            #expect(!request.rawQuery.contains("+"), "a literal + would read as a space")
            #expect(!request.rawQuery.contains(" "))
        }
    }

    @Test("a search with every parameter: sources, from and to as ISO 8601 UTC, language, sort, paging")
    func searchWithEveryParameter() async throws {
        try await onWire { server in
            let client = try client(server)

            let page = try await client.everything(
                SearchQuery(
                    query: "harbour",
                    sources: ["harborview-herald", "copperfield-business-wire"],
                    from: Self.novemberFirst,
                    to: Self.novemberTwentieth,
                    language: "EN",
                    sortBy: .popularity,
                    page: 2,
                    pageSize: 7
                ))

            let request = try await onlyRequest(server)
            #expect(request.path == "/v2/everything")
            #expect(
                request.query == [
                    ServedQueryItem("q", "harbour"),
                    ServedQueryItem("sources", "harborview-herald,copperfield-business-wire"),
                    ServedQueryItem("from", "2026-11-01T00:00:00Z"),
                    ServedQueryItem("to", "2026-11-20T06:59:59Z"),
                    ServedQueryItem("language", "en"),
                    ServedQueryItem("sortBy", "popularity"),
                    ServedQueryItem("pageSize", "7"),
                    ServedQueryItem("page", "2"),
                ])
            #expect(request.rawQuery.contains("&from=2026-11-01T00%3A00%3A00Z&to=2026-11-20T06%3A59%3A59Z&"))
            #expect(page.number == 2)
        }
    }

    @Test("every sort order arrives by NewsAPI's name", arguments: SearchSort.allCases)
    func sortOrder(_ sort: SearchSort) async throws {
        try await onWire { server in
            let client = try client(server)

            _ = try await client.everything(SearchQuery(query: "solar", sortBy: sort))

            let request = try await onlyRequest(server)
            #expect(request.queryValue("sortBy") == sort.rawValue)
            #expect(["relevancy", "popularity", "publishedAt"].contains(request.queryValue("sortBy")))
        }
    }

    @Test("sources filtered by category, language and country; unfiltered, no query at all")
    func sourcesFilters() async throws {
        try await onWire { server in
            let client = try client(server)

            let filtered = try await client.sources(SourcesQuery(category: .general, language: "EN", country: "GB"))
            let all = try await client.sources(SourcesQuery())

            let requests = try await server.requests()
            try #require(requests.count == 2)
            for request in requests { checkHeaders(request) }
            #expect(requests.map(\.path) == ["/v2/top-headlines/sources", "/v2/top-headlines/sources"])
            #expect(
                requests[0].query == [
                    ServedQueryItem("category", "general"), ServedQueryItem("language", "en"), ServedQueryItem("country", "gb"),
                ])
            #expect(requests[0].rawQuery == "category=general&language=en&country=gb")
            #expect(requests[1].rawQuery == "")
            #expect(filtered.map(\.id) == ["gannet-gazette"])
            #expect(all.count > filtered.count)
        }
    }

    @Test("source(id:) asks for the unfiltered list once, then answers from it")
    func sourceByID() async throws {
        try await onWire { server in
            let client = try client(server)

            let gannet = try await client.source(id: "gannet-gazette")
            let tin = try await client.source(id: " tin-lantern-tech ")
            let missing = try await client.source(id: "no-such-source")

            #expect(gannet?.name == "The Gannet Gazette")
            #expect(tin?.name == "Tin Lantern Tech")
            #expect(missing == nil)
            let request = try await onlyRequest(server)
            #expect(request.path == "/v2/top-headlines/sources")
            #expect(request.rawQuery == "")
        }
    }

    @Test("verifyKey sends one small headline request every time, never answered from the cache")
    func verifyKey() async throws {
        try await onWire { server in
            let client = try client(server)

            try await client.verifyKey()
            try await client.verifyKey()

            let requests = try await server.requests()
            #expect(requests.count == 2)
            for request in requests {
                checkHeaders(request)
                #expect(request.path == "/v2/top-headlines")
                #expect(request.rawQuery == "country=us&pageSize=1&page=1")
            }
        }
    }

    // MARK: - Headers

    @Test("the key travels only in X-Api-Key, never in an address, with User-Agent and Accept")
    func headers() async throws {
        try await onWire { server in
            let client = try client(server, key: FakeNewsAPIProcess.developerKey)

            _ = try await client.topHeadlines(HeadlinesQuery(country: "us"))
            _ = try await client.everything(SearchQuery(query: "solar"))
            _ = try await client.sources(SourcesQuery())

            let requests = try await server.requests()
            #expect(requests.count == 3)
            for request in requests {
                checkHeaders(request, key: FakeNewsAPIProcess.developerKey)
                #expect(request.header("user-agent") == "newsdesk/\(Self.appVersion)")
                #expect(request.header("authorization") == nil)
                #expect(request.header("cookie") == nil)
                #expect(!request.queryNames.contains { $0.lowercased() == "apikey" })
            }
        }
    }

    // MARK: - The cache

    @Test("an identical request within the time to live reaches the server once; after discarding, again")
    func cache() async throws {
        try await onWire { server in
            let client = try client(server)
            let query = HeadlinesQuery(country: "us", category: .technology)

            let first = try await client.topHeadlines(query)
            let second = try await client.topHeadlines(query)
            #expect(try await server.requests().count == 1)
            #expect(first == second)

            _ = try await client.topHeadlines(HeadlinesQuery(country: "us", category: .technology, page: 2))
            #expect(try await server.requests().count == 2, "another page is another request")

            await client.discardCachedAnswers()
            _ = try await client.topHeadlines(query)
            let requests = try await server.requests()
            #expect(requests.count == 3)
            #expect(requests[2].rawQuery == requests[0].rawQuery)
        }
    }

    @Test("a failed answer is not kept: the same request asks the server again")
    func failuresAreNotCached() async throws {
        try await onWire { server in
            let client = try client(server)
            let query = SearchQuery(query: "solar fault-flaky")

            let error = try await #require(throws: NewsAPIError.self) { try await client.everything(query) }
            #expect(error.code == .unexpectedError)
            let page = try await client.everything(query)

            #expect(!page.items.isEmpty)
            let requests = try await server.requests()
            #expect(requests.count == 2)
            #expect(requests.map(\.rawQuery) == [requests[0].rawQuery, requests[0].rawQuery])
        }
    }

    // MARK: - Service errors

    @Test(
        "a key the service refuses: its code, status and plain words",
        arguments: [
            (FakeNewsAPIProcess.unknownKey, NewsAPIErrorCode.apiKeyInvalid, 401),
            (FakeNewsAPIProcess.disabledKey, NewsAPIErrorCode.apiKeyDisabled, 401),
            (FakeNewsAPIProcess.exhaustedKey, NewsAPIErrorCode.apiKeyExhausted, 429),
        ])
    func refusedKey(key: String, code: NewsAPIErrorCode, status: Int) async throws {
        try await onWire { server in
            let client = try client(server, key: key)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.topHeadlines(HeadlinesQuery(country: "us"))
            }

            try expectService(error, code: code, status: status, key: key)
            #expect(error.isKeyRejected == (status == 401))
            _ = try await onlyRequest(server, key: key)
        }
    }

    @Test(
        "every service error the fake makes on request arrives with its code and status",
        arguments: [
            ("fault-error-400-parameterInvalid", NewsAPIErrorCode.parameterInvalid, 400),
            ("fault-error-400-parametersMissing", NewsAPIErrorCode.parametersMissing, 400),
            ("fault-error-400-sourcesTooMany", NewsAPIErrorCode.sourcesTooMany, 400),
            ("fault-error-400-sourceDoesNotExist", NewsAPIErrorCode.sourceDoesNotExist, 400),
            ("fault-error-401-apiKeyMissing", NewsAPIErrorCode.apiKeyMissing, 401),
            ("fault-error-401-apiKeyInvalid", NewsAPIErrorCode.apiKeyInvalid, 401),
            ("fault-error-401-apiKeyDisabled", NewsAPIErrorCode.apiKeyDisabled, 401),
            ("fault-error-429-apiKeyExhausted", NewsAPIErrorCode.apiKeyExhausted, 429),
            ("fault-error-426-maximumResultsReached", NewsAPIErrorCode.maximumResultsReached, 426),
            ("fault-unexpected", NewsAPIErrorCode.unexpectedError, 500),
            ("fault-error-418-teapotOverheated", NewsAPIErrorCode.other("teapotOverheated"), 418),
        ])
    func serviceError(word: String, code: NewsAPIErrorCode, status: Int) async throws {
        try await onWire { server in
            let client = try client(server)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar \(word)"))
            }

            try expectService(error, code: code, status: status)
            #expect(error.isKeyRejected == (status == 401))
            #expect(error.isMaximumResultsReached == (code == .maximumResultsReached))
            _ = try await onlyRequest(server)
        }
    }

    @Test("an unknown source id: sourceDoesNotExist from the server itself")
    func unknownSource() async throws {
        try await onWire { server in
            let client = try client(server)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar", sources: ["harborview-herald", "no-such-source"]))
            }

            try expectService(error, code: .sourceDoesNotExist, status: 400)
            #expect(try await onlyRequest(server).queryValue("sources") == "harborview-herald,no-such-source")
        }
    }

    @Test("the developer key past the 100th result: maximumResultsReached, so paging can stop")
    func maximumResults() async throws {
        try await onWire { server in
            let client = try client(server, key: FakeNewsAPIProcess.developerKey)

            let first = try await client.everything(SearchQuery(query: "the", page: 1, pageSize: 100))
            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "the", page: 2, pageSize: 100))
            }

            #expect(first.items.count <= 100)
            try expectService(error, code: .maximumResultsReached, status: 426, key: FakeNewsAPIProcess.developerKey)
            #expect(error.isMaximumResultsReached)
            #expect(!error.isKeyRejected)
            #expect(try await server.requests().map { $0.queryValue("page") } == ["1", "2"])
        }
    }

    @Test("rate limited with Retry-After in seconds")
    func rateLimitedSeconds() async throws {
        try await onWire { server in
            let client = try client(server)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar fault-ratelimited"))
            }

            try expectService(error, code: .rateLimited, status: 429, retryAfter: .seconds(1))
            #expect(error.retryAfter == .seconds(1))
            #expect(error.description.hasSuffix(" Try again in 1 s."), "\(error.description)")
            _ = try await onlyRequest(server)
        }
    }

    @Test("rate limited with Retry-After as an HTTP date")
    func rateLimitedDate() async throws {
        try await onWire { server in
            let client = try client(server)
            let before = Date()

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar fault-ratelimited-date"))
            }

            guard case .date(let date)? = error.retryAfter else {
                Issue.record("expected a Retry-After date, got \(String(describing: error.retryAfter))")
                return
            }
            // One second ahead of the server's clock, rounded up to a whole second.
            #expect(date >= before.addingTimeInterval(-1) && date <= Date().addingTimeInterval(3))
            try expectService(error, code: .rateLimited, status: 429, retryAfter: .date(date))
            #expect(error.description.contains(" Try again after 20"), "\(error.description)")
            #expect(error.description.hasSuffix(" UTC."), "\(error.description)")
            _ = try await onlyRequest(server)
        }
    }

    // MARK: - Refused before sending

    @Test("a request NewsAPI would refuse is refused before sending: the server records nothing")
    func refusedBeforeSending() async throws {
        try await onWire { server in
            let client = try client(server)
            let twentyOne = (1...21).map { "source-\($0)" }

            let headlines = try await #require(throws: NewsAPIError.self) {
                try await client.topHeadlines(HeadlinesQuery(sources: twentyOne))
            }
            let search = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar", sources: twentyOne))
            }
            let noFilter = try await #require(throws: NewsAPIError.self) {
                try await client.topHeadlines(HeadlinesQuery())
            }
            let noWords = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "  "))
            }
            let bigPage = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar", pageSize: 101))
            }

            #expect(headlines == .refused(.tooManySources(21)))
            #expect(search == .refused(.tooManySources(21)))
            #expect(search.description == "21 sources are too many for NewsAPI: name at most 20")
            #expect(noFilter == .refused(.headlinesNeedFilter))
            #expect(noWords == .refused(.searchNeedsWords))
            #expect(bigPage == .refused(.pageSizeOutOfRange(101)))
            for error in [headlines, search, noFilter, noWords, bigPage] { expectPlainWords(error) }
            #expect(try await server.requests().isEmpty)
        }
    }

    // MARK: - Answers that are not NewsAPI's

    @Test(
        "answers that are not news: HTML pages, empty bodies, malformed JSON",
        arguments: [
            ("fault-html", 502, NewsAPIAnswerBody.htmlPage, "NewsAPI answered HTTP 502 (Bad Gateway) with an HTML page instead of news"),
            (
                "fault-html-503", 503, NewsAPIAnswerBody.htmlPage,
                "NewsAPI answered HTTP 503 (Service Unavailable) with an HTML page instead of news"
            ),
            ("fault-empty", 200, NewsAPIAnswerBody.empty, "NewsAPI answered HTTP 200 (OK) with an empty answer instead of news"),
            (
                "fault-empty-500", 500, NewsAPIAnswerBody.empty,
                "NewsAPI answered HTTP 500 (Internal Server Error) with an empty answer instead of news"
            ),
            (
                "fault-malformed", 200, NewsAPIAnswerBody.malformedJSON,
                "NewsAPI answered HTTP 200 (OK) with JSON that does not parse instead of news"
            ),
        ])
    func unreadable(word: String, status: Int, body: NewsAPIAnswerBody, words: String) async throws {
        try await onWire { server in
            let client = try client(server)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar \(word)"))
            }

            #expect(error == .unreadableAnswer(status: status, body: body, retryAfter: nil))
            #expect(error.description == words)
            expectPlainWords(error)
            _ = try await onlyRequest(server)
        }
    }

    // MARK: - Broken connections, time-outs, cancellation

    @Test(
        "a connection that breaks: a body cut short, or a close before any answer",
        arguments: ["fault-truncated", "fault-close"])
    func connectionLost(word: String) async throws {
        try await onWire { server in
            let client = try client(server)

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar \(word)"))
            }

            #expect(error == .unreachable(host: "127.0.0.1", fault: .connectionLost))
            #expect(error.description == "could not reach NewsAPI at 127.0.0.1: the connection broke before the whole answer arrived")
            expectPlainWords(error)
            _ = try await onlyRequest(server)
        }
    }

    @Test("a slow answer against a 1 s timeout fails after about a second, not when the answer comes")
    func slowAnswerTimesOut() async throws {
        try await onWire { server in
            let client = try client(server, timeout: 1)
            let started = ContinuousClock.now
            let lag = Self.sharedPoolLag(from: started + .seconds(1))

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "solar fault-slow-30"))
            }

            let elapsed = ContinuousClock.now - started
            let poolLag = await lag.value
            #expect(error == .unreachable(host: "127.0.0.1", fault: .timedOut(seconds: 1)))
            #expect(error.description == "could not reach NewsAPI at 127.0.0.1: no answer came within 1 s")
            #expect(elapsed >= .milliseconds(900), "took \(elapsed)")
            #expect(elapsed < .milliseconds(1500) + poolLag, "took \(elapsed), of which the shared pool lagged \(poolLag)")
            _ = try await onlyRequest(server)
        }
    }

    @Test("cancelling a slow request ends it at once with CancellationError")
    func cancellation() async throws {
        try await onWire { server in
            let client = try client(server, timeout: 30)
            let task = Task(executorPreference: DedicatedExecutor(label: "NewsAPIWireTests.cancellation")) {
                try await client.everything(SearchQuery(query: "solar fault-slow-30"))
            }
            // Cancel only once the request is surely on the wire, waiting at the server; the deadline
            // only guards against a hang (a whole make test on two busy cores once took over 10 s).
            let deadline = ContinuousClock.now + .seconds(60)
            while try await server.requests().isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(try await server.requests().count == 1)

            let cancelled = ContinuousClock.now
            task.cancel()
            let lag = Self.sharedPoolLag(from: cancelled)
            let result = await task.result
            let elapsed = ContinuousClock.now - cancelled
            let poolLag = await lag.value

            #expect(throws: CancellationError.self) { try result.get() }
            #expect(elapsed < .milliseconds(200) + poolLag, "took \(elapsed), of which the shared pool lagged \(poolLag)")
        }
    }

    @Test("a port nothing listens on: connection refused, at once")
    func connectionRefused() async throws {
        try await withTaskExecutorPreference(DedicatedExecutor(label: "NewsAPIWireTests.refused")) {
            try await refusedAtOnce()
        }
    }

    private func refusedAtOnce() async throws {
        try await LoopbackSocket.withRefusingPort { port in
            let client = NewsAPIClient(
                key: try NewsAPIKey(validating: Self.paid),
                configuration: try NewsAPIConfiguration(
                    baseURL: "http://127.0.0.1:\(port)", requestTimeout: 120, appVersion: Self.appVersion)
            )
            let started = ContinuousClock.now

            let error = try await #require(throws: NewsAPIError.self) {
                try await client.topHeadlines(HeadlinesQuery(country: "us"))
            }

            #expect(error == .unreachable(host: "127.0.0.1", fault: .connectionRefused))
            #expect(error.description == "could not reach NewsAPI at 127.0.0.1: the connection was refused (is the service running?)")
            expectPlainWords(error)
            // Far below the 120 s timeout, with room for a test process whose shared pool is seconds
            // behind (a full run on two busy cores once took 19 s).
            #expect(ContinuousClock.now - started < .seconds(60), "a refused connection is not retried until the timeout")
        }
    }

    // MARK: - Helpers

    /// Starts `fake-newsapi` and runs `body` with it on an executor of its own (see
    /// ``DedicatedExecutor``), so time limits measure the client, not a full test pool.
    private func onWire<T>(_ body: (FakeNewsAPIProcess) async throws -> T) async throws -> T {
        try await withTaskExecutorPreference(DedicatedExecutor(label: "NewsAPIWireTests")) {
            try await FakeNewsAPIProcess.with(body)
        }
    }

    /// How late the shared cooperative pool runs two jobs in turn that become ready at `instant`.
    ///
    /// AsyncHTTPClient cancels a request (on `Task` cancellation, and when the transport's timer
    /// wins) from a `Task` of its own that then enters an actor of its own: two jobs on the shared
    /// pool, whatever executor the caller prefers. Under a full `swift test` on two cores that pool
    /// can be seconds behind; this measures by how much, so the limits above count only the
    /// client's own time (with an idle pool the lag is close to zero and the limits are strict).
    private static func sharedPoolLag(from instant: ContinuousClock.Instant) -> Task<Duration, Never> {
        Task.detached {
            try? await Task.sleep(until: instant, clock: .continuous)
            let ran = await Task.detached { ContinuousClock.now }.value
            return max(.zero, ran - instant)
        }
    }

    /// A client with the real transport (the default) pointed at `server`.
    private func client(_ server: FakeNewsAPIProcess, key: String = paid, timeout: TimeInterval = 30) throws -> NewsAPIClient {
        NewsAPIClient(
            key: try NewsAPIKey(validating: key),
            configuration: try NewsAPIConfiguration(baseURL: server.url, requestTimeout: timeout, appVersion: Self.appVersion)
        )
    }

    /// The one request the server recorded, after checking the headers every request carries.
    private func onlyRequest(
        _ server: FakeNewsAPIProcess,
        key: String = paid,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ServedRequest {
        let requests = try await server.requests()
        try #require(requests.count == 1, "\(requests)", sourceLocation: sourceLocation)
        checkHeaders(requests[0], key: key, sourceLocation: sourceLocation)
        return requests[0]
    }

    /// `x-api-key` is the key, which appears in no address; `user-agent` is newsdesk's; `accept` is JSON.
    private func checkHeaders(_ request: ServedRequest, key: String = paid, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(request.method == "GET", sourceLocation: sourceLocation)
        #expect(request.header("x-api-key") == key, sourceLocation: sourceLocation)
        #expect(!request.path.contains(key), sourceLocation: sourceLocation)
        #expect(!request.rawQuery.contains(key), sourceLocation: sourceLocation)
        #expect(request.header("user-agent")?.hasPrefix("newsdesk/") == true, sourceLocation: sourceLocation)
        #expect(request.header("accept") == "application/json", sourceLocation: sourceLocation)
    }

    /// A service error with `code` and `status`, whose message reads "meaning (code): server's message".
    private func expectService(
        _ error: NewsAPIError,
        code: NewsAPIErrorCode,
        status: Int,
        retryAfter: HTTPRetryAfter? = nil,
        key: String = paid,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        guard case .service(let actualCode, let message, let actualStatus, let actualRetry) = error else {
            Issue.record("expected a service error, got \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(actualCode == code, sourceLocation: sourceLocation)
        #expect(actualStatus == status, sourceLocation: sourceLocation)
        #expect(actualRetry == retryAfter, sourceLocation: sourceLocation)
        #expect(error.code == code, sourceLocation: sourceLocation)
        #expect(!message.isEmpty, "the server's own message is kept", sourceLocation: sourceLocation)
        let label = if case .other = code { "\(code), HTTP \(status)" } else { "\(code)" }
        #expect(
            error.description.hasPrefix("\(code.meaning) (\(label)): \(message.prefix(20))"), "\(error.description)",
            sourceLocation: sourceLocation)
        expectPlainWords(error, key: key, sourceLocation: sourceLocation)
    }

    /// The message is words: no JSON, no Swift type dumps, no key.
    private func expectPlainWords(_ error: NewsAPIError, key: String = paid, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = error.description
        #expect(!text.isEmpty, sourceLocation: sourceLocation)
        #expect(!text.contains(key), sourceLocation: sourceLocation)
        for fragment in ["{", "}", "\"status\"", "Optional(", "Error(", "NIO", "HTTPClient", "errno"] {
            #expect(!text.contains(fragment), "\(text)", sourceLocation: sourceLocation)
        }
        #expect(error.errorDescription == text, sourceLocation: sourceLocation)
    }

    /// Percent-encodes every UTF-8 byte but RFC 3986's unreserved characters, written independently
    /// of the client's own encoder.
    private static func unreservedOnly(_ text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
