import Foundation

/// A console for scripted sessions: commands come from a file or a pipe, output reads like a transcript.
///
/// Each command is echoed after its prompt; blank lines and `#` lines between commands are skipped;
/// a field reads the next line (a blank answer takes the field's default); a secret is not echoed.
@MainActor
public final class ScriptConsole: Console {
    private let reader: any LineReader
    private let sink: any OutputSink
    private let inputName: String
    private var lineNumber = 0

    /// Whether a person is at a terminal: never, for a script.
    public let isInteractive = false
    /// The width used for wrapping.
    public let width: Int
    /// Where the last line read came from.
    public private(set) var location: InputLocation?
    /// Unused: scripts do not complete.
    public var completion: (@MainActor (_ line: String, _ word: String) -> [String])?

    /// Creates a console reading `reader` (named `inputName`, `-` for stdin) and writing to `sink`.
    public init(reader: any LineReader, inputName: String, sink: any OutputSink, width: Int = 80) {
        self.reader = reader
        self.inputName = inputName
        self.sink = sink
        self.width = width
    }

    /// The next command line, echoed after the prompt.
    public func readCommand(prompt: String) async -> ConsoleInput {
        while let line = nextLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            // The echo is data from the script: cleaned like everything else that reaches a terminal.
            sink.writeOutput(prompt + TerminalText.sanitize(line) + "\n")
            return .line(line)
        }
        return .endOfInput
    }

    /// The next line as a field's answer; comment lines are skipped, a secret is not echoed.
    public func readField(prompt: String, secret: Bool) async throws(ConsoleInterruption) -> String {
        while let line = nextLine() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
            sink.writeOutput(prompt + (secret ? "" : TerminalText.sanitize(line)) + "\n")
            return line
        }
        sink.writeOutput(prompt + "\n")
        throw .endOfInput(field: String(prompt.dropLast(2)))
    }

    /// Scripts keep no history.
    public func addToHistory(_ line: String) {}

    /// Writes to standard output.
    public func write(_ text: String) {
        sink.writeOutput(text)
    }

    /// Writes a record to standard output.
    public func writeRecord(_ line: String) {
        sink.writeRecord(line + "\n")
    }

    /// Writes to standard error.
    public func writeError(_ text: String) {
        sink.writeError(text)
    }

    /// Writes out buffered output.
    public func flush() {
        sink.flush()
    }

    /// Scripts show no spinner.
    public func setStatus(_ text: String?) {}

    /// Scripts cannot be interrupted from the keyboard; runs `body`.
    public func runInterruptible<Result>(
        onInterrupt: @escaping @MainActor () -> Void,
        _ body: () async -> Result
    ) async -> Result {
        await body()
    }

    private func nextLine() -> String? {
        sink.flush()
        guard let line = reader.nextLine() else { return nil }
        lineNumber += 1
        location = InputLocation(file: inputName, line: lineNumber)
        return line
    }
}
