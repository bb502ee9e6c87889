import FlowKit
import Foundation
import NewsStorage
import NewsdeskApp

#if canImport(Glibc)
    import Glibc
#endif

/// Chooses the console: a script file, readline on a terminal, or piped standard input.
enum ConsoleFactory {
    /// The console for this run, or nil with a message when the script cannot be read.
    ///
    /// With `json`, text (prompts, the script's echo, messages) goes to standard error, so that
    /// standard output holds only JSON lines; there is no colour then, and no pager.
    @MainActor
    static func make(script: String?, directories: NewsdeskDirectories, noColor: Bool, json: Bool) -> Result<any Console, LaunchError> {
        let width = scriptWidth(columns: ProcessInfo.processInfo.environment["COLUMNS"])
        let text: TextDestination = json ? .standardError : .standardOutput
        if let script, script != "-" {
            guard let reader = FileLineReader(path: script) else {
                return .failure(
                    LaunchError(
                        message: "cannot read the script '\(TerminalText.sanitize(script))': \(String(cString: strerror(errno)))", status: 2
                    ))
            }
            return .success(ScriptConsole(reader: reader, inputName: script, sink: StandardOutputSink(text: text), width: width))
        }
        if script == nil, isatty(STDIN_FILENO) != 0 {
            return .success(
                ReadlineConsole(
                    applicationName: "newsdesk",
                    historyPath: directories.historyPath,
                    styler: colourAllowed(noColor: noColor || json) ? .terminal : .plain,
                    text: text
                ))
        }
        guard let reader = FileLineReader() else {
            return .failure(LaunchError(message: "cannot read standard input", status: 2))
        }
        return .success(ScriptConsole(reader: reader, inputName: "-", sink: StandardOutputSink(text: text), width: width))
    }

    /// A script's width from `COLUMNS`: 80 when unset or not a positive number (a width below one
    /// column breaks wrapping), and at most ``maximumScriptWidth``.
    static func scriptWidth(columns: String?) -> Int {
        guard let columns = columns.flatMap({ Int($0) }), columns > 0 else { return 80 }
        return min(columns, maximumScriptWidth)
    }

    /// The widest a script's output is wrapped, far beyond any screen.
    static let maximumScriptWidth = 10_000

    /// List dates relative to now only for a person: a terminal console whose output is a terminal
    /// too. Scripts and pipes keep absolute dates, so transcripts read the same on every run.
    @MainActor
    static func listDates(for console: any Console) -> ListDateStyle {
        console.isInteractive && isatty(STDOUT_FILENO) != 0 ? .relative : .absolute
    }

    /// Colour only on a terminal's output, and never with `--no-color` or a non-empty `NO_COLOR`
    /// (no-color.org); a script or a pipe never gets it, whichever console reads the input.
    private static func colourAllowed(noColor: Bool) -> Bool {
        let environment = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return !noColor && environment.isEmpty && isatty(STDOUT_FILENO) != 0
    }
}
