import FlowKit

/// A console for tests: input lines given up front, output captured, Ctrl-C simulated on demand.
@MainActor
public final class TestConsole: Console {
    /// Whether to behave like a terminal (fields asked again) or a script (fields fail the command).
    public var isInteractive: Bool
    /// The width used for wrapping.
    public var width: Int
    /// Always nil: tests check messages, not file positions.
    public let location: InputLocation? = nil
    /// The completion handler the shell installs.
    public var completion: (@MainActor (_ line: String, _ word: String) -> [String])?
    /// Everything written to standard output, with prompts and echoed input.
    public private(set) var output = ""
    /// Everything written to standard error.
    public private(set) var errors = ""
    /// Every record written, one JSON line each, without line breaks.
    public private(set) var records: [String] = []
    /// Called each time a field is asked, before its answer is read.
    public var onReadField: (@MainActor (_ prompt: String) -> Void)?
    /// The lines the shell kept in history.
    public private(set) var history: [String] = []
    /// The rows of the screen a terminal would have; nil, as off a terminal, unless a test sets it.
    public var rows: Int?
    /// Whether the last command allowed its output to be paged (``allowPaging()``).
    public private(set) var pagingAllowed = false
    /// Every status line set, nil for a clear.
    public private(set) var statuses: [String?] = []
    private var inputs: [String]
    /// Field prompts whose next read is answered by Ctrl-C instead of an input line, once each.
    private var interruptedFields: [String] = []
    private let interrupts = InterruptRelay()

    /// Creates a console that will read `inputs` in order.
    public init(inputs: [String] = [], interactive: Bool = false, width: Int = 80) {
        self.inputs = inputs
        self.isInteractive = interactive
        self.width = width
    }

    /// Adds lines to read.
    public func feed(_ lines: String...) {
        inputs += lines
    }

    /// Starts a command's output: it is not paged unless the command allows it.
    public func beginCommandOutput() {
        pagingAllowed = false
    }

    /// Notes that the command's output may be paged.
    public func allowPaging() {
        pagingAllowed = true
    }

    /// Clears captured output and errors.
    public func clearOutput() {
        output = ""
        errors = ""
        records = []
    }

    /// Simulates Ctrl-C at the next field asked with `prompt` (such as `Country: `).
    public func interrupt(atField prompt: String) {
        interruptedFields.append(prompt)
    }

    /// Simulates Ctrl-C: runs the action registered by a load in progress, if any.
    public func interrupt() {
        interrupts.fire()
    }

    /// The next input line, echoed after the prompt like a transcript.
    public func readCommand(prompt: String) async -> ConsoleInput {
        guard !inputs.isEmpty else { return .endOfInput }
        let line = inputs.removeFirst()
        output += prompt + line + "\n"
        return .line(line)
    }

    /// The next input line as a field's answer; a secret is not echoed.
    public func readField(prompt: String, secret: Bool) async throws(ConsoleInterruption) -> String {
        onReadField?(prompt)
        if let index = interruptedFields.firstIndex(of: prompt) {
            interruptedFields.remove(at: index)
            output += prompt + "^C\n"
            throw .interrupted
        }
        guard !inputs.isEmpty else { throw .endOfInput(field: String(prompt.dropLast(2))) }
        let line = inputs.removeFirst()
        output += prompt + (secret ? "" : line) + "\n"
        return line
    }

    /// Records a history entry.
    public func addToHistory(_ line: String) {
        history.append(line)
    }

    /// Captures output.
    public func write(_ text: String) {
        output += text
    }

    /// Captures a record.
    public func writeRecord(_ line: String) {
        records.append(line)
    }

    /// Captures errors.
    public func writeError(_ text: String) {
        errors += text
    }

    /// Nothing to flush.
    public func flush() {}

    /// Records the status line.
    public func setStatus(_ text: String?) {
        statuses.append(text)
    }

    /// Runs `body` with `onInterrupt` registered for `interrupt()`.
    public func runInterruptible<Result>(
        onInterrupt: @escaping @MainActor () -> Void,
        _ body: () async -> Result
    ) async -> Result {
        await interrupts.run(onInterrupt: onInterrupt, body)
    }
}
