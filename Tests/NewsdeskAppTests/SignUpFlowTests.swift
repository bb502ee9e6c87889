import NewsAccounts
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Sign-up at a terminal: asking again, and Ctrl-C at the details")
struct SignUpFlowTests {
    @Test("a confirmation that differs asks for the password again, then its confirmation")
    func mismatchAsksThePasswordAgain() async throws {
        let harness = FlowHarness(interactive: true)
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password124", "password999", "password999", "", "")

        #expect(await harness.run("signup"))

        #expect(harness.console.errors.contains("the passwords do not match; type the password again"), "\(harness.console.errors)")
        #expect(
            harness.console.output.contains("Password: \nConfirm password: \nPassword: \nConfirm password: \n"), "\(harness.console.output)"
        )
        _ = try await harness.accounts.signIn(username: "alice", password: "password999")
        #expect(harness.recorder.shown == ["welcome", "signup", "account details", "home"])
    }

    @Test("a scripted sign-up whose confirmation differs still fails, naming the rule")
    func scriptedMismatchFails() async throws {
        let harness = FlowHarness()
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password124")

        #expect(await harness.run("signup") == false)
        #expect(harness.console.errors.contains("the passwords do not match"))
    }

    @Test("Ctrl-C at Country right after sign-up keeps the account signed in with the defaults, and says so")
    func ctrlCAtCountryTakesTheDefaults() async throws {
        let harness = FlowHarness(interactive: true)
        try await harness.app.start()
        harness.console.feed("alice", "password123", "password123")
        harness.console.interrupt(atField: "Country: ")

        #expect(await harness.run("signup"))

        #expect(
            harness.console.output.contains("You are signed in; newsdesk uses the defaults, country us, categories general."),
            "\(harness.console.output)")
        #expect(try await harness.accounts.details(for: "alice") == .defaults)
        #expect(harness.recorder.shown.last == "home")
        #expect(harness.app.prompt == "alice@fake:home> ")
    }

    @Test("Ctrl-C during edit keeps the old details: only a new account takes the defaults")
    func ctrlCAtEditKeepsDetails() async throws {
        let details = AccountDetails(country: "gb", categories: [.science])
        let harness = FlowHarness.signedIn(details: details)
        try await harness.app.start()
        #expect(await harness.run("account"))
        harness.console.interrupt(atField: "Country: ")

        #expect(await harness.run("edit") == false)
        #expect(try await harness.accounts.details(for: "alice") == details)
    }
}
