import Foundation
import NewsAccounts

/// Accounts in memory with plain rules, for flow tests: no disk, no hashing.
public actor FakeAccountService: AccountService {
    private var passwords: [String: String]
    private var savedDetails: [String: AccountDetails]
    private var session: Session?
    /// How many times `signOut` was called.
    public private(set) var signOutCount = 0
    /// Whether reading an account's details fails, as a damaged store would.
    private var detailsFail = false

    /// Creates a store with `passwords` by username, `details` by username and an optional saved session.
    public init(passwords: [String: String] = [:], details: [String: AccountDetails] = [:], session: Session? = nil) {
        self.passwords = passwords
        self.savedDetails = details
        self.session = session
    }

    /// Whether the name is free.
    public func isUsernameAvailable(_ username: String) async throws -> Bool {
        passwords[username] == nil
    }

    /// Creates the account after the real rules, and signs it in.
    public func signUp(username: String, password: String) async throws -> Session {
        try AccountRules.validateUsername(username)
        try AccountRules.validatePassword(password)
        guard passwords[username] == nil else { throw AccountError.usernameTaken(username) }
        passwords[username] = password
        return start(username)
    }

    /// Signs in when the password matches.
    public func signIn(username: String, password: String) async throws -> Session {
        guard passwords[username] == password else { throw AccountError.wrongCredentials }
        return start(username)
    }

    /// Starts a NewsAPI session.
    public func startNewsAPISession() async throws -> Session {
        let started = Session(username: "newsapi", kind: .newsapi, startedAt: Date(timeIntervalSince1970: 1_790_000_000))
        session = started
        return started
    }

    /// The saved session.
    public func currentSession() async throws -> Session? {
        session
    }

    /// Forgets the saved session.
    public func signOut() async throws {
        signOutCount += 1
        session = nil
    }

    /// The saved details.
    public func details(for username: String) async throws -> AccountDetails? {
        if detailsFail { throw AccountError.storage("the account store is unreadable") }
        return savedDetails[username]
    }

    /// Makes reading details fail (true) or succeed again (false).
    public func setDetailsFailing(_ failing: Bool) {
        detailsFail = failing
    }

    /// Saves details.
    public func saveDetails(_ details: AccountDetails, for username: String) async throws {
        savedDetails[username] = details
    }

    private func start(_ username: String) -> Session {
        let started = Session(username: username, kind: .local, startedAt: Date(timeIntervalSince1970: 1_790_000_000))
        session = started
        return started
    }
}
