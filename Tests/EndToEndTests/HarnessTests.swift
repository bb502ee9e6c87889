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
                timeout: 5
            )
            // Standard input stays open and silent: newsdesk shows its welcome, then waits for a command until killed.
            #expect(await process.waitForOutput(containing: "Welcome to newsdesk"))
            #expect(await process.waitForOutput(containing: "this text never appears") == false)
            await #expect {
                _ = try await process.finish()
            } throws: { error in
                guard case NewsdeskRunError.timedOut(_, let seconds, let stdout, _) = error else { return false }
                return seconds == 5 && stdout.hasPrefix("Welcome to newsdesk")
            }
        }
    }
}
