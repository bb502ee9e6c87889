import Foundation
import Testing

/// The session kept under the home directory: the next start goes straight to the main flow until `logout`.
@Suite("Session persistence")
struct SessionPersistenceTests {
    @Test("After signing up, the next run starts signed in at home; logout returns to the login flow for good")
    func sessionSurvivesUntilLogout() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let second = try await home.run(input: "whoami\nlogout\nhelp\nquit\n")
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stderr.isEmpty)
            let transcript = Transcript(second.stdout)
            #expect(transcript.steps.map(\.prompt) == ["alice@local:home", "alice@local:home", "newsdesk", "newsdesk"])
            #expect(transcript.commands == ["whoami", "logout", "help", "quit"])
            #expect(!second.stdout.contains("Username:"), "a kept session must not ask to sign in")
            #expect(!second.stdout.contains("Country:"), "account details are asked only after the first sign-in")
            let whoami = try #require(transcript.output(of: "whoami"))
            #expect(whoami.count == 1)
            #expect(whoami.first?.hasPrefix("alice") == true)

            let third = try await home.run(input: "quit\n")
            #expect(third.status == 0)
            #expect(third.stdout.hasPrefix("Welcome to newsdesk"))
            #expect(Transcript(third.stdout).steps.map(\.prompt) == ["newsdesk"])
        }
    }

    @Test("signin USER with the password goes straight home for an account that already gave its details")
    func signInWithUserArgumentGoesHome() async throws {
        try await TestHome.with { home in
            let setup = try await home.run(input: Scripts.signUpAlice + "logout\n")
            try #require(setup.status == 0, "\(setup.stderr)")

            let result = try await home.run(input: "signin alice\n\(Scripts.password)\nwhoami\nquit\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let transcript = Transcript(result.stdout)
            #expect(transcript.commands == ["signin alice", "whoami", "quit"])
            let signin = try #require(transcript.steps.first)
            #expect(signin.output.first == "Password: ")
            #expect(!signin.output.contains { $0.hasPrefix("Username:") || $0.hasPrefix("Country:") || $0.hasPrefix("Categories:") })
            #expect(transcript.steps.dropFirst().allSatisfy { $0.prompt == "alice@local:home" })
        }
    }

    @Test("signin without a user and its alias login ask for the username, then the password", arguments: ["signin", "login"])
    func signInAsksForUsername(command: String) async throws {
        try await TestHome.with { home in
            let setup = try await home.run(input: Scripts.signUpAlice + "logout\n")
            try #require(setup.status == 0, "\(setup.stderr)")

            let result = try await home.run(input: "\(command)\nalice\n\(Scripts.password)\nquit\n")
            #expect(result.status == 0, "\(result.stderr)")
            let signin = try #require(Transcript(result.stdout).steps.first)
            #expect(signin.command == command)
            #expect(Array(signin.output.prefix(2)) == ["Username: alice", "Password: "])
            #expect(result.stdoutLines.last == "alice@local:home> quit")
            #expect(!result.stdout.contains(Scripts.password))
        }
    }

    @Test("The session is kept across runs only in its own home")
    func sessionBelongsToItsHome() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)
            try await TestHome.with { other in
                let result = try await other.run(input: "quit\n")
                #expect(result.status == 0)
                #expect(result.stdoutLines.last == "newsdesk> quit")
            }
        }
    }
}
