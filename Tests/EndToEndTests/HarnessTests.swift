import Foundation
import Testing

/// The test harness itself: it finds the binary and never lets a hung run hang the suite.
@Suite("Test harness")
struct HarnessTests {
    @Test("The built newsdesk binary is found next to the tests")
    func binaryIsFound() throws {
        let binary = try NewsdeskRun.executableURL()
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    }

    @Test("A run that outlives its time limit is killed and reported as timed out")
    func hungRunIsKilled() async throws {
        try await TestHome.with { home in
            let process = try NewsdeskProcess.start(
                arguments: ["--home", home.path],
                workingDirectory: home.root,
                timeout: 1
            )
            // Standard input stays open and silent, so newsdesk waits at its first prompt until killed.
            let appeared = await process.waitForOutput(containing: "this text never appears")
            #expect(!appeared)
            await #expect {
                _ = try await process.finish()
            } throws: { error in
                guard case NewsdeskRunError.timedOut(_, let seconds, let stdout, _) = error else { return false }
                return seconds == 1 && stdout.hasPrefix("Welcome to newsdesk")
            }
        }
    }
}
