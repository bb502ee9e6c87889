import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Did you mean: mistyped arguments get the closest known value")
struct ArgumentSuggestionTests {
    static let sources = [
        Source(id: "ferrobyte-review", name: "Ferrobyte Review"),
        Source(id: "gullhaven-ledger", name: "Gullhaven Ledger"),
    ]

    /// The error line a mistyped command line ends with, on the home screen.
    static func error(of line: String) async throws -> String {
        let harness = FlowHarness.signedIn(news: FakeNewsService(sources: sources))
        try await harness.app.start()
        harness.console.clearOutput()
        #expect(await harness.run(line) == false)
        return harness.console.errors
    }

    @Test(
        "a category, a sort order, a language, a flag and a source id each suggest the closest",
        arguments: [
            ("headlines tecnology", "(did you mean 'technology'?)"),
            ("search storm --sort popular", "(did you mean 'popularity'?)"),
            ("sources --language eng", "(did you mean 'en'?)"),
            ("sources --countyr gb", "unknown flag '--countyr' (did you mean '--country'?)"),
            ("headlines --country uk", "(did you mean 'gb'? NewsAPI codes the United Kingdom gb)"),
            ("source ferobyte-review", "no source has the id 'ferobyte-review' (did you mean 'ferrobyte-review'? 'sources' lists them)"),
            ("hedlines", "unknown command 'hedlines' (did you mean 'headlines'?)"),
        ])
    func suggested(line: String, hint: String) async throws {
        let error = try await Self.error(of: line)
        #expect(error.contains(hint), "\(line): \(error)")
    }

    @Test(
        "nothing close, no guess: the message says what is accepted instead",
        arguments: [
            ("source nothing-like-it", "no source has the id 'nothing-like-it' (type 'sources' to list them)"),
            ("sources --language xx", "--language takes one of ar de en es fr he it nl no pt ru sv ud zh, not 'xx'\n"),
        ])
    func noGuess(line: String, message: String) async throws {
        let error = try await Self.error(of: line)
        #expect(error.contains(message), "\(line): \(error)")
        #expect(!error.contains("did you mean"))
    }
}
