import Foundation

@testable import NewsWeb

/// Keys, answers and clients for the NewsAPI tests.
enum NewsAPIFixture {
    /// A key in NewsAPI's format: 32 hex digits.
    static let secret = "0123456789abcdef0123456789abab12"

    /// The key.
    static func key() throws -> NewsAPIKey {
        try NewsAPIKey(validating: secret)
    }

    /// A client on `https://newsapi.org` (or another base) talking to a scripted transport.
    static func client(
        _ transport: ScriptedTransport,
        baseURL: String = NewsAPIConfiguration.defaultBaseURL,
        clock: ManualClock = ManualClock(),
        cachePolicy: NewsAPICachePolicy = NewsAPICachePolicy()
    ) throws -> NewsAPIClient {
        NewsAPIClient(
            key: try key(),
            configuration: try NewsAPIConfiguration(baseURL: baseURL, appVersion: "1.2.3"),
            transport: transport,
            cachePolicy: cachePolicy,
            now: { clock.now }
        )
    }

    /// An answer with a JSON body.
    static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
        var headers = headers
        headers["Content-Type"] = headers["Content-Type"] ?? "application/json; charset=utf-8"
        return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
    }

    /// A successful article answer with `count` simple articles.
    static func articles(_ count: Int = 1, total: Int? = nil) -> HTTPResponse {
        let items = (0..<count).map { index in
            #"{"source":{"id":"wire","name":"Wire"},"title":"Story \#(index)","url":"https://wire.example/\#(index)","publishedAt":"2024-05-01T10:20:30Z"}"#
        }
        return json(#"{"status":"ok","totalResults":\#(total ?? count),"articles":[\#(items.joined(separator: ","))]}"#)
    }

    /// A successful sources answer.
    static func sources(_ ids: [String] = ["bbc-news", "wire"]) -> HTTPResponse {
        let items = ids.map { #"{"id":"\#($0)","name":"\#($0.uppercased())","category":"general","language":"en","country":"gb"}"# }
        return json(#"{"status":"ok","sources":[\#(items.joined(separator: ","))]}"#)
    }

    /// NewsAPI's error JSON.
    static func error(_ code: String, _ message: String, status: Int, headers: [String: String] = [:]) -> HTTPResponse {
        json(#"{"status":"error","code":"\#(code)","message":"\#(message)"}"#, status: status, headers: headers)
    }

    /// 2024-05-01T10:20:30Z.
    static let mayFirst = Date(timeIntervalSince1970: 1_714_558_830)
}
