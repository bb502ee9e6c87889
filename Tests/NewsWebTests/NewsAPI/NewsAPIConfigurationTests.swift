import Testing

@testable import NewsWeb

@Suite("NewsAPI configuration: which addresses are allowed")
struct NewsAPIConfigurationTests {
    @Test("defaults: https://newsapi.org, 15 seconds, newsdesk and its version as User-Agent")
    func defaults() throws {
        let configuration = try NewsAPIConfiguration(appVersion: "0.1.0")

        #expect(configuration.baseURL.absoluteString == "https://newsapi.org")
        #expect(configuration.requestTimeout == 15)
        #expect(configuration.userAgent == "newsdesk/0.1.0")
    }

    static let acceptedCases: [(String, String)] = [
        ("https://newsapi.org", "https://newsapi.org"),
        ("HTTPS://news.example.com:8443/api/", "https://news.example.com:8443/api"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("http://127.200.3.4/", "http://127.200.3.4"),
        ("http://localhost:9000", "http://localhost:9000"),
        ("http://LOCALHOST.", "http://LOCALHOST."),
        ("http://[::1]:8080", "http://[::1]:8080"),
        ("http://[0:0:0:0:0:0:0:1]", "http://[0:0:0:0:0:0:0:1]"),
        ("  https://newsapi.org/  ", "https://newsapi.org"),
        ("\t\u{00A0}https://newsapi.org\r\n\u{2028}\u{85}", "https://newsapi.org"),
    ]

    @Test("https anywhere, plain http only to this computer", arguments: acceptedCases)
    func accepted(text: String, base: String) throws {
        #expect(try NewsAPIConfiguration(baseURL: text, appVersion: "1").baseURL.absoluteString == base)
    }

    static let refusedCases: [(String, NewsAPIConfigurationError)] = [
        ("http://example.com", .insecureRemoteHost("example.com")),
        ("http://127.0.0.1.evil.example", .insecureRemoteHost("127.0.0.1.evil.example")),
        ("http://128.0.0.1", .insecureRemoteHost("128.0.0.1")),
        ("http://[::2]", .insecureRemoteHost("[::2]")),
        ("ftp://newsapi.org", .unsupportedScheme("ftp")),
        ("file:///etc/passwd", .unsupportedScheme("file")),
        ("newsapi.org", .notAnAddress("newsapi.org")),
        ("https://", .notAnAddress("https://")),
        ("https://user:secret@newsapi.org", .containsCredentials),
        ("https://newsapi.org/?apiKey=1", .containsQueryOrFragment),
    ]

    @Test("other addresses are refused in plain words", arguments: refusedCases)
    func refused(text: String, expected: NewsAPIConfigurationError) {
        let error = #expect(throws: NewsAPIConfigurationError.self) { try NewsAPIConfiguration(baseURL: text, appVersion: "1") }
        if case .insecureRemoteHost = expected, case .insecureRemoteHost(let host) = error {
            // URLComponents may or may not keep an IPv6 host's brackets.
            #expect(host.trimmingCharacters(in: ["[", "]"]) == "\(expected)".split(separator: "'")[1].trimmingCharacters(in: ["[", "]"]))
        } else {
            #expect(error == expected)
        }
        #expect(error?.description.isEmpty == false)
    }

    @Test("the messages say what to do")
    func words() {
        #expect(
            NewsAPIConfigurationError.insecureRemoteHost("example.com").description
                == "plain http would send the API key unencrypted to 'example.com': use https (http is allowed only for localhost, 127.0.0.1 or ::1)"
        )
        #expect(NewsAPIConfigurationError.unsupportedScheme("ftp").description == "newsdesk reaches NewsAPI only over https, not 'ftp'")
    }

    @Test("a timeout must be above zero", arguments: [0.0, -1, .infinity, .nan])
    func timeout(seconds: Double) {
        #expect(throws: NewsAPIConfigurationError.self) { try NewsAPIConfiguration(requestTimeout: seconds, appVersion: "1") }
    }
}
