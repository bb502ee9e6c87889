import Foundation
import Logging
import NewsdeskTestSupport
import Testing

@testable import NewsWeb

/// `NEWSDESK_LOG`'s lines: one per request, never a secret.
@Suite("The log: requests, secrets masked")
struct LoggingTests {
    @Test("an address loses its password and every query value named like a secret; controls never reach a line")
    func maskedAddresses() throws {
        let url = try #require(
            URL(string: "https://ann:hunter2@feeds.example/private.xml?apiKey=k1&user_token=t2&page=2&Private-Key=k3&q=tea"))
        #expect(
            LogText.maskedAddress(url) == "https://***:***@feeds.example/private.xml?apiKey=***&user_token=***&page=2&Private-Key=***&q=tea"
        )
        #expect(LogText.clean("bad\u{1B}[2J\u{9B}31m\u{202E}name\nnext") == "bad[2J31mname next")
    }

    @Test("a request's line: address masked, status, bytes and milliseconds; a header's value never; a failure says why")
    func requestLines() async throws {
        let book = RecordingLogHandler.Book()
        let logger = RecordingLogHandler.logger(book, level: .debug)
        let answer = HTTPResponse(status: 200, body: Data(repeating: 0x41, count: 12_345))
        let transport = LoggingTransport(ScriptedTransport([.response(answer), .fault(.connectionRefused)]), logger: logger)
        let request = HTTPRequest(
            url: try #require(URL(string: "https://api.example/v2/top?apiKey=the-secret&country=us")),
            headers: ["X-Api-Key": "the-secret", "If-None-Match": "\"v1\""])
        _ = try await transport.send(request)
        await #expect(throws: HTTPTransportFault.connectionRefused) { try await transport.send(request) }
        let lines = book.messages
        #expect(lines.count == 4)
        #expect(lines[0] == "debug GET https://api.example/v2/top?apiKey=***&country=us asks with If-None-Match")
        #expect(lines[1].hasPrefix("info GET https://api.example/v2/top?apiKey=***&country=us 200, 12,345 bytes, "))
        #expect(lines[1].hasSuffix(" ms"))
        #expect(lines[2] == lines[0])
        #expect(lines[3].hasPrefix("info GET https://api.example/v2/top?apiKey=***&country=us failed after "))
        #expect(lines[3].hasSuffix("ms: the connection was refused (is the service running?)"))
        #expect(!lines.joined().contains("the-secret"))
        #expect(LoggingTransport.logging(ScriptedTransport([]), to: .off) is ScriptedTransport, "no log, no wrapper")
    }
}
