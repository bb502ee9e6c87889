/// All terminal input and output goes through a console: readline, a script, or a test.
@MainActor
public protocol Console: AnyObject {
    /// Whether a person is at a terminal (spinners, re-asking fields) rather than a script.
    var isInteractive: Bool { get }
    /// The width of the output in columns.
    var width: Int { get }
    /// How text is styled on this console: plainly, except on a terminal that allows colour.
    var styler: Styler { get }
    /// How many lines the screen holds, for a list to fill it a page at a time; nil off a
    /// terminal, where lists keep their usual page size.
    var rows: Int? { get }
    /// Starts collecting one command's output, so one long text taller than the screen can be paged.
    func beginCommandOutput()
    /// Lets the command's output go through the pager when it is taller than the screen: one long
    /// text (a long document, `help`). A list never asks, so its page never holds the next command in a
    /// pager; it is sized to fit the screen instead.
    func allowPaging()
    /// Shows the collected output: through the pager when paging was allowed and it is taller than
    /// the screen, else as it is.
    func endCommandOutput()
    /// Where the last line read came from, for `FILE:LINE: error:` messages; nil on a terminal.
    var location: InputLocation? { get }
    /// Reads a command line at `prompt`; scripted consoles echo it after the prompt.
    func readCommand(prompt: String) async -> ConsoleInput
    /// Reads the answer to a field such as `Username: `; a secret is never echoed nor kept.
    func readField(prompt: String, secret: Bool) async throws(ConsoleInterruption) -> String
    /// Keeps a command line in the history; the shell calls it only for lines that parsed as a known
    /// command, and with only the name of a command that asks for a secret, so a password typed at
    /// the prompt by mistake is never kept.
    func addToHistory(_ line: String)
    /// Writes text to standard output as it is; callers add line breaks. With text on standard
    /// error (`--json`), it goes there instead.
    func write(_ text: String)
    /// Writes one record, a line of machine-readable output such as JSON, to standard output;
    /// the line break is added here.
    func writeRecord(_ line: String)
    /// Writes text to standard error as it is; callers add line breaks.
    func writeError(_ text: String)
    /// Says one line at once, from work that finished in the background: at a terminal, above a
    /// waiting prompt, which is drawn again below it with what was typed; elsewhere, written as
    /// output. The line is cleaned of control characters here.
    func announce(_ line: String)
    /// Pushes buffered output to the terminal or pipe (before exiting).
    func flush()
    /// Shows a transient status line (a spinner) or clears it with nil; ignored off a terminal.
    func setStatus(_ text: String?)
    /// Runs `body`, calling `onInterrupt` if the person presses Ctrl-C meanwhile.
    func runInterruptible<Result>(
        onInterrupt: @escaping @MainActor () -> Void,
        _ body: () async -> Result
    ) async -> Result
    /// Offers the words that complete `word` at the cursor; interactive consoles call it on Tab.
    var completion: (@MainActor (_ line: String, _ word: String) -> [String])? { get set }
}

extension Console {
    /// Plain text: a console styles only when it says so.
    public var styler: Styler { .plain }

    /// No screen to fill: only a terminal has rows.
    public var rows: Int? { nil }

    /// Output goes straight out: only a terminal console pages.
    public func beginCommandOutput() {}

    /// Nothing is paged off a terminal.
    public func allowPaging() {}

    /// Nothing was collected.
    public func endCommandOutput() {}

    /// Writes the line as output: no prompt waits on a script or a test console.
    public func announce(_ line: String) {
        write(TerminalText.sanitize(line) + "\n")
    }

    /// Writes one line of text to standard output.
    public func writeLine(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes several lines to standard output.
    public func writeLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\n") + "\n")
    }

    /// Writes each value as a record, one JSON line each (see ``JSONLines``).
    public func writeRecords(_ records: [any Encodable]) {
        for record in records {
            do {
                writeRecord(try JSONLines.line(record))
            } catch {
                writeError("error: cannot write \(type(of: record)) as JSON: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
            }
        }
    }
}
