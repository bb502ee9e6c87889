import FakeNewsAPI
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The fake-newsapi executable")
struct StandaloneTests {
    @Test func printsItsURLServesAndStopsOnSIGTERM() async throws {
        let process = Process()
        process.executableURL = try Self.executableURL()
        process.arguments = ["--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.interrupt() } }

        let firstLine = try await Self.firstLine(of: output.fileHandleForReading)
        let base = try #require(URL(string: firstLine))
        #expect(firstLine.hasPrefix("http://127.0.0.1:"))
        let client = FakeClient(base: base)
        let answer = try await client.get("/v2/top-headlines/sources")
        #expect(answer.status == 200)
        let proxied = try await client.get("/v2/everything", [("q", "fault-html")])
        #expect(proxied.status == 502)
        client.session.invalidateAndCancel()

        process.terminate()
        let status = try await Self.waitForExit(process)
        #expect(status == 0)
    }

    /// Reads up to the first newline, in a Dispatch queue so the cooperative pool never blocks.
    ///
    /// Each read waits for data with `poll` first, so a silent process cannot hold the test past 30 s.
    private static func firstLine(of handle: FileHandle) async throws -> String {
        let descriptor = handle.fileDescriptor
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                var line = Data()
                var byte: UInt8 = 0
                let deadline = Date().addingTimeInterval(30)
                reading: while Date() < deadline {
                    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&request, 1, 100) > 0 else { continue }
                    guard read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") else { break reading }
                    line.append(byte)
                }
                if line.isEmpty {
                    continuation.resume(throwing: ClientFailure("fake-newsapi printed no URL"))
                } else {
                    continuation.resume(returning: String(decoding: line, as: UTF8.self))
                }
            }
        }
    }

    private static func waitForExit(_ process: Process) async throws -> Int32 {
        for _ in 0..<3000 {
            if !process.isRunning { return process.terminationStatus }
            try await Task.sleep(for: .milliseconds(10))
        }
        process.interrupt()
        throw ClientFailure("fake-newsapi did not stop within 30 seconds of SIGTERM")
    }

    private static func executableURL(filePath: String = #filePath) throws -> URL {
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            testExecutable.deletingLastPathComponent().appendingPathComponent("fake-newsapi"),
            Bundle.main.bundleURL.appendingPathComponent("fake-newsapi"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("fake-newsapi"),
            packageRoot.appendingPathComponent(".build/debug/fake-newsapi"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ClientFailure("fake-newsapi is not built; looked at \(candidates.map(\.path))")
        }
        return found
    }
}
