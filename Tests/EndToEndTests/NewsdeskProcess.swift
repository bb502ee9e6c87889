import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `newsdesk` process whose standard input a test can feed bit by bit.
///
/// ``NewsdeskRun`` uses it to run a whole script at once; a test uses it directly to look at the home
/// directory while newsdesk is still running (its SQLite WAL and SHM files exist only then). Waiting is
/// always for output, never for time, and a watchdog kills the process when its time limit passes.
final class NewsdeskProcess: Sendable {
    private let process: Process
    private let arguments: [String]
    private let timeout: Double
    private let input: FileHandle?
    private let output: PipeDrain
    private let errors: PipeDrain
    private let watchdog: Watchdog
    private let exit: Task<(status: Int32, reason: Process.TerminationReason), Never>

    private init(
        process: Process,
        arguments: [String],
        timeout: Double,
        input: FileHandle?,
        output: PipeDrain,
        errors: PipeDrain,
        watchdog: Watchdog,
        exit: Task<(status: Int32, reason: Process.TerminationReason), Never>
    ) {
        self.watchdog = watchdog
        self.process = process
        self.arguments = arguments
        self.timeout = timeout
        self.input = input
        self.output = output
        self.errors = errors
        self.exit = exit
    }

    /// Starts the built binary with `arguments`; standard input is a pipe when `pipeInput`, else the
    /// file at `inputPath` (`/dev/null` when nil).
    ///
    /// - Throws: ``NewsdeskRunError`` when the binary is missing or cannot start.
    static func start(
        arguments: [String],
        environment: [String: String] = [:],
        workingDirectory: URL? = nil,
        pipeInput: Bool = true,
        inputPath: String? = nil,
        timeout: Double = NewsdeskRun.hangLimit
    ) throws -> NewsdeskProcess {
        _ = ignoreBrokenPipes
        let executable = try NewsdeskRun.executableURL()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = NewsdeskRun.baseEnvironment().merging(environment) { _, new in new }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }

        let outputPipe = Pipe()
        let errorPipe = Pipe()
        let inputPipe: Pipe? = pipeInput ? Pipe() : nil
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = inputPipe ?? FileHandle(forReadingAtPath: inputPath ?? "/dev/null")

        let exited = ExitSignal()
        let watchdog = Watchdog()
        process.terminationHandler = { finished in
            watchdog.disarm()
            exited.deliver((finished.terminationStatus, finished.terminationReason))
        }
        do {
            try process.run()
        } catch {
            throw NewsdeskRunError.cannotStart(executable.path, "\(error)")
        }
        let started = NewsdeskProcess(
            process: process,
            arguments: arguments,
            timeout: timeout,
            input: inputPipe?.fileHandleForWriting,
            output: PipeDrain(outputPipe.fileHandleForReading),
            errors: PipeDrain(errorPipe.fileHandleForReading),
            watchdog: watchdog,
            exit: Task { await exited.value() }
        )
        watchdog.arm(processIdentifier: process.processIdentifier, after: timeout)
        return started
    }

    /// Writes `text` to standard input.
    func send(_ text: String) {
        try? input?.write(contentsOf: Data(text.utf8))
    }

    /// Closes standard input: the script ends there.
    func closeInput() {
        try? input?.close()
    }

    /// Waits until standard output contains `text`; false when the output ended (or the watchdog fired) first.
    func waitForOutput(containing text: String) async -> Bool {
        await output.wait { $0.range(of: Data(text.utf8)) != nil }
    }

    /// Whether the process has ended.
    var isFinished: Bool {
        !process.isRunning
    }

    /// Sends `signal` (SIGTERM, SIGKILL, ...) to the process.
    func send(signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end however it ends, a signal included, and returns its exit.
    func ended() async -> (status: Int32, reason: Process.TerminationReason) {
        let ended = await exit.value
        watchdog.disarm()
        return ended
    }

    /// Closes standard input, waits for the process to end, and returns what it wrote and how it exited.
    ///
    /// - Throws: ``NewsdeskRunError/timedOut(arguments:seconds:stdout:stderr:)`` when the watchdog killed it,
    ///   ``NewsdeskRunError/crashed(arguments:signal:stdout:stderr:)`` when a signal ended it.
    func finish() async throws -> NewsdeskResult {
        closeInput()
        let (status, reason) = await exit.value
        let result = NewsdeskResult(stdoutData: await output.contents(), stderrData: await errors.contents(), status: status)
        if watchdog.fired {
            throw NewsdeskRunError.timedOut(arguments: arguments, seconds: timeout, stdout: result.stdout, stderr: result.stderr)
        }
        if reason == .uncaughtSignal {
            throw NewsdeskRunError.crashed(arguments: arguments, signal: status, stdout: result.stdout, stderr: result.stderr)
        }
        return result
    }

    /// Writing to a pipe whose reader has gone must be an error, not a signal that ends the test run.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
