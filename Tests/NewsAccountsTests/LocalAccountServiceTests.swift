import Foundation
import GRDB
import NewsdeskTestSupport
import Testing

@testable import NewsAccounts

@Suite("Local accounts")
struct LocalAccountServiceTests {
    func service() throws -> LocalAccountService {
        try LocalAccountService.inMemory(hasher: .fastForTesting)
    }

    @Test func signUpSignsInAndSignOutEndsTheSession() async throws {
        let accounts = try service()
        #expect(try await accounts.currentSession() == nil)
        let session = try await accounts.signUp(username: "ann", password: "password1")
        #expect(session.username == "ann")
        #expect(session.kind == .local)
        #expect(try await accounts.currentSession() == session)
        try await accounts.signOut()
        #expect(try await accounts.currentSession() == nil)
        try await accounts.signOut()
    }

    @Test func signInAfterSignUp() async throws {
        let accounts = try service()
        _ = try await accounts.signUp(username: "ann", password: "password1")
        try await accounts.signOut()
        let session = try await accounts.signIn(username: "ann", password: "password1")
        #expect(session.username == "ann")
        #expect(try await accounts.currentSession() == session)
    }

    @Test func wrongUserAndWrongPasswordGetTheSameMessage() async throws {
        let accounts = try service()
        _ = try await accounts.signUp(username: "ann", password: "password1")
        try await accounts.signOut()
        var messages: [String] = []
        for (user, password) in [("ann", "password2"), ("bob", "password1"), ("Ann", "password1")] {
            do {
                _ = try await accounts.signIn(username: user, password: password)
                Issue.record("\(user) signed in with \(password)")
            } catch let error as AccountError {
                #expect(error == .wrongCredentials)
                messages.append(error.description)
            }
        }
        #expect(Set(messages) == ["wrong username or password"])
        #expect(try await accounts.currentSession() == nil)
    }

    @Test func takenUsernameIsRefused() async throws {
        let accounts = try service()
        _ = try await accounts.signUp(username: "ann", password: "password1")
        #expect(try await accounts.isUsernameAvailable("ann") == false)
        #expect(try await accounts.isUsernameAvailable("bob"))
        await #expect(throws: AccountError.usernameTaken("ann")) {
            _ = try await accounts.signUp(username: "ann", password: "another-password")
        }
    }

    @Test func signUpChecksTheRulesAgain() async throws {
        let accounts = try service()
        await #expect(throws: AccountError.invalidUsername("uppercase letters are not allowed (use 'ann')")) {
            _ = try await accounts.signUp(username: "ANN", password: "password1")
        }
        await #expect(throws: AccountError.invalidPassword("it must be at least 8 characters long")) {
            _ = try await accounts.signUp(username: "ann", password: "short")
        }
        #expect(try await accounts.isUsernameAvailable("ann"))
    }

    @Test func onlyTheHashIsStored() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        _ = try await accounts.signUp(username: "ann", password: "unmistakable-secret")
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            #expect(data.range(of: Data("unmistakable-secret".utf8)) == nil)
        }
    }

    @Test func detailsRoundTrip() async throws {
        let accounts = try service()
        _ = try await accounts.signUp(username: "ann", password: "password1")
        #expect(try await accounts.details(for: "ann") == nil)
        let details = AccountDetails(country: "GB", categories: [.science, .sports, .science])
        try await accounts.saveDetails(details, for: "ann")
        #expect(try await accounts.details(for: "ann") == AccountDetails(country: "gb", categories: [.science, .sports]))
        try await accounts.saveDetails(.defaults, for: "ann")
        #expect(try await accounts.details(for: "ann") == .defaults)
        #expect(try await accounts.details(for: "nobody") == nil)
    }

    @Test func detailsAreChecked() async throws {
        let accounts = try service()
        _ = try await accounts.signUp(username: "ann", password: "password1")
        await #expect(throws: AccountError.invalidCountry("usa")) {
            try await accounts.saveDetails(AccountDetails(country: "usa", categories: [.general]), for: "ann")
        }
        await #expect(throws: AccountError.self) {
            try await accounts.saveDetails(.defaults, for: "nobody")
        }
    }

    @Test func aSessionOutlivesTheProcessButNotItsAccount() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let session = try await LocalAccountService.open(path: path, hasher: .fastForTesting)
            .signUp(username: "ann", password: "password1")
        let reopened = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        #expect(try await reopened.currentSession() == session)
        let other = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        await #expect(throws: AccountError.usernameTaken("ann")) {
            _ = try await other.signUp(username: "ann", password: "password2")
        }
    }

    @Test func aSessionWhoseAccountIsGoneIsNoSession() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let accounts = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        _ = try await accounts.signUp(username: "ann", password: "password1")
        let pool = try DatabasePool(path: path)
        try await pool.write { db in try db.execute(sql: "DELETE FROM accounts WHERE username = 'ann'") }
        #expect(try await accounts.currentSession() == nil)
    }

    @Test func aNewsAPISessionNeedsNoAccount() async throws {
        let accounts = try service()
        let session = try await accounts.startNewsAPISession()
        #expect(session.kind == .newsapi)
        #expect(try await accounts.currentSession() == session)
    }

    @Test func racingSignUpsOfOneNameLetOneWin() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("accounts.sqlite").path
        let first = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        let second = try LocalAccountService.open(path: path, hasher: .fastForTesting)
        async let a = outcome { try await first.signUp(username: "ann", password: "password1") }
        async let b = outcome { try await second.signUp(username: "ann", password: "password2") }
        let results = await [a, b]
        let failures = results.compactMap { result -> AccountError? in
            if case .failure(let error as AccountError) = result { return error }
            return nil
        }
        #expect(results.count { if case .success = $0 { true } else { false } } == 1)
        #expect(failures == [.usernameTaken("ann")])
    }

    /// The result of an async throwing call.
    func outcome(_ body: @Sendable () async throws -> Session) async -> Result<Session, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
