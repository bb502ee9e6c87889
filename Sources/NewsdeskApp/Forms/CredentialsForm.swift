import FlowKit
import NewsAccounts

/// The sign-up and sign-in fields, with the account rules checked as each field is answered.
@MainActor
struct CredentialsForm {
    let console: any Console
    let accounts: any AccountService

    /// Username (rules, not taken), Password (rules, hidden), Confirm password (must match).
    ///
    /// On a terminal a confirmation that differs asks for the password again, then its
    /// confirmation: which of the two was mistyped cannot be known, and neither can be seen.
    func askNewAccount() async throws -> Credentials {
        let form = Form(console: console)
        let username = try await form.ask("Username") { answer in
            try AccountRules.validateUsername(answer)
            guard try await accounts.isUsernameAvailable(answer) else { throw AccountError.usernameTaken(answer) }
            return answer
        }
        var password: String?
        while true {
            password = try await form.ask("Password", secret: true) { answer in
                try AccountRules.validatePassword(answer)
                return answer
            }
            let confirmation = try await form.ask("Confirm password", secret: true) { [console, password] answer in
                // A script fails the command here; a terminal goes back to the password below.
                guard console.isInteractive || answer == password else { throw AccountError.passwordsDiffer }
                return answer
            }
            guard let password, let confirmation, confirmation != password else { break }
            console.writeError("  \(AccountError.passwordsDiffer); type the password again\n")
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
