import Foundation
import Testing

/// A form that fails in a script reads all its answers, so nothing meant for a field runs as a command.
@Suite("Failed forms in scripts")
struct FailedFormTests {
    @Test("With --keep-going, a sign-up refused at the username never runs or echoes the passwords")
    func failedSignupKeepsSecrets() async throws {
        try await TestHome.with { home in
            let script = "signup\nAl\nZebra-Quartz-9931\nZebra-Quartz-9931\nhelp\nquit\n"
            let result = try await home.run(["--keep-going"], input: script)

            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("-:1: error: invalid username"))
            #expect(result.stderr.split(separator: "\n").count == 1, "only the sign-up failed: \(result.stderr)")
            #expect(!result.stdout.contains("Zebra-Quartz-9931"))
            #expect(!result.stderr.contains("Zebra-Quartz-9931"))
            #expect(result.stdout.contains("newsdesk> help\n"))
        }
    }
}
