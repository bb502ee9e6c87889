import Foundation

/// The read–dispatch loop: reads commands at the prompt and reports failures as the contract says.
///
/// Interactive: failures print `error: MESSAGE` (unless a failure view already showed it) and the
/// session goes on. Scripted: a failure prints `FILE:LINE: error: MESSAGE` to stderr and ends the
/// session with status 1, unless keep-going.
@MainActor
public final class Shell {
    private let host: any ShellHost
    private let console: any Console
    private let keepGoing: Bool
    private let dispatcher: CommandDispatcher
    private var failed = false
    /// Whether each command is followed by the time it took, as psql's `\\timing` does.
    private var showsTiming = false

    /// Creates a shell over `host` on `console`.
    public init(host: any ShellHost, console: any Console, keepGoing: Bool = false) {
        self.host = host
        self.console = console
        self.keepGoing = keepGoing
        self.dispatcher = CommandDispatcher(console: console)
        console.completion = { [weak host] line, word in
            guard let host else { return [] }
            host.firstResponder.responder(conformingTo: (any CompletionPreparing).self)?.prepareCompletion()
            return CommandCompleter().candidates(line: line, word: word, chain: host.firstResponder.responderChain)
        }
    }

    /// Runs until `quit` or the end of input; returns the exit status (0, or 1 after a scripted failure).
    public func run() async -> Int32 {
        while !host.isFinished {
            host.promptWillWait()
            let input = await console.readCommand(prompt: host.prompt)
            host.promptAnswered()
            switch input {
            case .endOfInput:
                if console.isInteractive { console.writeLine() }
                return exitStatus
            case .interrupted:
                continue
            case .line(let line):
                console.beginCommandOutput()
                let (succeeded, took) = await perform(line, reportingAt: console.location)
                console.endCommandOutput()
                // After the pager, as psql does: a line at the end of paged text is seldom seen.
                if let took { console.writeLine(Self.timingLine(took)) }
                if !succeeded, !console.isInteractive, !keepGoing {
                    return exitStatus
                }
            }
        }
        return exitStatus
    }

    /// Runs one command line and reports a failure; returns whether it succeeded.
    ///
    /// A failure is reported at `location`, the command's own line, even when the command went on
    /// to read field answers from later lines.
    @discardableResult
    public func execute(_ line: String, reportingAt location: InputLocation? = nil) async -> Bool {
        let (succeeded, took) = await perform(line, reportingAt: location)
        if let took { console.writeLine(Self.timingLine(took)) }
        return succeeded
    }

    /// Runs one command line and reports a failure; returns whether it succeeded and, when timing
    /// is on and it did, how long it took, for the caller to write once its output is out.
    private func perform(_ line: String, reportingAt location: InputLocation?) async -> (succeeded: Bool, took: Duration?) {
        do {
            guard let command = try dispatcher.resolve(line, from: host.firstResponder) else { return (true, nil) }
            let parsed = try dispatcher.parse(command)
            // Only lines that parsed as a known command are kept, so a password typed here by mistake
            // (`signin alice SECRET`, refused as an unexpected argument) is not.
            console.addToHistory(command.historyEntry(of: line))
            let clock = ContinuousClock()
            let started = clock.now
            if let timing = try await dispatcher.run(command, parsed: parsed) {
                setTiming(timing)
                return (true, nil)
            }
            return (true, showsTiming ? clock.now - started : nil)
        } catch {
            report(error, at: location ?? console.location)
            return (false, nil)
        }
    }

    /// Turns timing on or off, or toggles it, and says which.
    private func setTiming(_ timing: ShellCommand.Timing) {
        switch timing {
        case .on: showsTiming = true
        case .off: showsTiming = false
        case .toggle: showsTiming.toggle()
        }
        console.writeLine(showsTiming ? "Timing is on." : "Timing is off.")
    }

    /// `Time: 1.234 ms`, the wall time from reading a command to the end of its output (not the
    /// time spent reading it in the pager).
    static func timingLine(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let milliseconds = microseconds / 1000
        let fraction = String(microseconds % 1000)
        return "Time: \(milliseconds).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
    }

    private var exitStatus: Int32 {
        failed && !console.isInteractive ? 1 : 0
    }

    private func report(_ error: any Error, at location: InputLocation?) {
        failed = true
        let failure = error as? CommandFailure
        let message = TerminalText.sanitize(failure?.message ?? ErrorMessage.of(error))
        if let location {
            console.writeError("\(location): error: \(message)\n")
        } else if !console.isInteractive {
            console.writeError("error: \(message)\n")
        } else if failure?.alreadyShown != true {
            // At a terminal the message is wrapped between words, its later lines indented.
            console.writeError(
                TextWrapper(width: console.width).wrap("error: \(message)", indent: "  ", firstIndent: "").joined(separator: "\n") + "\n")
        }
    }
}
