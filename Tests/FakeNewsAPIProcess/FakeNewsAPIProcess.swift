import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `fake-newsapi` executable running as its own process on loopback, for one test.
///
/// A separate process, not a server inside the test process: the test process's threads are shared
/// by every test running at once, and a busy pool would delay the server's answers past a client's
/// timeouts. The URL it prints as its first line is where a client is pointed; what reached the
/// server is read back with ``requests()`` (its `GET /__fake/requests`).
public struct FakeNewsAPIProcess: Sendable {
    /// A key on the paid plan, which pages freely.
    public static let paidKey = "fafafafafafafafafafafafafafa0001"
    /// A key on the free developer plan, refused past the 100th result.
    public static let developerKey = "fafafafafafafafafafafafafafa0002"
    /// A disabled key.
    public static let disabledKey = "fafafafafafafafafafafafafafa0003"
    /// A key that has used up its requests.
    public static let exhaustedKey = "fafafafafafafafafafafafafafa0004"
    /// A key the service does not know.
    public static let unknownKey = "0123456789abcdef0123456789ab9999"

    /// How long the process may take to print its URL, in seconds.
    static let startTimeout: TimeInterval = 30

    /// The server's base URL, `http://127.0.0.1:PORT`.
    public let url: String
    /// The port the server listens on.
    public let port: UInt16

    /// Starts the fake service, runs `body` with it, and stops it afterwards, even when `body` throws.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when `fake-newsapi` is not built or prints no URL,
    ///   else whatever `body` throws.
    public static func with<T>(_ body: (FakeNewsAPIProcess) async throws -> T) async throws -> T {
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
        let firstLine = await readFirstLine(of: output.fileHandleForReading.fileDescriptor, timeout: startTimeout)
        guard firstLine.hasPrefix("http://127.0.0.1:"), let port = UInt16(firstLine.dropFirst("http://127.0.0.1:".count)) else {
            throw FakeNewsAPIProcessError.noURL(firstLine)
        }
        return try await body(FakeNewsAPIProcess(url: firstLine, port: port))
    }

    /// Every request the server recorded since it started (or since ``clearRequests()``), oldest
    /// first; the control requests themselves are not among them.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when the server cannot be reached or answers oddly.
    public func requests() async throws -> [ServedRequest] {
        let answer = try await LoopbackHTTP.exchange(method: "GET", target: "/__fake/requests", port: port)
        guard answer.status == 200 else { throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text) }
        do {
            return try JSONDecoder().decode([ServedRequest].self, from: answer.body)
        } catch {
            throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text)
        }
    }

    /// Makes the server forget the requests it recorded.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when the server cannot be reached or answers oddly.
    public func clearRequests() async throws {
        let answer = try await LoopbackHTTP.exchange(method: "DELETE", target: "/__fake/requests", port: port)
        guard answer.status == 200 else { throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text) }
    }

    /// What the server answers a GET of `target` (a path and query, such as `/feeds/article.html`)
    /// with, as a browser saving the page would keep it.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when the server cannot be reached or answers no 200.
    public func body(of target: String) async throws -> Data {
        let answer = try await LoopbackHTTP.exchange(method: "GET", target: target, port: port)
        guard answer.status == 200 else { throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text) }
        return answer.body
    }

    /// Makes the server answer the next NewsAPI request only after its slow wait, as the magic word
    /// `fault-slow` does for requests with words.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when the server cannot be reached or answers oddly.
    public func slowDownNextRequest() async throws {
        let answer = try await LoopbackHTTP.exchange(method: "POST", target: "/__fake/slow-next", port: port)
        guard answer.status == 200 else { throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text) }
    }

    /// How many `304 Not Modified` answers the feed routes (`/feeds/...`) have sent.
    ///
    /// - Throws: ``FakeNewsAPIProcessError`` when the server cannot be reached or answers oddly.
    public func notModifiedCount() async throws -> Int {
        struct Stats: Decodable {
            var notModified: Int
        }
        let answer = try await LoopbackHTTP.exchange(method: "GET", target: "/__fake/feed-stats", port: port)
        guard answer.status == 200, let stats = try? JSONDecoder().decode(Stats.self, from: answer.body) else {
            throw FakeNewsAPIProcessError.unexpectedAnswer(status: answer.status, body: answer.text)
        }
        return stats.notModified
    }

    // MARK: - Finding the binary

    /// The built `fake-newsapi`: next to the running test executable, else in `<package>/.build/debug`.
    ///
    /// - Throws: ``FakeNewsAPIProcessError/binaryMissing(_:)`` naming every place it looked.
    public static func executableURL(filePath: String = #filePath) throws -> URL {
        let fileManager = FileManager.default
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // FakeNewsAPIProcess
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
        let candidates = [
            testExecutable.deletingLastPathComponent().appendingPathComponent("fake-newsapi"),
            Bundle.main.bundleURL.appendingPathComponent("fake-newsapi"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("fake-newsapi"),
            packageRoot.appendingPathComponent(".build/debug/fake-newsapi"),
        ]
        if let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw FakeNewsAPIProcessError.binaryMissing(candidates.map(\.path))
    }

    /// Reads up to the first newline on a Dispatch queue, never blocking the cooperative pool;
    /// each read waits with `poll`, so a silent process gives up after `timeout` seconds.
    private static func readFirstLine(of descriptor: Int32, timeout: TimeInterval) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var line: [UInt8] = []
                var byte: UInt8 = 0
                let deadline = Date().addingTimeInterval(timeout)
                while Date() < deadline, line.count < 200 {
                    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&request, 1, 100) > 0 else { continue }
                    guard read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") else { break }
                    line.append(byte)
                }
                continuation.resume(returning: String(decoding: line, as: UTF8.self))
            }
        }
    }
}
