import NewsAccounts
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Login flow")
struct LoginFlowTests {
    @Test("signup leads to account details, then to the main flow's home")
    func signupThenDetailsThenMain() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password123", "gb", "science, sports")

        #expect(await harness.run("signup"))

        #expect(harness.recorder.shown == ["welcome", "signup", "account details", "home"])
        #expect(harness.app.prompt == "alice@fake:home> ")
        #expect(try await harness.accounts.details(for: "alice") == AccountDetails(country: "gb", categories: [.science, .sports]))
        let countries = await harness.news.headlineQueries.map(\.country)
        #expect(countries == ["gb", "gb", "gb"], "home asks for the chosen country's headlines and both categories")
    }

    @Test("blank account details take the defaults, us and general")
    func detailsDefaults() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("bob", "password123", "password123", "", "")

        #expect(await harness.run("signup"))
        #expect(try await harness.accounts.details(for: "bob") == .defaults)
    }

    @Test("signin of an account with details goes straight to home")
    func signinWithDetails() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults]))
        try await harness.app.start()
        harness.console.feed("password123")

        #expect(await harness.run("signin alice"))
        #expect(harness.recorder.shown == ["welcome", "signin", "home"])
    }

    @Test("login is an alias of signin, and asks the username when not given")
    func loginAlias() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(passwords: ["alice": "password123"]))
        try await harness.app.start()
        harness.console.feed("alice", "password123", "us", "technology")

        #expect(await harness.run("login"))
        #expect(harness.recorder.shown == ["welcome", "signin", "account details", "home"])
        #expect(harness.console.output.contains("Username: alice\nPassword: \n"), "the password is not echoed")
    }

    @Test("a wrong password and an unknown user fail with the same message")
    func wrongCredentialsReadTheSame() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(passwords: ["alice": "password123"]))
        try await harness.app.start()
        harness.console.feed("alice", "wrong-password")
        #expect(await harness.run("signin") == false)
        let wrongPassword = harness.console.errors
        harness.console.clearOutput()

        harness.console.feed("mallory", "password123")
        #expect(await harness.run("signin") == false)

        #expect(wrongPassword == harness.console.errors)
        #expect(wrongPassword.contains("wrong username or password"))
        #expect(harness.app.prompt == "newsdesk> ")
    }

    @Test("a broken rule fails a scripted signup and names the rule")
    func scriptedRuleFails() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("Al")

        #expect(await harness.run("signup") == false)
        #expect(harness.console.errors.contains("invalid username"))
        #expect(harness.recorder.shown == ["welcome", "signup"])
    }

    @Test("on a terminal a broken rule is named and only that field is asked again")
    func interactiveRuleAsksAgain() async throws {
        let harness = FlowHarness(interactive: true)
        try await harness.app.start()
        // A confirmation that differs asks for the password again, then its confirmation.
        harness.console.feed("Al", "alice", "short", "password123", "password124", "password123", "password123", "", "")

        #expect(await harness.run("signup"))
        #expect(harness.console.errors.contains("invalid username"))
        #expect(harness.console.errors.contains("invalid password"))
        #expect(harness.console.errors.contains("the passwords do not match"))
        #expect(harness.recorder.shown == ["welcome", "signup", "account details", "home"])
    }

    @Test("a taken username is refused at the username field")
    func takenUsername() async throws {
        let harness = FlowHarness(accounts: FakeAccountService(passwords: ["alice": "password123"]))
        try await harness.app.start()
        harness.console.feed("alice")

        #expect(await harness.run("signup") == false)
        #expect(harness.console.errors.contains("the username 'alice' is taken"))
    }
}
