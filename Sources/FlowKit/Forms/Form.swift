/// Asks a form's fields in order; in a script, a broken rule fails the form only after every field
/// has read its answer.
///
/// Reading the remaining answers keeps a script's lines aligned: with `--keep-going` the next
/// command is the next command, and a password meant for a later field is never run (and echoed)
/// as a command. On a terminal a broken rule is asked again, so nothing is deferred there.
@MainActor
public final class Form {
    private let prompt: FieldPrompt
    private var firstFailure: CommandFailure?

    /// Creates a form on `console`.
    public init(console: any Console) {
        self.prompt = FieldPrompt(console: console)
    }

    /// Asks a field like `FieldPrompt.ask`; returns nil when this or an earlier field broke a rule.
    public func ask<Value>(
        _ label: String,
        secret: Bool = false,
        defaultValue: String? = nil,
        parse: (String) async throws -> Value
    ) async throws(CommandFailure) -> Value? {
        do {
            if firstFailure != nil {
                _ = try await prompt.ask(label, secret: secret) { $0 }
                return nil
            }
            return try await prompt.ask(label, secret: secret, defaultValue: defaultValue, parse: parse)
        } catch .brokenRule(let rule) {
            firstFailure = CommandFailure(rule)
            return nil
        } catch {
            throw firstFailure ?? error.commandFailure
        }
    }

    /// Throws the first broken rule, if any; call it after the last field.
    public func finish() throws(CommandFailure) {
        if let firstFailure { throw firstFailure }
    }
}
