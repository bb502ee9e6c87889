import Foundation
import Testing

/// Scripted sessions: commands from a file (`--script`, `-f`) or piped stdin read like a transcript.
@Suite("Scripted sessions")
struct ScriptedSessionTests {
    /// A script with comments, blank lines and a comment between a command's fields.
    static let signUpScript = """
        # Create an account, then look around.

        signup
        alice
        # a comment between fields is skipped too
        \(Scripts.password)
        \(Scripts.password)
        us
        general
           
        # help is not run: this line is a comment
        whoami
        quit

        """

    /// How the script is handed to newsdesk.
    enum Delivery: String, CaseIterable, CustomTestStringConvertible {
        case scriptOption = "--script FILE"
        case shortOption = "-f FILE"
        case standardInput = "piped stdin"

        var testDescription: String { rawValue }
    }

    @Test("A script echoes each command after its prompt and each field answer after its field prompt", arguments: Delivery.allCases)
    func scriptEchoesCommandsAndFields(delivery: Delivery) async throws {
        try await TestHome.with { home in
            let result = try await run(Self.signUpScript, in: home, via: delivery)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let lines = result.stdoutLines
            #expect(lines.contains("newsdesk> signup"))
            #expect(lines.contains("Username: alice"))
            #expect(lines.contains("Country: us"))
            #expect(lines.contains("Categories: general"))
            #expect(lines.contains("alice@local:home> whoami"))
            #expect(lines.last == "alice@local:home> quit")
        }
    }

    @Test("A script never echoes a secret: the password prompts end the line empty", arguments: Delivery.allCases)
    func scriptDoesNotEchoSecrets(delivery: Delivery) async throws {
        try await TestHome.with { home in
            let result = try await run(Self.signUpScript, in: home, via: delivery)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdoutLines
            let username = try #require(lines.firstIndex(of: "Username: alice"))
            #expect(Array(lines[username...].prefix(3)) == ["Username: alice", "Password: ", "Confirm password: "])
            #expect(!result.stdout.contains(Scripts.password))
            #expect(!result.stderr.contains(Scripts.password))
        }
    }

    @Test("A script skips blank lines and # lines: only the real commands are echoed", arguments: Delivery.allCases)
    func scriptSkipsBlankAndCommentLines(delivery: Delivery) async throws {
        try await TestHome.with { home in
            let result = try await run(Self.signUpScript, in: home, via: delivery)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Transcript(result.stdout).commands == ["signup", "whoami", "quit"])
            #expect(!result.stdout.contains("#"))
            #expect(!result.stdout.contains("Type 'help COMMAND'"), "the commented-out help must not run")
        }
    }

    @Test("A scripted session writes no colour or other terminal control codes, even with TERM set")
    func scriptWritesNoControlCodes() async throws {
        try await TestHome.with { home in
            let result = try await home.run(
                input: Scripts.signUpAlice + "headlines\nopen 1\nbogus\n",
                environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
            )
            #expect(result.status == 1)
            #expect(!result.stdoutData.contains(0x1B), "stdout holds an escape character")
            #expect(!result.stderrData.contains(0x1B), "stderr holds an escape character")
            #expect(!result.stdoutData.contains(0x0D), "stdout holds a carriage return (a spinner?)")
        }
    }

    @Test("--script - reads the script from standard input")
    func scriptDashReadsStandardInput() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--script", "-"], input: "# nothing yet\n\nquit\n")
            #expect(result.status == 0)
            #expect(Transcript(result.stdout).commands == ["quit"])
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("A login-flow session reads exactly like its transcript")
    func loginFlowTranscriptIsExact() async throws {
        try await TestHome.with { home in
            let script = try home.writeScript(named: "help.nd", "# Ask for help, then leave.\nhelp\n\nhelp signin\nquit\n")
            let result = try await home.run(["-f", script.path])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            expectTranscript(
                result.stdout,
                equals: """
                    \(ExpectedText.welcome)
                    newsdesk> help
                    \(ExpectedText.loginHelp)
                    newsdesk> help signin
                    usage: signin [USER]
                    also: login
                    sign in to your account
                    example: signin alice
                    newsdesk> quit

                    """)
        }
    }

    /// Runs `script` in `home`, as a file named on the command line or piped to standard input.
    private func run(_ script: String, in home: TestHome, via delivery: Delivery) async throws -> NewsdeskResult {
        switch delivery {
        case .scriptOption:
            return try await home.run(["--script", try home.writeScript(named: "session.nd", script).path])
        case .shortOption:
            return try await home.run(["-f", try home.writeScript(named: "session.nd", script).path])
        case .standardInput:
            return try await home.run(input: script)
        }
    }
}
