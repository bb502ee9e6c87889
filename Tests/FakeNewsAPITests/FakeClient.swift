import FakeNewsAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a test request carries its key.
enum KeyPlacement: Sendable {
    case header, query, bearer, bareAuthorization, none
}

/// One answer as a URLSession client saw it.
struct FakeAnswer: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// A header by name, any case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The body as a JSON object.
    var json: [String: Any] {
        get throws {
            guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                throw ClientFailure("body is not a JSON object: \(text)")
            }
            return object
        }
    }

    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The `articles` array of an ok answer.
    var articles: [[String: Any]] {
        get throws { try json["articles"] as? [[String: Any]] ?? [] }
    }

    /// The `code` of an error answer.
    var code: String? { (try? json)?["code"] as? String }
}

/// A failure in the test client itself.
struct ClientFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A URLSession client of the fake, with timeouts so no test can hang.
///
/// The timeout is generous (two minutes) on purpose: the server runs in the test process and shares its
/// cooperative thread pool with every other test, and a full `swift test` on two cores can keep
/// that pool busy for seconds (beside a build, for over half a minute). A request that is answered
/// at all is answered in milliseconds.
struct FakeClient: Sendable {
    let base: URL
    let session: URLSession

    init(base: URL, timeout: TimeInterval = 120) {
        self.base = base
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// GETs `path` with `query` (in order), carrying `key` as `placement` says.
    func get(
        _ path: String,
        _ query: [(String, String)] = [],
        key: String? = DemoKeys.paid,
        placement: KeyPlacement = .header
    ) async throws -> FakeAnswer {
        var items = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        if let key, placement == .query { items.append(URLQueryItem(name: "apiKey", value: key)) }
        guard var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw ClientFailure("bad path \(path)")
        }
        if !items.isEmpty {
            components.queryItems = items
            // URLComponents leaves "+" alone; NewsAPI reads "+" as a space, so send it escaped.
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        guard let url = components.url else { throw ClientFailure("bad query \(query)") }
        var request = URLRequest(url: url)
        if let key {
            switch placement {
            case .header: request.setValue(key, forHTTPHeaderField: "X-Api-Key")
            case .bearer: request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
            case .bareAuthorization: request.setValue(key, forHTTPHeaderField: "Authorization")
            case .query, .none: break
            }
        }
        return try await exchange(request)
    }

    /// Sends `method` to `path` with no key and no query, as a test in another process reads the
    /// fake's control endpoints (`GET` / `DELETE /__fake/requests`).
    func send(_ method: String, _ path: String) async throws -> FakeAnswer {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        return try await exchange(request)
    }

    private func exchange(_ request: URLRequest) async throws -> FakeAnswer {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw ClientFailure("not an HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return FakeAnswer(status: http.statusCode, headers: headers, body: data)
    }
}

/// Starts a fake server, runs `body` with it and a client, and stops it even when `body` throws.
func withFakeServer<T: Sendable>(
    keys: [String: APIKeyStatus] = DemoKeys.all,
    timeout: TimeInterval = 120,
    _ body: (FakeNewsAPIServer, FakeClient) async throws -> T
) async throws -> T {
    let server = FakeNewsAPIServer(keys: keys)
    let url = try await server.start()
    let client = FakeClient(base: url, timeout: timeout)
    do {
        let result = try await body(server, client)
        client.session.invalidateAndCancel()
        await server.stop()
        return result
    } catch {
        client.session.invalidateAndCancel()
        await server.stop()
        throw error
    }
}
