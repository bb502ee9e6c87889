import Foundation
import Testing

/// Script fragments shared by the tests, kept as string literals so SwiftPM needs no resources.
enum Scripts {
    /// The password every test account uses unless a test needs its own.
    static let password = "password123"

    /// Signs up `alice` and accepts the default account details (country `us`, category `general`).
    ///
    /// Six lines: `signup`, the username, the password twice, then a blank answer to `Country` and
    /// to `Categories`. Ends at the home screen.
    static let signUpAlice = signUp(user: "alice", password: password)

    /// Signs up `user` with `password` and accepts the default account details.
    static func signUp(user: String, password: String) -> String {
        "signup\n\(user)\n\(password)\n\(password)\n\n\n"
    }

    /// Signs up `alice` in a first run, so the home holds her account, details and session.
    static func signUpAliceAndQuit(in home: TestHome) async throws {
        let result = try await home.run(input: signUpAlice + "quit\n")
        try #require(result.status == 0, "signing up failed: \(result.stderr)")
    }
}
