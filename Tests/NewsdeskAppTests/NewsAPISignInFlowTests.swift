import Foundation
import NewsAccounts
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("NewsAPI sign-in flow")
struct NewsAPISignInFlowTests {
    static let goodKey = "0123456789abcdef0123456789abcdef"
    static let wrongKey = "ffffffffffffffffffffffffffff9999"

    @Test("newsapi checks the key, keeps it, asks account details the first time, then shows home")
    func firstSignIn() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed(Self.goodKey, "de", "technology")

        #expect(await harness.run("newsapi"))

        #expect(harness.recorder.shown == ["welcome", "newsapi", "account details", "home"])
        #expect(harness.app.prompt == "newsapi@fake:home> ")
        #expect(try await harness.keyring.keptKey()?.secret == Self.goodKey)
        #expect(try await harness.accounts.details(for: "newsapi:newsapi") == AccountDetails(country: "de", categories: [.technology]))
        #expect(harness.console.output.contains("API key: \n"), "the key is not echoed")
        #expect(!harness.console.output.contains(Self.goodKey) && !harness.console.errors.contains(Self.goodKey))
    }

    @Test("a NewsAPI session that gave its details before goes straight to home")
    func laterSignIn() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(details: ["newsapi:newsapi": .defaults]))
        try await harness.app.start()
        harness.console.feed(Self.goodKey)

        #expect(await harness.run("newsapi"))
        #expect(harness.recorder.shown == ["welcome", "newsapi", "home"])
    }

    @Test("a rejected key shows the service's code and message, keeps nothing and stays in the login flow")
    func rejectedKey() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed(Self.wrongKey)

        #expect(await harness.run("newsapi") == false)

        #expect(harness.console.errors.contains("apiKeyInvalid"))
        #expect(harness.console.errors.contains("Your API key is invalid or incorrect."))
        #expect(!harness.console.errors.contains(Self.wrongKey) && !harness.console.output.contains(Self.wrongKey))
        #expect(try await harness.keyring.keptKey() == nil)
        #expect(harness.recorder.shown == ["welcome", "newsapi"])
        #expect(harness.app.prompt == "newsdesk> ")
        #expect(await harness.keyring.checkedKeys == ["****************************9999"])
    }

    @Test("retry after a rejected key asks again and signs in with the new one")
    func retryAfterRejection() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(details: ["newsapi:newsapi": .defaults]))
        try await harness.app.start()
        harness.console.feed(Self.wrongKey)
        #expect(await harness.run("newsapi") == false)

        harness.console.feed(Self.goodKey)
        #expect(await harness.run("retry"))

        #expect(harness.recorder.shown == ["welcome", "newsapi", "home"])
    }

    @Test("a key that cannot be one (blanks inside, a control character) is refused before anything is sent")
    func malformedKey() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("abc def")

        #expect(await harness.run("newsapi") == false)
        #expect(await harness.keyring.checkedKeys.isEmpty)
    }

    @Test("a short key goes to the service, which decides: its code and message are shown")
    func shortKeyAskedOfTheService() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("abc123")

        #expect(await harness.run("newsapi") == false)

        #expect(await harness.keyring.checkedKeys == ["******"])
        #expect(harness.console.errors.contains("apiKeyInvalid"))
        #expect(harness.console.errors.contains("Your API key is invalid or incorrect."))
    }

    @Test("a service that issues short keys accepts one: the sign-in goes through")
    func shortKeyAccepted() async throws {
        let harness = FlowHarness(
            accounts: FakeAccountService(details: ["newsapi:newsapi": .defaults]),
            keyring: FakeNewsAPIKeyring(acceptedSecret: "k-42")
        )
        try await harness.app.start()
        harness.console.feed("k-42")

        #expect(await harness.run("newsapi"))
        #expect(harness.recorder.shown == ["welcome", "newsapi", "home"])
    }

    @Test("logout from a NewsAPI session forgets the key and returns to the login flow")
    func logoutForgetsKey() async throws {
        let key = try NewsAPIKey(validating: Self.goodKey)
        let session = Session(username: "newsapi", kind: .newsapi, startedAt: Date(timeIntervalSince1970: 1_790_000_000))
        let harness = FlowHarness(
            accounts: FakeAccountService(details: ["newsapi:newsapi": .defaults], session: session),
            keyring: FakeNewsAPIKeyring(kept: key)
        )
        try await harness.app.start()

        #expect(await harness.run("whoami"))
        #expect(harness.console.output.contains("with the key ****************************cdef"))
        #expect(await harness.run("logout"))

        #expect(try await harness.keyring.keptKey() == nil)
        #expect(harness.recorder.shown == ["home", "welcome"])
    }
}
