import Foundation
import FlowKit
import NewsCore
#if canImport(Glibc)
import Glibc
#endif

/// Chooses the console: a script file, readline on a terminal, or piped standard input.
enum ConsoleFactory {
    /// The console for this run, or nil with a message when the script cannot be read.
    @MainActor
    static func make(script: String?, directories: NewsdeskDirectories) -> Result<any Console, LaunchError> {
        let width = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
        if let script, script != "-" {
            guard let reader = FileLineReader(path: script) else {
                return .failure(LaunchError(message: "cannot read the script '\(script)': \(String(cString: strerror(errno)))", status: 2))
            }
            return .success(ScriptConsole(reader: reader, inputName: script, sink: StandardOutputSink(), width: width))
        }
        if script == nil, isatty(STDIN_FILENO) != 0 {
            return .success(ReadlineConsole(applicationName: "newsdesk", historyPath: directories.historyPath))
        }
        guard let reader = FileLineReader() else {
            return .failure(LaunchError(message: "cannot read standard input", status: 2))
        }
        return .success(ScriptConsole(reader: reader, inputName: "-", sink: StandardOutputSink(), width: width))
    }
}
