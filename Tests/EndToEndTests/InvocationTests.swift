import Foundation
import Testing

/// Command-line usage, help, version, and how a session ends.
@Suite("Invocation and exit status")
struct InvocationTests {
    @Test("An unknown option is a usage error with exit status 2")
    func unknownOptionIsAUsageError() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--bogus"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("--bogus"))
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("--script and -f without a value are usage errors with exit status 2", arguments: ["--script", "-f"])
    func scriptOptionWithoutValueIsAUsageError(option: String) async throws {
        try await TestHome.with { home in
            let result = try await home.run([option])
            #expect(result.status == 2)
            #expect(!result.stderr.isEmpty)
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("A script file that does not exist is a usage error with exit status 2 naming the file")
    func missingScriptFileIsAUsageError() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--script", "no-such-script.nd"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("no-such-script.nd"))
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("A script that is a directory is a usage error with exit status 2 that says so", arguments: ["--script", "-f"])
    func directoryScriptIsAUsageError(option: String) async throws {
        try await TestHome.with { home in
            let result = try await home.run([option, home.root.path])
            #expect(result.status == 2)
            #expect(result.stderr == "newsdesk: cannot read the script '\(home.root.path)': Is a directory\n")
            #expect(result.stdout.isEmpty, "no home screen, no welcome")
        }
    }

    @Test("--help prints the usage to stdout and exits 0")
    func helpPrintsUsage() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--help"], passHome: false)
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: newsdesk"))
            for option in ["--script", "-f", "--home", "--newsapi-url", "--keep-going", "--no-color", "--json", "--version"] {
                #expect(result.stdout.contains(option), "the usage should mention \(option)")
            }
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("--version prints the version to stdout and exits 0")
    func versionPrintsVersion() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--version"], passHome: false)
            #expect(result.status == 0)
            #expect(result.stdoutLines.count == 1)
            #expect(result.stdout.firstMatch(of: /^[0-9]+\.[0-9]+\.[0-9]+/) != nil, "not a version: \(result.stdout)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("quit ends the session with exit status 0 and runs nothing after it")
    func quitEndsTheSession() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: "quit\nhelp\n")
            #expect(result.status == 0)
            #expect(Transcript(result.stdout).commands == ["quit"])
            #expect(result.stdoutLines.last == "newsdesk> quit")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("The end of the input without quit ends the session with exit status 0")
    func endOfInputEndsTheSession() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: "help\n")
            #expect(result.status == 0)
            #expect(Transcript(result.stdout).commands == ["help"])
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("An empty standard input ends the session with exit status 0", arguments: [nil, ""] as [String?])
    func emptyInputEndsTheSession(input: String?) async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: input)
            #expect(result.status == 0)
            #expect(Transcript(result.stdout).commands.isEmpty)
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("Signing up and quitting in the main flow exits 0")
    func quitInMainFlowExitsZero() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: Scripts.signUpAlice + "quit\nwhoami\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines.last == "alice@local:home> quit")
            #expect(result.stderr.isEmpty)
        }
    }
}

extension InvocationTests {
    @Test(
        "A mistyped subcommand is a usage error suggesting the subcommand, as a mistyped option is",
        arguments: [
            ["impot", "news.csv"], ["--home", "impot", "imprt"], ["-f", "x.nd", "inport"], ["--keep-going", "improt", "a", "b"],
        ])
    func mistypedSubcommandIsSuggested(arguments: [String]) async throws {
        try await TestHome.with { home in
            let result = try await home.run(arguments, passHome: false)
            #expect(result.status == 2)
            #expect(result.stderrLines.first?.hasSuffix(". Did you mean 'import'?") == true, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("A word near no subcommand gets no guess")
    func farWordIsNotSuggested() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["zebra"])
            #expect(result.status == 2)
            #expect(!result.stderr.contains("Did you mean"))
        }
    }
}
