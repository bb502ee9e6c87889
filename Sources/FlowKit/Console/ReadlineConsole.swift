import CReadline
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive console: GNU readline for commands, no-echo input for secrets, history on disk.
///
/// This is the only file that touches readline. readline is not thread-safe, so every readline
/// call (setup, history, the prompt, redisplay after a resize or a stop, Ctrl-C's clean-up and
/// the completion callback) happens on one thread of the console's own, the reader thread
/// (``Reader``). The main actor never waits for it: while a prompt waits for a key, the main
/// actor is free, and background work (completion fetches, a refresh) runs meanwhile.
///
/// How the two sides talk:
/// - Main actor → reader: requests (read a command, a field or a secret; remember a line in the
///   history; announce a line) are appended to a queue under a `Mutex` and a byte is written to
///   a wake pipe. Neither blocks.
/// - Reader → main actor: each read answers on an `AsyncStream` made for it: `.resized` for each
///   window resize while it waits, then one `.input` (a line, Ctrl-C's `.interrupted`, or
///   Ctrl-D's `.endOfInput`), sent after readline has given the terminal back.
/// - Signals: ``SignalPipe`` turns Ctrl-C, Ctrl-Z, resizes and SIGTERM/SIGHUP/SIGQUIT into bytes
///   on a pipe the reader polls beside standard input and the wake pipe; nothing runs in a C
///   signal handler. Ctrl-C's number also reaches the main actor, for a load in progress.
/// - Completion: readline calls its completion function on the reader thread, in the middle of a
///   key. The candidates come from the responder chain, main-actor state, so the reader thread
///   enqueues a main-actor task and blocks until it answers. This cannot deadlock: the main
///   actor never blocks on the reader thread (it only enqueues requests, under a lock held for an
///   append, and awaits the answers), so it always gets to the task; and while the reader waits
///   there it holds no lock the main actor takes.
///
/// Output written by the main actor while a prompt is up would land in the middle of the line
/// being edited; ``announce(_:)`` is the way to say something then: the reader clears the line,
/// writes the text and draws the prompt and what was typed again below it.
@MainActor
public final class ReadlineConsole: Console {
    private let sink: StandardOutputSink
    /// Where text goes; on standard error (`--json`) there is no pager and standard output holds records only.
    private let textDestination: TextDestination
    private let signals: SignalPipe
    private let interrupts: InterruptRelay
    private let reader: Reader
    private var statusVisible = false
    /// Whether a read is under way on the reader thread: from its request until its answer arrives.
    private var reading = false

    /// Always true: a person is at the terminal.
    public let isInteractive = true
    /// Styles on unless colour was turned off (`NO_COLOR`, `--no-color`).
    public let styler: Styler
    /// The current command's output while it runs, shown through the pager when taller than the screen.
    private var collected: String?
    /// Whether the current command's output is one long text that may be paged (``allowPaging()``).
    private var pagingAllowed = false
    private let pager = TerminalPager(environment: ProcessInfo.processInfo.environment)
    /// Always nil: errors on a terminal carry no file and line.
    public let location: InputLocation? = nil
    /// Called on Tab with the line before the cursor and the word being completed.
    public var completion: (@MainActor (_ line: String, _ word: String) -> [String])?

    /// Creates the console and starts its reader thread; `historyPath` nil keeps no history on
    /// disk, `styler` says whether colour is allowed, and `text` where prompts and text go
    /// (standard error leaves standard output to records).
    ///
    /// Make one per process: readline's state is the process's own.
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
        let interrupts = InterruptRelay()
        self.interrupts = interrupts
        signals = SignalPipe(onInterrupt: Self.relaying(to: interrupts))
        // A history file that is a link, or cannot be made private, is not used: the session says so once.
        var keptHistory = historyPath
        if let historyPath, let refusal = HistoryFile.prepare(historyPath) {
            keptHistory = nil
            FileDescriptorWriter.writeAll(
                Array("\(applicationName): no command history is kept: \(TerminalText.sanitize(refusal))\n".utf8), to: STDERR_FILENO)
        }
        reader = Reader(
            settings: Reader.Settings(
                applicationName: applicationName,
                historyPath: keptHistory,
                historyLimit: historyLimit,
                textDescriptor: text == .standardError ? STDERR_FILENO : STDOUT_FILENO
            ),
            signals: signals
        )
        reader.start(completing: Self.completer(of: self))
    }

    /// Passes each Ctrl-C's number from the signal's dispatch thread to the relay on the main actor.
    ///
    /// Built outside the main actor: the closure runs on a dispatch thread, and one formed in
    /// main-actor code would trap there on Swift's isolation check.
    private nonisolated static func relaying(to interrupts: InterruptRelay) -> @Sendable (UInt64) -> Void {
        { number in Task { @MainActor in interrupts.fire(number: number) } }
    }

    /// The completion function the reader thread calls: it asks the main actor and waits.
    private nonisolated static func completer(of console: ReadlineConsole) -> @Sendable (String, String) -> [String] {
        { [weak console] line, word in
            Reader.waitForMainActor { console?.completion?(line, word) ?? [] }
        }
    }

    /// The width in columns of the terminal text goes to, read afresh so a resize takes effect at once.
    public var width: Int {
        Self.columns(of: textDestination == .standardError ? STDERR_FILENO : STDOUT_FILENO) ?? 80
    }

    /// The terminal's rows when text goes to it; nil with `--json`, whose lists keep their page size.
    public var rows: Int? {
        guard textDestination == .standardOutput else { return nil }
        let rows = Int(newsdesk_terminal_rows(STDOUT_FILENO))
        return rows > 0 ? rows : nil
    }

    /// The width of the terminal on a file descriptor, or nil when it is not a terminal.
    public nonisolated static func columns(of descriptor: Int32) -> Int? {
        let columns = Int(newsdesk_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }

    /// Reads a command with line editing and history; Ctrl-C abandons the line, Ctrl-D quits.
    public func readCommand(prompt: String) async -> ConsoleInput {
        await read(.command(prompt))
    }

    /// Reads a field: with line editing but no history, or for a secret with no echo at all.
    public func readField(prompt: String, secret: Bool) async throws(ConsoleInterruption) -> String {
        releaseCollected()
        let input = await read(secret ? .secret(prompt) : .field(prompt))
        switch input {
        case .line(let line): return line
        case .interrupted: throw .interrupted
        case .endOfInput: throw .endOfInput(field: String(prompt.dropLast(2)))
        }
    }

    /// Asks the reader thread for a line and waits, without blocking, for its answer.
    ///
    /// The answer is awaited in a task of its own: cancelling the caller would end its iteration
    /// of the stream while readline still holds the line, and the next read would queue behind a
    /// prompt nobody awaits. So a read is not cancelled: it waits for the person's answer.
    private func read(_ prompt: Reader.Prompt) async -> ConsoleInput {
        sink.flush()
        let (events, continuation) = AsyncStream.makeStream(of: Reader.Event.self)
        reading = true
        defer { reading = false }
        reader.submit(.read(prompt, continuation))
        let answer = Task { @MainActor in
            for await event in events {
                switch event {
                case .input(let input):
                    return input
                case .resized:
                    // readline has redrawn the line at the new width; `width` asks the terminal
                    // each time, so nothing here holds the old one.
                    continue
                }
            }
            return ConsoleInput.endOfInput
        }
        return await answer.value
    }

    /// Says `line` at once, above the prompt when one is waiting: the line being typed is drawn
    /// again below it, as it was. Otherwise it is written as output (not into the pager).
    public func announce(_ line: String) {
        let text = TextWrapper(width: width).fitting(TerminalText.sanitize(line) + "\n")
        guard reading else {
            clearStatus()
            sink.writeOutput(text)
            sink.flush()
            return
        }
        reader.submit(.announce(text))
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
        pagingAllowed = false
    }

    /// Lets this command's output be paged: it is one long text, not a list.
    public func allowPaging() {
        pagingAllowed = true
    }

    /// Pages the collected output when it is taller than the screen, else writes it.
    public func endCommandOutput() {
        guard let text = collected else { return }
        collected = nil
        let rows = Int(newsdesk_terminal_rows(STDOUT_FILENO))
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        clearStatus()
        sink.flush()
        if pagingAllowed, rows > 0, lines >= rows, pager.show(text) { return }
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

    private func clearStatus() {
        guard statusVisible else { return }
        statusVisible = false
        sink.writeOutput("\r\u{1B}[2K")
    }

    /// Adds the line to the history and appends it to the history file (mode 0600), on the
    /// reader thread before its next prompt.
    public func addToHistory(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        reader.submit(.remember(line))
    }

    /// The thread that owns readline: it makes every readline call, and reads secrets too.
    ///
    /// It sleeps in `poll` on its wake pipe between requests, and in `poll` on standard input,
    /// the signal pipe and the wake pipe while it reads. It lives as long as the process.
    /// Sendable: its stored properties are constants, Sendable, or behind a `Mutex`; what it
    /// changes while reading lives in locals of the thread's own functions.
    nonisolated final class Reader: Sendable {
        /// What the main actor asks of the reader thread.
        enum Request: Sendable {
            /// Reads at a prompt; the answer (and each resize meanwhile) goes to the continuation.
            case read(Prompt, AsyncStream<Event>.Continuation)
            /// Adds a line to the history and the history file.
            case remember(String)
            /// Writes a finished line of text (its line break included) above the prompt.
            case announce(String)
        }

        /// A prompt and what is read at it.
        enum Prompt: Sendable {
            /// A command: line editing, completion, history.
            case command(String)
            /// A field's answer: line editing, no completion.
            case field(String)
            /// A secret: no echo, no line editing but erase and kill, never in history.
            case secret(String)
        }

        /// What a read tells the main actor.
        enum Event: Sendable {
            /// The window changed size while the prompt waited; readline has redrawn the line.
            case resized
            /// The read's answer; the last event.
            case input(ConsoleInput)
        }

        /// What the reader needs to set readline up.
        struct Settings: Sendable {
            let applicationName: String
            let historyPath: String?
            let historyLimit: Int32
            /// Where prompts, echo and announcements go: standard output, or standard error (`--json`).
            let textDescriptor: Int32
        }

        private let settings: Settings
        private let signals: SignalPipe
        private let requests = Mutex<[Request]>([])
        /// The wake pipe's read end (non-blocking), polled by the reader thread.
        private let wakeRead: Int32
        /// The wake pipe's write end, written by ``submit(_:)``.
        private let wakeWrite: Int32

        init(settings: Settings, signals: SignalPipe) {
            self.settings = settings
            self.signals = signals
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                // Both ends non-blocking: a full pipe already holds a wake, so a byte that does not
                // fit is not needed, and submitting never waits for the reader thread.
                for end in ends {
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                }
            }
            wakeRead = ends[0]
            wakeWrite = ends[1]
        }

        /// Starts the reader thread; `complete` gives the candidates for a word, from any thread.
        func start(completing complete: @escaping @Sendable (_ line: String, _ word: String) -> [String]) {
            let thread = Thread { [self] in run(completing: complete) }
            thread.name = "readline"
            thread.start()
        }

        /// Queues a request and wakes the reader thread; never blocks.
        func submit(_ request: Request) {
            requests.withLock { $0.append(request) }
            FileDescriptorWriter.writeAll([UInt8(ascii: "r")], to: wakeWrite)
        }

        /// Runs `body` on the main actor and waits for its answer; called on the reader thread only.
        ///
        /// The reader thread is a thread of its own, not one of Swift's pool, so blocking it
        /// starves nothing; why the main actor always gets to `body` is in the console's comment.
        static func waitForMainActor(_ body: @escaping @MainActor @Sendable () -> [String]) -> [String] {
            let answer = Answer()
            Task { @MainActor in
                let words = body()
                answer.words.withLock { $0 = words }
                answer.ready.signal()
            }
            answer.ready.wait()
            return answer.words.withLock { $0 }
        }

        /// Where the main actor leaves completion's candidates for the waiting reader thread.
        private final class Answer: Sendable {
            let words = Mutex<[String]>([])
            let ready = DispatchSemaphore(value: 0)
        }

        /// The reader thread's body: sets readline up, then serves requests until the process ends.
        private func run(completing complete: @escaping @Sendable (String, String) -> [String]) {
            ReadlineBridge.state.withLock { $0.complete = complete }
            // readline keeps this pointer for the life of the process; it is allocated once and never freed.
            newsdesk_rl_configure(UnsafePointer(strdup(settings.applicationName)), readlineCompletion)
            if settings.textDescriptor == STDERR_FILENO {
                newsdesk_rl_output_to_stderr()
            }
            stifle_history(settings.historyLimit)
            if let historyPath = settings.historyPath {
                read_history(historyPath)
            }
            while true {
                while let request = nextRequest() {
                    serve(request)
                }
                waitForWake()
            }
        }

        private func nextRequest() -> Request? {
            requests.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }

        /// Takes the queued announcements out, leaving other requests for after the read.
        private func takeAnnouncements() -> [String] {
            requests.withLock { queue in
                var texts: [String] = []
                queue.removeAll { request in
                    guard case .announce(let text) = request else { return false }
                    texts.append(text)
                    return true
                }
                return texts
            }
        }

        /// Sleeps until a request is submitted.
        private func waitForWake() {
            var descriptor = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
            while poll(&descriptor, 1, -1) < 0, errno == EINTR {}
            drainWake()
        }

        private func drainWake() {
            var buffer = [UInt8](repeating: 0, count: 64)
            while readBytes(wakeRead, &buffer, buffer.count) > 0 {}
        }

        private func serve(_ request: Request) {
            switch request {
            case .read(let prompt, let events):
                let input: ConsoleInput
                switch prompt {
                case .command(let text): input = readLine(prompt: text, command: true, events: events)
                case .field(let text): input = readLine(prompt: text, command: false, events: events)
                case .secret(let text): input = readSecret(prompt: text)
                }
                // Sent after the terminal is given back, so what the main actor writes next lands
                // on a terminal in its usual modes.
                events.yield(.input(input))
                events.finish()
            case .remember(let line):
                remember(line)
            case .announce(let text):
                // No prompt is up: the text goes out as it is.
                emit(text)
            }
        }

        /// Writes text where prompts go, after anything readline has not yet sent.
        private func emit(_ text: String) {
            newsdesk_rl_flush_output()
            FileDescriptorWriter.writeAll(Array(text.utf8), to: settings.textDescriptor)
        }

        /// Adds the line to the history and appends it to the history file (mode 0600).
        private func remember(_ line: String) {
            if let newest = newsdesk_history_newest(), String(cString: newest) == line {
                return
            }
            add_history(line)
            // Checked again before each write: the file may have been replaced since the start.
            guard let historyPath = settings.historyPath, HistoryFile.prepare(historyPath) == nil else { return }
            append_history(1, historyPath)
            history_truncate_file(historyPath, settings.historyLimit)
        }

        private func readLine(prompt: String, command: Bool, events: AsyncStream<Event>.Continuation) -> ConsoleInput {
            signals.drain()
            // Ctrl-C pressed before the prompt (during a load, in the pager) is not for this line.
            let interruptsBefore = signals.interruptsCaught
            ReadlineBridge.state.withLock { $0.begin(command: command) }
            // Marked before readline takes the terminal and draws the prompt: a SIGTERM sent once the
            // prompt is seen must come here, to put the terminal back, not end the process at once.
            signals.setPrompting(true)
            rl_callback_handler_install(prompt, readlineLineHandler)
            defer {
                signals.setPrompting(false)
                rl_callback_handler_remove()
                ReadlineBridge.state.withLock { $0.readingCommand = false }
            }
            while true {
                // Announcements queued before this prompt was drawn had their wake byte read already.
                for text in takeAnnouncements() {
                    // Clear the prompt and the line typed, say the text, then draw both again below it.
                    rl_clear_visible_line()
                    emit(text)
                    rl_on_new_line()
                    rl_redisplay()
                }
                switch signals.waitForInput(interruptsBefore: interruptsBefore, waking: wakeRead) {
                case .input:
                    rl_callback_read_char()
                    if let received = ReadlineBridge.state.withLock({ $0.takeLine() }) {
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
                    events.yield(.resized)
                case .woken:
                    // The loop's top says what was announced.
                    drainWake()
                case .suspend:
                    // readline's own order for a stop: give the terminal back, stop, take it again, redraw.
                    rl_cleanup_after_signal()
                    signals.stopProcess()
                    rl_reset_after_signal()
                    rl_forced_update_display()
                case .terminate(let signalNumber):
                    // Puts the terminal back as it was before the prompt, then ends as the signal would.
                    rl_callback_handler_remove()
                    emit("\n")
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
            signals.drain()
            let interruptsBefore = signals.interruptsCaught
            // Marked before the terminal is silenced and the prompt drawn, as for a command line.
            signals.setPrompting(true)
            defer { signals.setPrompting(false) }
            emit(prompt)
            var saved = termios()
            let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
            var silent = Self.silenced(saved)
            if isTerminal {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
            }
            defer {
                if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
                emit("\n")
            }
            let erase: Set<UInt8> = isTerminal ? [0x7F, 0x08, Self.controlCharacter(VERASE, of: saved)] : [0x7F, 0x08]
            let kill: Set<UInt8> = isTerminal ? [0x15, Self.controlCharacter(VKILL, of: saved)] : [0x15]
            var bytes: [UInt8] = []
            while true {
                for text in takeAnnouncements() {
                    // Nothing typed is on screen: clear the prompt, say the text, ask again below it.
                    emit("\r\u{1B}[2K" + text + prompt)
                }
                switch signals.waitForInput(interruptsBefore: interruptsBefore, waking: wakeRead) {
                case .input:
                    var byte: UInt8 = 0
                    guard readBytes(STDIN_FILENO, &byte, 1) == 1 else { return bytes.isEmpty ? .endOfInput : .line(Self.decode(bytes)) }
                    switch byte {
                    case 0x0A, 0x0D:
                        return .line(Self.decode(bytes))
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
                case .woken:
                    // The loop's top says what was announced.
                    drainWake()
                case .suspend:
                    if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
                    emit("\n")
                    signals.stopProcess()
                    if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent) }
                    emit(prompt)
                case .terminate(let signalNumber):
                    if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
                    emit("\n")
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

        private static func decode(_ bytes: [UInt8]) -> String {
            String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Where readline's C callbacks, which take no context pointer, find what they need.
///
/// readline's state is process-global by design; this mirrors it. The callbacks run only on the
/// reader thread, inside `rl_callback_read_char`, and the reader thread alone touches the rest;
/// the `Mutex` makes that checkable by the compiler rather than protecting against contention.
private enum ReadlineBridge {
    struct State {
        /// The line readline handed over: nil until one arrives; `.some(nil)` at end of input.
        var pendingLine: String??
        /// Whether the line being read is a command; a field's answer (`Country: `) completes nothing.
        var readingCommand = false
        /// Gives completion's candidates for the line before the cursor and the word at it.
        var complete: (@Sendable (_ line: String, _ word: String) -> [String])?

        /// Readies for a new line.
        mutating func begin(command: Bool) {
            pendingLine = nil
            readingCommand = command
        }

        /// The line handed over, if one was, forgotten here.
        mutating func takeLine() -> String?? {
            defer { pendingLine = nil }
            return pendingLine
        }
    }

    static let state = Mutex(State())
}

private func readlineLineHandler(_ line: UnsafeMutablePointer<CChar>?) {
    // Removing the handler here, not after, stops readline from drawing the prompt again.
    rl_callback_handler_remove()
    let text = line.map { String(cString: $0) }
    free(line)
    ReadlineBridge.state.withLock { $0.pendingLine = .some(text) }
}

private func readlineCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    newsdesk_rl_completion_done()
    let word = text.map { String(cString: $0) } ?? ""
    // Read out of the lock: asking the main actor may take a while, and nothing may wait on it meanwhile.
    let (readingCommand, complete) = ReadlineBridge.state.withLock { ($0.readingCommand, $0.complete) }
    guard readingCommand, let complete else { return nil }
    let line: String
    if let copy = newsdesk_rl_line_before_cursor() {
        line = String(cString: copy)
        free(copy)
    } else {
        line = word
    }
    let candidates = complete(line, word)
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

/// `read(2)`, under a name the reader's own methods (the console's `read`) do not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
