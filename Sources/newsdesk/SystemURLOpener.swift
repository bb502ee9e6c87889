import FlowKit
import Foundation
import NewsdeskApp

/// Opens addresses with the person's browser: each command of `$BROWSER` in turn (colon-separated,
/// `%s` standing for the address, as the convention has it), else `xdg-open`.
///
/// No shell runs: the command is split on blanks and the address is one argument, so nothing in
/// an address can be read as shell syntax. The browser gets the terminal and newsdesk waits for
/// it, so a text browser (w3m, lynx) works; `xdg-open` hands over to a desktop one and returns.
struct SystemURLOpener: URLOpening {
    /// The environment `$BROWSER` and `$PATH` are read from.
    let environment: [String: String]

    func open(_ url: URL) async throws -> Bool {
        for command in commands(for: url.absoluteString) {
            guard let program = command.first, let executable = ForegroundProcess.locate(program, in: environment) else { continue }
            let status = try await run(executable, Array(command.dropFirst()))
            guard status == 0 else {
                throw SystemURLOpenerError(program: program, status: status)
            }
            return true
        }
        return false
    }

    /// The commands to try, in order, each as program and arguments.
    private func commands(for address: String) -> [[String]] {
        var commands: [[String]] = []
        for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
            let words = entry.split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { continue }
            let substituted = words.map { $0.replacingOccurrences(of: "%s", with: address) }
            commands.append(substituted == words ? words + [address] : substituted)
        }
        commands.append(["xdg-open", address])
        return commands
    }

    /// Runs the program with the terminal, in newsdesk's process group, and waits for it.
    private func run(_ executable: String, _ arguments: [String]) async throws -> Int32 {
        guard let status = ForegroundProcess.run(executable, arguments) else {
            throw SystemURLOpenerError(program: executable, status: -1)
        }
        return status
    }
}
