import Foundation

/// One run of the built `newsdesk` binary: its arguments, environment, working directory and standard input.
///
/// Standard input is a pipe carrying `input`, or `/dev/null` when `input` is nil, so the binary never sees
/// a terminal. Every run has a time limit; a run that outlives it is killed and reported as an error,
/// so a hang can never hang the test suite.
struct NewsdeskRun: Sendable {
    /// The command-line arguments, without the program name.
    var arguments: [String]
    /// Variables added to (or replacing) the cleaned-up environment of the test process.
    var environment: [String: String] = [:]
    /// The text piped to standard input; nil connects standard input to `/dev/null`.
    var input: String?
    /// The directory the binary runs in; nil keeps the test process's.
    var workingDirectory: URL?
    /// How long the run may take before it is killed.
    var timeout: Double = 30

    /// Runs the binary to its end and returns what it wrote and how it exited.
    ///
    /// - Throws: ``NewsdeskRunError`` when the binary is missing, cannot start, outlives the
    ///   time limit, or dies from a signal (a crash).
    func run() async throws -> NewsdeskResult {
        let process = try NewsdeskProcess.start(
            arguments: arguments,
            environment: environment,
            workingDirectory: workingDirectory,
            pipeInput: input != nil,
            timeout: timeout
        )
        if let input {
            process.send(input)
            process.closeInput()
        }
        return try await process.finish()
    }

    /// Runs `newsdesk` with `arguments`, optional piped `input` and extra `environment`.
    static func run(
        _ arguments: [String],
        input: String? = nil,
        environment: [String: String] = [:],
        workingDirectory: URL? = nil
    ) async throws -> NewsdeskResult {
        try await NewsdeskRun(arguments: arguments, environment: environment, input: input, workingDirectory: workingDirectory).run()
    }

    // MARK: - Finding the binary

    /// The built `newsdesk` binary: next to the running test executable, else in `<package>/.build/debug`.
    ///
    /// - Throws: ``NewsdeskRunError/binaryMissing(_:)`` naming every place it looked.
    static func executableURL(filePath: String = #filePath) throws -> URL {
        let fileManager = FileManager.default
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // EndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
        let candidates = [
            testExecutable.deletingLastPathComponent().appendingPathComponent("newsdesk"),
            Bundle.main.bundleURL.appendingPathComponent("newsdesk"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("newsdesk"),
            packageRoot.appendingPathComponent(".build/debug/newsdesk"),
        ]
        if let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw NewsdeskRunError.binaryMissing(candidates.map(\.path))
    }

    // MARK: - Environment

    /// The test process's environment without anything that would change newsdesk's behaviour or output.
    ///
    /// NewsAPI and home settings, colour and terminal width are dropped, so every run starts from the
    /// documented defaults (80 columns, the local catalog) and never touches the developer's own files
    /// unless a test says where.
    static func baseEnvironment() -> [String: String] {
        ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("NEWSDESK_") && !["COLUMNS", "LINES", "NO_COLOR", "TERM"].contains(key)
        }
    }
}

/// What one run of the newsdesk binary wrote and how it exited.
struct NewsdeskResult: Sendable {
    /// Everything written to standard output, byte for byte.
    let stdoutData: Data
    /// Everything written to standard error, byte for byte.
    let stderrData: Data
    /// The exit status.
    let status: Int32

    /// Standard output as text.
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error as text.
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output split into lines (without the empty string after a final newline).
    var stdoutLines: [String] { Self.lines(stdout) }
    /// Standard error split into lines (without the empty string after a final newline).
    var stderrLines: [String] { Self.lines(stderr) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Why a run of the binary produced no result.
enum NewsdeskRunError: Error, CustomStringConvertible {
    /// The binary was not built; lists the paths searched.
    case binaryMissing([String])
    /// The binary exists but could not be started.
    case cannotStart(String, String)
    /// The run outlived its time limit and was killed.
    case timedOut(arguments: [String], seconds: Double, stdout: String, stderr: String)
    /// The binary died from a signal.
    case crashed(arguments: [String], signal: Int32, stdout: String, stderr: String)

    var description: String {
        switch self {
        case .binaryMissing(let paths):
            return "the newsdesk binary is not built; run 'swift build --build-tests' first. Looked in:\n  "
                + paths.joined(separator: "\n  ")
        case .cannotStart(let path, let reason):
            return "cannot start \(path): \(reason)"
        case .timedOut(let arguments, let seconds, let stdout, let stderr):
            return "newsdesk \(arguments.joined(separator: " ")) did not finish within \(seconds) s and was killed\n"
                + "--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
        case .crashed(let arguments, let signal, let stdout, let stderr):
            return "newsdesk \(arguments.joined(separator: " ")) crashed with signal \(signal)\n"
                + "--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr.prefix(4000))"
        }
    }
}
