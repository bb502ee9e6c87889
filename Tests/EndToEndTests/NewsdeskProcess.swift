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
final class NewsdeskProcess: @unchecked Sendable {
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

    /// Starts the built binary with `arguments`; standard input is a pipe when `pipeInput`, else `/dev/null`.
    ///
    /// - Throws: ``NewsdeskRunError`` when the binary is missing or cannot start.
    static func start(
        arguments: [String],
        environment: [String: String] = [:],
        workingDirectory: URL? = nil,
        pipeInput: Bool = true,
        timeout: Double = 30
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
        process.standardInput = inputPipe ?? FileHandle(forReadingAtPath: "/dev/null")

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

/// Delivers a process's exit once, to whoever waits for it, before or after it happens.
private final class ExitSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered: (Int32, Process.TerminationReason)?
    private var waiter: CheckedContinuation<(status: Int32, reason: Process.TerminationReason), Never>?

    /// Records the exit and wakes the waiter.
    func deliver(_ exit: (Int32, Process.TerminationReason)) {
        lock.lock()
        delivered = exit
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume(returning: exit)
    }

    /// The exit, once it happened.
    func value() async -> (status: Int32, reason: Process.TerminationReason) {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let delivered {
                lock.unlock()
                continuation.resume(returning: delivered)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

/// Reads a pipe to its end on a thread of its own, so the child never blocks on a full pipe,
/// and lets tests wait for what has arrived so far.
private final class PipeDrain: @unchecked Sendable {
    private struct Waiter {
        let isSatisfied: (Data) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private let lock = NSLock()
    private var data = Data()
    private var ended = false
    private var waiters: [Waiter] = []
    private var endWaiters: [CheckedContinuation<Data, Never>] = []

    /// Starts reading `handle` at once.
    init(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                append(chunk)
            }
            try? handle.close()
            end()
        }.start()
    }

    /// Waits until what has arrived satisfies `isSatisfied`; false when the pipe ended first.
    func wait(until isSatisfied: @escaping (Data) -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isSatisfied(data) {
                lock.unlock()
                continuation.resume(returning: true)
            } else if ended {
                lock.unlock()
                continuation.resume(returning: false)
            } else {
                waiters.append(Waiter(isSatisfied: isSatisfied, continuation: continuation))
                lock.unlock()
            }
        }
    }

    /// Everything read, once the writing end has closed.
    func contents() async -> Data {
        await withCheckedContinuation { continuation in
            lock.lock()
            if ended {
                lock.unlock()
                continuation.resume(returning: data)
            } else {
                endWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    private func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        let snapshot = data
        var satisfied: [Waiter] = []
        var remaining: [Waiter] = []
        for waiter in waiters {
            if waiter.isSatisfied(snapshot) { satisfied.append(waiter) } else { remaining.append(waiter) }
        }
        waiters = remaining
        lock.unlock()
        for waiter in satisfied { waiter.continuation.resume(returning: true) }
    }

    private func end() {
        lock.lock()
        ended = true
        let snapshot = data
        let unsatisfied = waiters
        let waitingForEnd = endWaiters
        waiters = []
        endWaiters = []
        lock.unlock()
        for waiter in unsatisfied { waiter.continuation.resume(returning: false) }
        for continuation in waitingForEnd { continuation.resume(returning: snapshot) }
    }
}

/// Kills a child process that outlives its time limit.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var didFire = false

    /// Whether the time limit passed and the process was killed.
    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return didFire
    }

    /// Kills `processIdentifier` after `seconds` unless ``disarm()`` was called first.
    func arm(processIdentifier: Int32, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !finished else { return }
            didFire = true
            kill(processIdentifier, SIGKILL)
        }
    }

    /// Marks the process as ended, so the watchdog leaves it (and its reused id) alone.
    func disarm() {
        lock.lock()
        finished = true
        lock.unlock()
    }
}
