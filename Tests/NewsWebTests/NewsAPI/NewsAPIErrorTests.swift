import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("NewsAPI client: errors in plain words")
struct NewsAPIErrorTests {
    static let codeCases: [(String, Int, String)] = [
        ("parameterInvalid", 400, "NewsAPI refused a parameter of the request (parameterInvalid)"),
        ("parametersMissing", 400, "NewsAPI needs more to go on for this request (parametersMissing)"),
        ("sourcesTooMany", 400, "NewsAPI refused the request for naming too many sources (sourcesTooMany)"),
        ("sourceDoesNotExist", 400, "NewsAPI does not know a source the request names (sourceDoesNotExist)"),
        ("apiKeyDisabled", 401, "NewsAPI has disabled this API key (apiKeyDisabled)"),
        ("apiKeyInvalid", 401, "NewsAPI did not accept the API key (apiKeyInvalid)"),
        ("apiKeyMissing", 401, "NewsAPI received no API key (apiKeyMissing)"),
        ("maximumResultsReached", 426, "NewsAPI serves no more results for this request on this plan (maximumResultsReached)"),
        ("rateLimited", 429, "NewsAPI is limiting how often this key may ask (rateLimited)"),
        ("apiKeyExhausted", 429, "this API key has used up its NewsAPI requests for now (apiKeyExhausted)"),
        ("unexpectedError", 500, "NewsAPI failed on its side (unexpectedError)"),
        ("brandNewCode", 418, "NewsAPI refused the request (brandNewCode, HTTP 418)"),
    ]

    @Test("every documented code, and an unknown one, shows its code and NewsAPI's message", arguments: codeCases)
    func serviceCodes(code: String, status: Int, words: String) async throws {
        let transport = ScriptedTransport(always: NewsAPIFixture.error(code, "Said the server.", status: status))
        let client = try NewsAPIFixture.client(transport)

        let error = try #require(
            await #expect(throws: NewsAPIError.self) {
                try await client.everything(SearchQuery(query: "tide"))
            })

        #expect(error.description == "\(words): Said the server.")
        #expect(String(describing: error) == error.description)
        #expect(error.localizedDescription == error.description)
        #expect(error.code?.description == code)
        #expect(error.isKeyRejected == (status == 401))
        #expect(error.isMaximumResultsReached == (code == "maximumResultsReached"))
        #expect(error.retryAfter == nil)
    }

    @Test("a long server message is trimmed and cut; an empty one is left out")
    func serverMessage() async throws {
        let long = "  " + String(repeating: "x", count: 2_000) + "  "
        let transport = ScriptedTransport([
            .response(NewsAPIFixture.error("parameterInvalid", long, status: 400)),
            .response(NewsAPIFixture.error("parameterInvalid", " ", status: 400)),
        ])
        let client = try NewsAPIFixture.client(transport)

        let cut = await #expect(throws: NewsAPIError.self) { try await client.everything(SearchQuery(query: "a")) }
        let empty = await #expect(throws: NewsAPIError.self) { try await client.everything(SearchQuery(query: "b")) }

        let message = try #require(cut?.description)
        #expect(message.hasPrefix("NewsAPI refused a parameter of the request (parameterInvalid): xxx"))
        #expect(message.hasSuffix("x…"))
        #expect(message.count < 400)
        #expect(empty?.description == "NewsAPI refused a parameter of the request (parameterInvalid)")
    }

    @Test("429 with Retry-After in seconds says when to try again")
    func retryAfterSeconds() async throws {
        let answer = NewsAPIFixture.error(
            "rateLimited", "You have made too many requests recently.", status: 429, headers: ["retry-after": "30"])
        let client = try NewsAPIFixture.client(ScriptedTransport(always: answer))

        let error = await #expect(throws: NewsAPIError.self) { try await client.topHeadlines(HeadlinesQuery(country: "us")) }

        #expect(error?.retryAfter == .seconds(30))
        #expect(error?.retryAfter?.delay() == 30)
        #expect(
            error?.description
                == "NewsAPI is limiting how often this key may ask (rateLimited): You have made too many requests recently. Try again in 30 s."
        )
    }

    @Test("429 with an HTTP-date Retry-After and no body names the time, in UTC")
    func retryAfterDate() async throws {
        let answer = HTTPResponse(status: 429, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        let client = try NewsAPIFixture.client(ScriptedTransport(always: answer))

        let error = await #expect(throws: NewsAPIError.self) { try await client.topHeadlines(HeadlinesQuery(country: "us")) }

        let moment = Date(timeIntervalSince1970: 1_445_412_480)
        #expect(error?.retryAfter == .date(moment))
        #expect(error?.retryAfter?.delay(from: moment.addingTimeInterval(-90)) == 90)
        #expect(error?.retryAfter?.delay(from: moment.addingTimeInterval(90)) == 0)
        #expect(
            error?.description
                == "NewsAPI answered HTTP 429 (Too Many Requests) with an empty answer instead of news; try again after 2015-10-21 07:28:00 UTC"
        )
    }

    @Test("an unreadable Retry-After is ignored")
    func retryAfterUnreadable() {
        #expect(HTTPRetryAfter(header: "soon") == nil)
        #expect(HTTPRetryAfter(header: "-5") == nil)
        #expect(HTTPRetryAfter(header: "Wed, 31 Feb 2015 07:28:00 GMT") == nil)
        #expect(HTTPRetryAfter(header: " 120 ") == .seconds(120))
    }

    static let bodyCases: [(HTTPResponse, String)] = [
        (
            HTTPResponse(status: 502, headers: ["Content-Type": "text/html"], body: Data("<html><body>Bad gateway</body></html>".utf8)),
            "NewsAPI answered HTTP 502 (Bad Gateway) with an HTML page instead of news"
        ),
        (
            HTTPResponse(status: 200, body: Data("\n <!DOCTYPE html><p>Log in to the Wi-Fi</p>".utf8)),
            "NewsAPI answered HTTP 200 (OK) with an HTML page instead of news"
        ),
        (HTTPResponse(status: 503), "NewsAPI answered HTTP 503 (Service Unavailable) with an empty answer instead of news"),
        (
            HTTPResponse(status: 500, body: Data("upstream down".utf8)),
            "NewsAPI answered HTTP 500 (Internal Server Error) with text that is not JSON instead of news"
        ),
        (
            NewsAPIFixture.json(#"{"status":"ok","articles":["#),
            "NewsAPI answered HTTP 200 (OK) with JSON that does not parse instead of news"
        ),
        (
            NewsAPIFixture.json(#"{"hello":"world"}"#),
            "NewsAPI answered HTTP 200 (OK) with JSON that is not a NewsAPI answer (no 'status' of 'ok') instead of news"
        ),
        (
            NewsAPIFixture.json(#"{"status":"ok"}"#),
            "NewsAPI answered HTTP 200 (OK) with JSON that is not a NewsAPI answer (no 'articles') instead of news"
        ),
        (
            NewsAPIFixture.json(#"[1, 2]"#),
            "NewsAPI answered HTTP 200 (OK) with JSON that is not a NewsAPI answer (fields of unexpected types) instead of news"
        ),
        (
            NewsAPIFixture.json(#"{"status":"error"}"#, status: 400),
            "NewsAPI answered HTTP 400 (Bad Request) with JSON that is not a NewsAPI answer (an error without a code) instead of news"
        ),
        (
            NewsAPIFixture.json(#"{"message":"busy"}"#, status: 599),
            "NewsAPI answered HTTP 599 with JSON that is not a NewsAPI answer (no 'status') instead of news"
        ),
        (
            HTTPResponse(status: 301, headers: ["Location": "http://elsewhere.example/"]),
            "NewsAPI answered HTTP 301 (Moved Permanently), a redirect newsdesk does not follow: check the NewsAPI address"
        ),
    ]

    @Test("answers that are not news name the status and what came instead", arguments: bodyCases)
    func notNews(response: HTTPResponse, words: String) async throws {
        let client = try NewsAPIFixture.client(ScriptedTransport(always: response))

        let error = await #expect(throws: NewsAPIError.self) { try await client.everything(SearchQuery(query: "tide")) }

        #expect(error?.description == words)
        #expect(error?.code == nil)
    }

    @Test("a 401 or 426 without JSON still counts as a key rejection or the results limit")
    func statusHelpersWithoutJSON() {
        #expect(NewsAPIError.unreadableAnswer(status: 401, body: .htmlPage, retryAfter: nil).isKeyRejected)
        #expect(NewsAPIError.unreadableAnswer(status: 426, body: .empty, retryAfter: nil).isMaximumResultsReached)
        #expect(!NewsAPIError.unreadableAnswer(status: 500, body: .empty, retryAfter: nil).isKeyRejected)
    }

    static let faultCases: [(HTTPTransportFault, String)] = [
        (.connectionRefused, "could not reach NewsAPI at newsapi.org: the connection was refused (is the service running?)"),
        (.hostNotFound, "could not reach NewsAPI at newsapi.org: the host name could not be found (check the address and your DNS)"),
        (.timedOut(seconds: 15), "could not reach NewsAPI at newsapi.org: no answer came within 15 s"),
        (.timedOut(seconds: 2.5), "could not reach NewsAPI at newsapi.org: no answer came within 2.5 s"),
        (.connectionLost, "could not reach NewsAPI at newsapi.org: the connection broke before the whole answer arrived"),
        (
            .secureConnectionFailed,
            "could not reach NewsAPI at newsapi.org: the secure (TLS) connection failed: the certificate was not trusted or the handshake broke"
        ),
        (.offline, "could not reach NewsAPI at newsapi.org: this computer is not connected to a network"),
    ]

    @Test("transport faults name the host and what went wrong", arguments: faultCases)
    func transportFaults(fault: HTTPTransportFault, words: String) async throws {
        let client = try NewsAPIFixture.client(ScriptedTransport([.fault(fault)]))

        let error = await #expect(throws: NewsAPIError.self) { try await client.sources(SourcesQuery()) }

        #expect(error == .unreachable(host: "newsapi.org", fault: fault))
        #expect(error?.description == words)
    }

    @Test("a cancelled transport stays a CancellationError")
    func cancellation() async throws {
        struct Cancelling: HTTPTransport {
            func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw CancellationError() }
        }
        let client = NewsAPIClient(
            key: try NewsAPIFixture.key(),
            configuration: try NewsAPIConfiguration(appVersion: "1"),
            transport: Cancelling()
        )

        await #expect(throws: CancellationError.self) { try await client.sources(SourcesQuery()) }
    }
}
