import Foundation
import Testing

/// A failing command in a scripted session: `FILE:LINE: error: MESSAGE` on stderr, exit status 1, and the end
/// of the session unless `--keep-going`.
@Suite("Errors in scripted sessions")
struct ScriptErrorTests {
    /// A typo on line 4, after a comment and a blank line, with commands after it.
    static let typoScript = """
        # A session with a typo.

        help
        sigup
        help
        quit

        """

    static let typoMessage = "error: unknown command 'sigup' (did you mean 'signup'?)"

    @Test("An unknown command in a script file fails with FILE:LINE as given on the command line, and ends the session")
    func unknownCommandInRelativeScriptFile() async throws {
        try await TestHome.with { home in
            _ = try home.writeScript(named: "typo.nd", Self.typoScript)
            let result = try await home.run(["--script", "typo.nd"])
            #expect(result.status == 1)
            #expect(result.stderr == "typo.nd:4: \(Self.typoMessage)\n")
            #expect(Transcript(result.stdout).commands == ["help", "sigup"])
            #expect(result.stdoutLines.last == "newsdesk> sigup")
        }
    }

    @Test("An unknown command in a script file given by absolute path names that path")
    func unknownCommandInAbsoluteScriptFile() async throws {
        try await TestHome.with { home in
            let script = try home.writeScript(named: "typo.nd", Self.typoScript)
            let result = try await home.run(["-f", script.path])
            #expect(result.status == 1)
            #expect(result.stderr == "\(script.path):4: \(Self.typoMessage)\n")
            #expect(Transcript(result.stdout).commands == ["help", "sigup"])
        }
    }

    @Test("An unknown command on piped stdin fails as -:LINE and ends the session")
    func unknownCommandOnStandardInput() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: Self.typoScript)
            #expect(result.status == 1)
            #expect(result.stderr == "-:4: \(Self.typoMessage)\n")
            #expect(Transcript(result.stdout).commands == ["help", "sigup"])
        }
    }

    @Test("--keep-going runs the commands after a failure and still exits 1")
    func keepGoingRunsLaterCommands() async throws {
        try await TestHome.with { home in
            let script = Self.typoScript.replacingOccurrences(of: "quit\n", with: "helo\nquit\n")
            let result = try await home.run(["--keep-going"], input: script)
            #expect(result.status == 1)
            #expect(
                result.stderr == """
                    -:4: \(Self.typoMessage)
                    -:6: error: unknown command 'helo' (did you mean 'help'?)

                    """)
            #expect(Transcript(result.stdout).commands == ["help", "sigup", "help", "helo", "quit"])
        }
    }

    @Test("--keep-going with no failing command exits 0")
    func keepGoingWithoutFailureExitsZero() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--keep-going"], input: "help\nquit\n")
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
        }
    }

    /// A bad command line in the main flow and a piece of the message that names what is wrong.
    struct BadArguments: Sendable, CustomTestStringConvertible {
        let command: String
        let named: String
        var testDescription: String { command.isEmpty ? "(empty)" : command }
    }

    @Test(
        "A command with bad arguments fails at its line and ends the session",
        arguments: [
            BadArguments(command: "headlines nosuchcategory", named: "'nosuchcategory'"),
            BadArguments(command: "open 99", named: "99"),
            BadArguments(command: "search", named: "usage: search WORDS..."),
            BadArguments(command: "search solar --sort sideways", named: "sideways"),
            BadArguments(command: "headlines --country", named: "--country"),
        ])
    func badArgumentsFail(bad: BadArguments) async throws {
        try await TestHome.with { home in
            // Lines 1-6 sign up; line 7 is the bad command; line 8 must not run.
            let result = try await home.run(input: Scripts.signUpAlice + bad.command + "\nwhoami\n")
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.hasPrefix("-:7: error: "), "got: \(result.stderr)")
            #expect(result.stderr.contains(bad.named), "the message should name \(bad.named): \(result.stderr)")
            #expect(Transcript(result.stdout).commands == ["signup", bad.command])
        }
    }

    @Test("A wrong password and an unknown user fail sign-in with exit 1 and the same message")
    func failedSignInHidesWhichPartWasWrong() async throws {
        try await TestHome.with { home in
            let setup = try await home.run(input: Scripts.signUpAlice + "logout\n")
            try #require(setup.status == 0, "\(setup.stderr)")
            let wrongPassword = try await home.run(input: "signin alice\nwrongpass1\nhelp\n")
            let wrongUser = try await home.run(input: "signin bob\nwrongpass1\nhelp\n")
            for result in [wrongPassword, wrongUser] {
                #expect(result.status == 1)
                #expect(result.stderr.firstMatch(of: #/^-:[12]: error: [^\n]+\n$/#) != nil, "got: \(result.stderr)")
                #expect(Transcript(result.stdout).commands.count == 1, "nothing after the failed sign-in may run")
                #expect(!result.stdout.contains("wrongpass1"))
                #expect(!result.stderr.contains("wrongpass1"))
            }
            #expect(wrongPassword.stderr == wrongUser.stderr)
            #expect(wrongPassword.stderr.contains("wrong username or password"))
        }
    }

    /// A sign-up whose answers break one rule, and a word of the message that names the rule.
    struct BrokenRule: Sendable, CustomTestStringConvertible {
        let name: String
        let answers: [String]
        let named: String
        var testDescription: String { name }
    }

    @Test(
        "A sign-up that breaks a rule fails in a script, naming the rule",
        arguments: [
            BrokenRule(name: "username too short", answers: ["Al", "password123", "password123"], named: "3 characters"),
            BrokenRule(name: "username in uppercase", answers: ["Alice", "password123", "password123"], named: "uppercase"),
            BrokenRule(name: "username with a forbidden character", answers: ["alice!", "password123", "password123"], named: "'!'"),
            BrokenRule(name: "password too short", answers: ["alice", "short", "short"], named: "8 characters"),
            BrokenRule(name: "confirmation mismatch", answers: ["alice", "password123", "password124"], named: "match"),
        ])
    func signUpRuleBreakFails(rule: BrokenRule) async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: (["signup"] + rule.answers + ["help", "quit"]).joined(separator: "\n") + "\n")
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.firstMatch(of: #/^-:[0-9]+: error: /#) != nil, "got: \(result.stderr)")
            #expect(result.stderr.contains(rule.named), "the message should name the rule (\(rule.named)): \(result.stderr)")
            #expect(Transcript(result.stdout).commands == ["signup"])
            #expect(!result.stdout.contains("password12"))
            #expect(!home.contains("catalog.sqlite"))
        }
    }

    @Test("Signing up with a username that is taken fails in a script")
    func signUpWithTakenUsernameFails() async throws {
        try await TestHome.with { home in
            let setup = try await home.run(input: Scripts.signUpAlice + "logout\n")
            try #require(setup.status == 0, "\(setup.stderr)")
            let result = try await home.run(input: Scripts.signUp(user: "alice", password: "another-password") + "help\n")
            #expect(result.status == 1)
            #expect(result.stderr.firstMatch(of: #/^-:[0-9]+: error: [^\n]*taken[^\n]*\n$/#) != nil, "got: \(result.stderr)")
            #expect(Transcript(result.stdout).commands == ["signup"])
        }
    }
}
