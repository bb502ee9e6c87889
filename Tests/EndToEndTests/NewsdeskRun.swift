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
    var timeout: Double = Self.hangLimit

    /// How long a run may take before it counts as hung and is killed: far past any run's own
    /// time, since a whole `make test` on two busy cores made a one-second run take over 30 s, and
    /// beside a build over 90 s.
    static let hangLimit: Double = 240

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

    /// The built `newsdesk` binary, or another of the package's executables named `name`: next
    /// to the running test executable, else in `<package>/.build/debug`.
    ///
    /// - Throws: ``NewsdeskRunError/binaryMissing(_:)`` naming every place it looked.
    static func executableURL(named name: String = "newsdesk", filePath: String = #filePath) throws -> URL {
        let fileManager = FileManager.default
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // EndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // the package
        let candidates = [
            testExecutable.deletingLastPathComponent().appendingPathComponent(name),
            Bundle.main.bundleURL.appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
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
