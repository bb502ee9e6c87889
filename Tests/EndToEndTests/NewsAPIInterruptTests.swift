import FakeNewsAPIProcess
import Foundation
import Testing

/// Ctrl-C during a NewsAPI load, through a real pseudo-terminal (pexpect drives the built binary).
@Suite("Interrupting a NewsAPI load")
struct NewsAPIInterruptTests {
    /// `Tests/Terminal/ctrl_c_cancels_load.py`, found from this file.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Terminal/ctrl_c_cancels_load.py")

    /// What the pexpect script saw.
    struct Seen: Decodable {
        var prompt_ms: Double?
        var shown: String?
        var exit_status: Int?
        var error: String?
        var seen: String?
    }

    @Test("Ctrl-C cancels the request in flight and the prompt is back within 200 ms")
    func ctrlCCancelsTheLoad() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let setup = try await home.run(
                    ["--newsapi-url", service.url],
                    input: "newsapi\n\(FakeNewsAPIProcess.paidKey)\nus\ngeneral\nquit\n"
                )
                try #require(setup.status == 0, "\(setup.stderr)")

                let output = try await Self.runScript([try NewsdeskRun.executableURL().path, home.path, service.url])
                let seen = try JSONDecoder().decode(Seen.self, from: Data(output.utf8))

                #expect(seen.error == nil, "pexpect: \(seen.error ?? "") after \(seen.seen ?? "")")
                let elapsed = try #require(seen.prompt_ms)
                #expect(elapsed < 200, "the prompt came back \(elapsed) ms after Ctrl-C")
                #expect(seen.shown?.contains("Failed: cancelled") == true, "\(seen.shown ?? "")")
                #expect(seen.exit_status == 0)
            }
        }
    }

    /// Runs the pexpect script with python3 and returns its standard output.
    static func runScript(_ arguments: [String]) async throws -> String {
        try await Task.detached {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }.value
    }
}
