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

    /// Creates a shell over `host` on `console`.
    public init(host: any ShellHost, console: any Console, keepGoing: Bool = false) {
        self.host = host
        self.console = console
        self.keepGoing = keepGoing
        self.dispatcher = CommandDispatcher(console: console)
        console.completion = { [weak host] line, word in
            guard let host else { return [] }
            return CommandCompleter().candidates(line: line, word: word, chain: host.firstResponder.responderChain)
        }
    }

    /// Runs until `quit` or the end of input; returns the exit status (0, or 1 after a scripted failure).
    public func run() async -> Int32 {
        while !host.isFinished {
            switch await console.readCommand(prompt: host.prompt) {
            case .endOfInput:
                if console.isInteractive { console.writeLine() }
                return exitStatus
            case .interrupted:
                continue
            case .line(let line):
                let succeeded = await execute(line, reportingAt: console.location)
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
        do {
            guard let command = try dispatcher.resolve(line, from: host.firstResponder) else { return true }
            // Only lines naming a known command are kept, so a password typed here by mistake is not.
            console.addToHistory(line.trimmingCharacters(in: .whitespaces))
            try await dispatcher.run(command)
            return true
        } catch {
            report(error, at: location ?? console.location)
            return false
        }
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
        } else if !console.isInteractive || failure?.alreadyShown != true {
            console.writeError("error: \(message)\n")
        }
    }
}
