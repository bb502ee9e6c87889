import CReadline
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive console: GNU readline for commands, no-echo input for secrets, history on disk.
///
/// This is the only file that touches readline. It uses readline's callback interface inside a
/// `poll` loop, so Ctrl-C (abandon the line) and window resizes arrive through a self-pipe instead of
/// work done inside a signal handler.
@MainActor
public final class ReadlineConsole: Console {
    private let historyPath: String?
    private let historyLimit: Int32
    private let sink: StandardOutputSink
    /// Where text goes; on standard error (`--json`) there is no pager and standard output holds records only.
    private let textDestination: TextDestination
    private let signals: SignalPipe
    private let interrupts = InterruptRelay()
    private var statusVisible = false

    /// Always true: a person is at the terminal.
    public let isInteractive = true
    /// Styles on unless colour was turned off (`NO_COLOR`, `--no-color`).
    public let styler: Styler
    /// The current command's output while it runs, shown through the pager when taller than the screen.
    private var collected: String?
    private let pager = TerminalPager(environment: ProcessInfo.processInfo.environment)
    /// Always nil: errors on a terminal carry no file and line.
    public let location: InputLocation? = nil
    /// Called on Tab with the line before the cursor and the word being completed.
    public var completion: (@MainActor (_ line: String, _ word: String) -> [String])?
    /// Whether the line being read is a command; a field's answer (`Country: `) completes nothing.
    private var readingCommand = false

    /// Creates the console; `historyPath` nil keeps no history on disk, `styler` says whether colour
    /// is allowed, and `text` where prompts and text go (standard error leaves standard output to records).
    public init(
        applicationName: String,
        historyPath: String?,
        historyLimit: Int32 = 1000,
        styler: Styler = .terminal,
        text: TextDestination = .standardOutput
    ) {
        self.styler = styler
        textDestination = text
        sink = StandardOutputSink(text: text)
        self.historyPath = historyPath
        self.historyLimit = historyLimit
        signals = SignalPipe()
        // readline keeps this pointer for the life of the process; it is allocated once and never freed.
        newsdesk_rl_configure(UnsafePointer(strdup(applicationName)), readlineCompletion)
        if text == .standardError {
            newsdesk_rl_output_to_stderr()
        }
        ReadlineBridge.console = self
        stifle_history(historyLimit)
        if let historyPath {
            read_history(historyPath)
        }
        signals.onInterrupt = { [weak self] number in self?.interrupts.fire(number: number) }
    }

    /// The width in columns of the terminal text goes to, read afresh so a resize takes effect at once.
    public var width: Int {
        Self.columns(of: textDestination == .standardError ? STDERR_FILENO : STDOUT_FILENO) ?? 80
    }

    /// The width of the terminal on a file descriptor, or nil when it is not a terminal.
    public nonisolated static func columns(of descriptor: Int32) -> Int? {
        let columns = Int(newsdesk_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }

    /// Reads a command with line editing and history; Ctrl-C abandons the line, Ctrl-D quits.
    public func readCommand(prompt: String) async -> ConsoleInput {
        readingCommand = true
        defer { readingCommand = false }
        return readLine(prompt: prompt)
    }

    /// Reads a field: with line editing but no history, or for a secret with no echo at all.
    public func readField(prompt: String, secret: Bool) async throws(ConsoleInterruption) -> String {
        releaseCollected()
        let input = secret ? readSecret(prompt: prompt) : readLine(prompt: prompt)
        switch input {
        case .line(let line): return line
        case .interrupted: throw .interrupted
        case .endOfInput: throw .endOfInput(field: String(prompt.dropLast(2)))
        }
    }

    /// Writes to standard output, or to the current command's collected output; a line too
    /// wide for the terminal is wrapped between words.
    public func write(_ text: String) {
        let text = TextWrapper(width: width).fitting(text)
        if collected != nil {
            collected? += text
            return
        }
        clearStatus()
        sink.writeOutput(text)
    }

    /// Writes a record to standard output, or to the current command's collected output.
    public func writeRecord(_ line: String) {
        if collected != nil {
            collected? += line + "\n"
            return
        }
        clearStatus()
        sink.writeRecord(line + "\n")
    }

    /// Writes to standard error, after whatever output came before it; a line too wide for the
    /// terminal is wrapped between words.
    public func writeError(_ text: String) {
        releaseCollected()
        clearStatus()
        let columns = Self.columns(of: STDERR_FILENO) ?? width
        sink.writeError(TextWrapper(width: columns).fitting(text))
    }

    /// Collects the command's output until ``endCommandOutput()``; with text on standard error
    /// nothing is collected, as nothing is paged.
    public func beginCommandOutput() {
        guard textDestination == .standardOutput else { return }
        collected = ""
    }

    /// Pages the collected output when it is taller than the screen, else writes it.
    public func endCommandOutput() {
        guard let text = collected else { return }
        collected = nil
        let rows = Int(newsdesk_terminal_rows(STDOUT_FILENO))
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        clearStatus()
        sink.flush()
        if rows > 0, lines >= rows, pager.show(text) { return }
        sink.writeOutput(text)
    }

    /// Writes out what was collected so far and collects no more for this command: a field is
    /// asked, or an error follows, and both must come after what was already said.
    private func releaseCollected() {
        guard let text = collected else { return }
        collected = nil
        clearStatus()
        sink.writeOutput(text)
    }

    /// Writes out buffered output.
    public func flush() {
        sink.flush()
    }

    /// Draws or clears the status line in place.
    public func setStatus(_ text: String?) {
        if let text {
            sink.writeOutput("\r\u{1B}[2K" + TerminalText.truncate(text, toWidth: width - 1))
            statusVisible = true
            sink.flush()
        } else {
            clearStatus()
            sink.flush()
        }
    }

    /// Runs `body`; Ctrl-C meanwhile calls `onInterrupt` (which cancels a load). One pressed
    /// before, and delivered late, does not.
    public func runInterruptible<Result>(
        onInterrupt: @escaping @MainActor () -> Void,
        _ body: () async -> Result
    ) async -> Result {
        await interrupts.run(after: signals.interruptsCaught, onInterrupt: onInterrupt, body)
    }

    fileprivate func complete(text: String) -> [String] {
        guard readingCommand, let completion else { return [] }
        guard let copy = newsdesk_rl_line_before_cursor() else { return completion(text, text) }
        defer { free(copy) }
        return completion(String(cString: copy), text)
    }

    private func clearStatus() {
        guard statusVisible else { return }
        statusVisible = false
        sink.writeOutput("\r\u{1B}[2K")
    }

    /// Adds the line to the history and appends it to the history file (mode 0600).
    public func addToHistory(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        if let newest = newsdesk_history_newest(), String(cString: newest) == line {
            return
        }
        add_history(line)
        guard let historyPath else { return }
        if access(historyPath, F_OK) != 0 {
            let descriptor = open(historyPath, O_CREAT | O_WRONLY, 0o600)
            if descriptor >= 0 { close(descriptor) }
        }
        append_history(1, historyPath)
        history_truncate_file(historyPath, historyLimit)
    }

    private func readLine(prompt: String) -> ConsoleInput {
        sink.flush()
        signals.drain()
        // Ctrl-C pressed before the prompt (during a load, in the pager) is not for this line.
        let interruptsBefore = signals.interruptsCaught
        ReadlineBridge.pendingLine = nil
        rl_callback_handler_install(prompt, readlineLineHandler)
        signals.setPrompting(true)
        defer {
            signals.setPrompting(false)
            rl_callback_handler_remove()
        }
        while true {
            switch signals.waitForInput(interruptsBefore: interruptsBefore) {
            case .input:
                rl_callback_read_char()
                if let received = ReadlineBridge.pendingLine {
                    ReadlineBridge.pendingLine = nil
                    return received.map(ConsoleInput.line) ?? .endOfInput
                }
            case .interrupt:
                rl_free_line_state()
                rl_callback_sigcleanup()
                rl_echo_signal_char(SIGINT)
                rl_crlf()
                return .interrupted
            case .resize:
                rl_resize_terminal()
            case .suspend:
                // readline's own order for a stop: give the terminal back, stop, take it again, redraw.
                rl_cleanup_after_signal()
                signals.stopProcess()
                rl_reset_after_signal()
                rl_forced_update_display()
            case .terminate(let signalNumber):
                // Puts the terminal back as it was before the prompt, then ends as the signal would.
                rl_callback_handler_remove()
                sink.writeOutput("\n")
                sink.flush()
                SignalPipe.terminate(by: signalNumber)
            case .closed:
                return .endOfInput
            }
        }
    }

    /// Reads a secret with no echo, a key at a time.
    ///
    /// The terminal is taken out of line mode as well as echo: in line mode the kernel holds what
    /// was typed until Enter, and Ctrl-Z flushes that, so a password half typed before a stop would
    /// lose its first half. Read as typed, it is kept here; the terminal's erase key (and Backspace)
    /// removes the last character and its kill key (Ctrl-U) the whole answer, as line mode would.
    private func readSecret(prompt: String) -> ConsoleInput {
        sink.writeOutput(prompt)
        sink.flush()
        signals.drain()
        let interruptsBefore = signals.interruptsCaught
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        var silent = Self.silenced(saved)
        if isTerminal {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            sink.writeOutput("\n")
            sink.flush()
        }
        let erase: Set<UInt8> = isTerminal ? [0x7F, 0x08, Self.controlCharacter(VERASE, of: saved)] : [0x7F, 0x08]
        let kill: Set<UInt8> = isTerminal ? [0x15, Self.controlCharacter(VKILL, of: saved)] : [0x15]
        var bytes: [UInt8] = []
        signals.setPrompting(true)
        defer { signals.setPrompting(false) }
        while true {
            switch signals.waitForInput(interruptsBefore: interruptsBefore) {
            case .input:
                var byte: UInt8 = 0
                guard read(STDIN_FILENO, &byte, 1) == 1 else { return bytes.isEmpty ? .endOfInput : .line(decode(bytes)) }
                switch byte {
                case 0x0A, 0x0D:
                    return .line(decode(bytes))
                case 0x04:
                    if bytes.isEmpty { return .endOfInput }
                case _ where erase.contains(byte):
                    Self.removeLastCharacter(from: &bytes)
                case _ where kill.contains(byte):
                    bytes.removeAll()
                default:
                    bytes.append(byte)
                }
            case .interrupt:
                return .interrupted
            case .resize:
                continue
            case .suspend:
                if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
                sink.writeOutput("\n")
                sink.flush()
                signals.stopProcess()
                if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent) }
                sink.writeOutput(prompt)
                sink.flush()
            case .terminate(let signalNumber):
                if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
                sink.writeOutput("\n")
                sink.flush()
                SignalPipe.terminate(by: signalNumber)
            case .closed:
                return .endOfInput
            }
        }
    }

    /// `settings` with neither echo nor line mode: each key is read as it is typed. Signal keys
    /// (Ctrl-C, Ctrl-Z) still work.
    private static func silenced(_ settings: termios) -> termios {
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &silent.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return silent
    }

    /// The terminal's special character at `index` of `c_cc` (its erase or kill key).
    private static func controlCharacter(_ index: Int32, of settings: termios) -> UInt8 {
        withUnsafeBytes(of: settings.c_cc) { $0[Int(index)] }
    }

    /// Drops the last UTF-8 character of `bytes`: its continuation bytes, then its first byte.
    private static func removeLastCharacter(from bytes: inout [UInt8]) {
        while let last = bytes.last, last & 0xC0 == 0x80 {
            bytes.removeLast()
        }
        if !bytes.isEmpty { bytes.removeLast() }
    }

    private func decode(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Where readline's C callbacks, which take no context pointer, find the console.
///
/// readline's state is process-global by design; these two main-actor statics mirror it. They are
/// only touched on the main thread, inside readline calls made by `ReadlineConsole`.
@MainActor
private enum ReadlineBridge {
    static weak var console: ReadlineConsole?
    /// The line readline handed over: nil until one arrives; `.some(nil)` at end of input.
    static var pendingLine: String??
}

private func readlineLineHandler(_ line: UnsafeMutablePointer<CChar>?) {
    // Removing the handler here, not after, stops readline from drawing the prompt again.
    rl_callback_handler_remove()
    let text = line.map { String(cString: $0) }
    free(line)
    MainActor.assumeIsolated {
        ReadlineBridge.pendingLine = .some(text)
    }
}

private func readlineCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    newsdesk_rl_completion_done()
    let word = text.map { String(cString: $0) } ?? ""
    let candidates = MainActor.assumeIsolated {
        ReadlineBridge.console?.complete(text: word) ?? []
    }
    guard !candidates.isEmpty else { return nil }
    // readline wants malloc'd strings: the common prefix first, then every match, then NULL.
    let common = candidates.dropFirst().reduce(candidates[0]) { prefix, candidate in
        String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
    }
    let entries = candidates.count == 1 ? candidates : [common] + candidates
    guard
        let matches = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
            .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    else { return nil }
    for (index, entry) in entries.enumerated() {
        matches[index] = strdup(entry)
    }
    matches[entries.count] = nil
    return matches
}
