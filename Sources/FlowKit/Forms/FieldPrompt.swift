import Foundation

/// Asks one field of a form and checks the answer.
///
/// On a terminal a broken rule is named and the field asked again; in a script it fails the command.
@MainActor
public struct FieldPrompt {
    private let console: any Console

    /// Creates a prompt on `console`.
    public init(console: any Console) {
        self.console = console
    }

    /// Asks `label` (the prompt is `label: `) and returns the parsed answer.
    ///
    /// - Parameters:
    ///   - secret: read with no echo and never kept in history.
    ///   - defaultValue: used when the answer is blank.
    ///   - parse: turns the answer into a value, or throws an error whose description names the rule.
    public func ask<Value>(
        _ label: String,
        secret: Bool = false,
        defaultValue: String? = nil,
        parse: (String) async throws -> Value
    ) async throws(FieldFailure) -> Value {
        while true {
            let answer: String
            do {
                answer = try await console.readField(prompt: label + ": ", secret: secret)
            } catch {
                throw .noAnswer(error)
            }
            let trimmed = secret ? answer : answer.trimmingCharacters(in: .whitespaces)
            let effective = trimmed.isEmpty ? (defaultValue ?? trimmed) : trimmed
            do {
                return try await parse(effective)
            } catch {
                let message = TerminalText.sanitize(ErrorMessage.of(error))
                guard console.isInteractive else { throw .brokenRule(message) }
                console.writeError(TextWrapper(width: console.width).wrap(message, indent: "  ").joined(separator: "\n") + "\n")
            }
        }
    }
}
