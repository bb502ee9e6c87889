import FlowKit
import NewsCore

/// The sign-up and sign-in fields, with the account rules checked as each field is answered.
@MainActor
struct CredentialsForm {
    let console: any Console
    let accounts: any AccountService

    /// Username (rules, not taken), Password (rules, hidden), Confirm password (must match).
    func askNewAccount() async throws -> Credentials {
        let form = Form(console: console)
        let username = try await form.ask("Username") { answer in
            try AccountRules.validateUsername(answer)
            guard try await accounts.isUsernameAvailable(answer) else { throw AccountError.usernameTaken(answer) }
            return answer
        }
        let password = try await form.ask("Password", secret: true) { answer in
            try AccountRules.validatePassword(answer)
            return answer
        }
        _ = try await form.ask("Confirm password", secret: true) { answer in
            guard answer == password else { throw AccountError.passwordsDiffer }
            return answer
        }
        try form.finish()
        return try Self.credentials(username, password)
    }

    /// Username (unless given on the command line) and Password (hidden).
    func askExisting(username given: String?) async throws -> Credentials {
        let form = Form(console: console)
        var username = given
        if given == nil {
            username = try await form.ask("Username") { answer in
                guard !answer.isEmpty else { throw AccountError.invalidUsername("a username is required") }
                return answer
            }
        }
        let password = try await form.ask("Password", secret: true) { $0 }
        try form.finish()
        return try Self.credentials(username, password)
    }

    /// Both answers; a finished form without failures always has them.
    private static func credentials(_ username: String?, _ password: String?) throws -> Credentials {
        guard let username, let password else { throw CommandFailure("the form ended without an answer") }
        return Credentials(username: username, password: password)
    }
}
