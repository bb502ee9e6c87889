import Foundation

/// The `fake-newsapi` executable running as its own process on loopback, for one test.
///
/// A separate process, not a server inside the test process: the test process's threads are shared
/// by every test running at once, and a busy pool would delay the server's answers past newsdesk's
/// timeouts. The URL it prints as its first line is where newsdesk is pointed.
struct FakeNewsAPIProcess: Sendable {
    /// A key on the paid plan, which pages freely.
    static let paidKey = "fafafafafafafafafafafafafafa0001"
    /// A key on the free developer plan, refused past the 100th result.
    static let developerKey = "fafafafafafafafafafafafafafa0002"
    /// A disabled key.
    static let disabledKey = "fafafafafafafafafafafafafafa0003"
    /// A key the service does not know.
    static let unknownKey = "0123456789abcdef0123456789ab9999"

    /// The server's base URL, `http://127.0.0.1:PORT`.
    let url: String

    /// Starts the fake service, runs `body` with it, and stops it afterwards.
    static func with<T>(_ body: (FakeNewsAPIProcess) async throws -> T) async throws -> T {
        let process = Process()
        process.executableURL = try executableURL()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let firstLine = await readFirstLine(of: output.fileHandleForReading)
        guard firstLine.hasPrefix("http://127.0.0.1:") else {
            throw NewsdeskRunError.binaryMissing(["fake-newsapi printed no URL but '\(firstLine)'"])
        }
        return try await body(FakeNewsAPIProcess(url: firstLine))
    }

    /// The built `fake-newsapi`, next to the built `newsdesk`.
    private static func executableURL() throws -> URL {
        let url = try NewsdeskRun.executableURL().deletingLastPathComponent().appendingPathComponent("fake-newsapi")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw NewsdeskRunError.binaryMissing([url.path])
        }
        return url
    }

    /// Reads up to the first newline, off the caller's thread, so a silent server cannot block the pool.
    private static func readFirstLine(of handle: FileHandle) async -> String {
        await Task.detached {
            var bytes: [UInt8] = []
            while bytes.count < 200 {
                let chunk = handle.readData(ofLength: 1)
                guard let byte = chunk.first else { break }
                if byte == UInt8(ascii: "\n") { break }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }.value
    }
}
