import FlowKit
import NewsCore

/// The sign-up and sign-in fields, with the account rules checked as each field is answered.
@MainActor
struct CredentialsForm {
    let console: any Console
    let accounts: any AccountService

    /// Username (rules, not taken), Password (rules, hidden), Confirm password (must match).
    func askNewAccount() async throws -> Credentials {
        let fields = FieldPrompt(console: console)
        let username = try await fields.ask("Username") { answer in
            try AccountRules.validateUsername(answer)
            guard try await accounts.isUsernameAvailable(answer) else { throw AccountError.usernameTaken(answer) }
            return answer
        }
        let password = try await fields.ask("Password", secret: true) { answer in
            try AccountRules.validatePassword(answer)
            return answer
        }
        _ = try await fields.ask("Confirm password", secret: true) { answer in
            guard answer == password else { throw AccountError.passwordsDiffer }
            return answer
        }
        return Credentials(username: username, password: password)
    }

    /// Username (unless given on the command line) and Password (hidden).
    func askExisting(username given: String?) async throws -> Credentials {
        let fields = FieldPrompt(console: console)
        let username: String
        if let given {
            username = given
        } else {
            username = try await fields.ask("Username") { answer in
                guard !answer.isEmpty else { throw AccountError.invalidUsername("a username is required") }
                return answer
            }
        }
        let password = try await fields.ask("Password", secret: true) { $0 }
        return Credentials(username: username, password: password)
    }
}
