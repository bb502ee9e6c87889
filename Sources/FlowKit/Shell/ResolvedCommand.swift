import Foundation

/// A command line whose command was found on the responder chain, ready to run.
@MainActor
public struct ResolvedCommand {
    /// Who answers the command.
    enum Target {
        /// The shell's own `help` or `timing`.
        case shell(ShellCommand.Name)
        /// A responder on the chain.
        case responder(any Responder)
    }

    let target: Target
    let spec: CommandSpec
    let arguments: [String]
    let chain: [any Responder]

    /// What the history keeps of the line: the line itself, or only the command's name when the
    /// command asks for a secret (a password typed after it must never reach the history file).
    func historyEntry(of line: String) -> String {
        spec.asksForSecret ? spec.name : line.trimmingCharacters(in: .whitespaces)
    }
}
