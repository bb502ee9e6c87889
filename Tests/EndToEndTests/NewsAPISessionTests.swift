import FakeNewsAPIProcess
import Foundation
import Testing

/// newsdesk against a NewsAPI look-alike on loopback (`fake-newsapi`, a separate process): sign-in,
/// browsing, the key file, and every fault ending in the failure view.
@Suite("NewsAPI sessions against a loopback service")
struct NewsAPISessionTests {
    static func signIn(key: String = FakeNewsAPIProcess.paidKey) -> String {
        "newsapi\n\(key)\nus\ntechnology, science\n"
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode & 0o777
    }

    @Test("a rejected key, a sign-in, headlines, a failure and a retry, as a script reads them")
    func rejectedKeyThenSignInThenFailureAndRetry() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script = try home.writeScript(
                    named: "live.nd",
                    """
                    newsapi
                    \(FakeNewsAPIProcess.unknownKey)
                    \(Self.signIn())headlines
                    search fault-flaky harbour
                    retry
                    whoami
                    quit

                    """)
                let result = try await home.run(["--newsapi-url", service.url, "--keep-going", "-f", script.path])

                #expect(result.status == 1, "a failed command makes the exit status 1, even with --keep-going")
                #expect(
                    result.stderrLines == [
                        "\(script.path):1: error: NewsAPI did not accept the API key (apiKeyInvalid): Your API key is invalid or incorrect. Check your key, or go to https://newsapi.org to create a free API key.",
                        "\(script.path):8: error: NewsAPI failed on its side (unexpectedError): This shouldn't happen, and if it does then it's our fault, not yours. Try the request again shortly.",
                    ])
                let transcript = Transcript(result.stdout)
                #expect(
                    transcript.commands == ["newsapi", "newsapi", "headlines", "search fault-flaky harbour", "retry", "whoami", "quit"])
                #expect(
                    transcript.steps.map(\.prompt) == [
                        "newsdesk", "newsdesk", "newsapi@newsapi:home", "newsapi@newsapi:headlines",
                        "newsapi@newsapi:search", "newsapi@newsapi:search", "newsapi@newsapi:search",
                    ])
                let headlines = try #require(transcript.output(of: "headlines"))
                #expect(headlines.first?.hasPrefix("Top headlines: your country (page 1 of 6, 105 articles)") == true)
                let retried = try #require(transcript.output(of: "retry"))
                #expect(retried.first?.hasPrefix("Search: fault-flaky harbour") == true)
                #expect(!Transcript.items(retried).isEmpty)
                let whoami = try #require(transcript.output(of: "whoami"))
                #expect(whoami.first?.hasSuffix("with the key ****************************0001") == true)

                let keyFile = home.path + "/credentials/newsapi-key"
                #expect(Self.mode(keyFile) == 0o600)
                #expect(Self.mode(home.path + "/credentials") == 0o700)
                for secret in [FakeNewsAPIProcess.paidKey, FakeNewsAPIProcess.unknownKey] {
                    #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
                }
                #expect(home.filesContaining(Data(FakeNewsAPIProcess.paidKey.utf8)).sorted() == [keyFile, script.path].sorted())
                #expect(home.filesContaining(Data(FakeNewsAPIProcess.unknownKey.utf8)) == [script.path])
            }
        }
    }

    @Test("the NewsAPI session lasts until logout, which forgets the key")
    func sessionLastsUntilLogout() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let first = try await home.run(["--newsapi-url", service.url], input: Self.signIn() + "quit\n")
                try #require(first.status == 0, "\(first.stderr)")

                let second = try await home.run(["--newsapi-url", service.url], input: "sources --category science\nlogout\nquit\n")
                #expect(second.status == 0, "\(second.stderr)")
                let transcript = Transcript(second.stdout)
                #expect(transcript.steps.map(\.prompt) == ["newsapi@newsapi:home", "newsapi@newsapi:sources", "newsdesk"])
                #expect(transcript.output(of: "sources --category science")?.first?.hasPrefix("Sources: science") == true)
                #expect(!home.contains("credentials/newsapi-key"))
            }
        }
    }

    @Test("every fault ends in the failure view in plain words, and the session goes on")
    func faultsEndInTheFailureView() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let setup = try await home.run(["--newsapi-url", service.url], input: Self.signIn() + "quit\n")
                try #require(setup.status == 0, "\(setup.stderr)")
                let faults: [(command: String, words: String)] = [
                    ("search fault-slow-5", "no answer came within 1 s"),
                    ("search fault-html", "with an HTML page instead of news"),
                    ("search fault-empty", "empty"),
                    ("search fault-malformed", "NewsAPI"),
                    ("search fault-truncated", "NewsAPI"),
                    ("search fault-close", "NewsAPI"),
                    ("search fault-ratelimited", "(rateLimited)"),
                    ("search fault-ratelimited-date", "Try again after "),
                    ("search fault-error-500-unexpectedError", "unexpectedError"),
                ]
                let input = faults.map(\.command).joined(separator: "\n") + "\nheadlines\nquit\n"
                let started = Date()
                let result = try await home.run(["--newsapi-url", service.url, "--newsapi-timeout", "1", "--keep-going"], input: input)

                #expect(result.status == 1)
                #expect(Date().timeIntervalSince(started) < 20, "a slow answer costs the timeout, not more")
                #expect(result.stderrLines.count == faults.count, "\(result.stderr)")
                for (line, fault) in zip(result.stderrLines, faults) {
                    #expect(line.contains(fault.words), "\(fault.command): \(line)")
                    #expect(line.hasPrefix("-:"), "scripted from stdin: \(line)")
                }
                let transcript = Transcript(result.stdout)
                for fault in faults {
                    let shown = transcript.output(of: fault.command) ?? []
                    #expect(shown.first?.hasPrefix("Failed: ") == true, "\(fault.command): \(shown)")
                    #expect(shown.contains("Type 'retry' to try again."), "\(fault.command)")
                }
                #expect(transcript.output(of: "headlines")?.first?.hasPrefix("Top headlines") == true, "the session survives every fault")
            }
        }
    }

    @Test("a service that cannot be reached fails sign-in in plain words")
    func unreachableService() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--newsapi-url", "http://127.0.0.1:9"], input: "newsapi\n\(FakeNewsAPIProcess.paidKey)\n")
            #expect(result.status == 1)
            #expect(result.stderr.contains("could not reach NewsAPI at 127.0.0.1"), "\(result.stderr)")
            #expect(!home.contains("credentials/newsapi-key"))
        }
    }

    @Test("the free plan's limit stops paging with the service's word for it")
    func developerPlanStopsPaging() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let input = Self.signIn(key: FakeNewsAPIProcess.developerKey) + "headlines\nnext\nnext\nnext\nnext\nnext\nnext\nquit\n"
                let result = try await home.run(["--newsapi-url", service.url, "--keep-going"], input: input)

                #expect(result.status == 1)
                #expect(result.stderrLines.count == 2, "\(result.stderr)")
                #expect(result.stderrLines.first?.contains("staying on page 5: no later page can be read") == true)
                #expect(result.stderrLines.last?.contains("the last page the news service lets you read") == true)
                #expect(result.stdout.contains("(maximumResultsReached)"))
            }
        }
    }

    @Test(
        "plain http to another computer is refused at start, as a usage error",
        arguments: ["http://example.com", "ftp://127.0.0.1", "not a url"])
    func insecureAddressRefused(address: String) async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--newsapi-url", address], input: "quit\n")
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("newsdesk: error: "), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}

extension NewsAPISessionTests {
    @Test("in a NewsAPI session too, a search that can find nothing and an unknown source are error lines; nothing is pushed")
    func inputMistakesPushNothing() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script = Self.signIn() + "headlines\nsearch +\nsearch -harbour\nsource harborview-herlad\nsource harborview-herald\n"
                let result = try await home.run(["--newsapi-url", service.url, "--keep-going"], input: script)

                #expect(result.status == 1)
                #expect(result.stderrLines.count == 3, "\(result.stderr)")
                #expect(result.stderrLines.first?.hasPrefix("-:6: error: '+' holds no word to search for") == true, "\(result.stderr)")
                #expect(
                    result.stderr.contains(
                        "-:7: error: '-harbour' only leaves words out, so nothing can match; a search needs a word to find (did you mean 'search harbour'?)"
                    ))
                #expect(result.stderr.contains("-:8: error: no source has the id 'harborview-herlad' (did you mean 'harborview-herald'?"))
                #expect(!result.stdout.contains("retry"))
                let transcript = Transcript(result.stdout)
                #expect(
                    transcript.steps.map(\.prompt).suffix(4) == [
                        "newsapi@newsapi:headlines", "newsapi@newsapi:headlines", "newsapi@newsapi:headlines", "newsapi@newsapi:headlines",
                    ])
                #expect(transcript.output(of: "source harborview-herald")?.first?.hasPrefix("The Harborview Herald") == true)
            }
        }
    }
}
