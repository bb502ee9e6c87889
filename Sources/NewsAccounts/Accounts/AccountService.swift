/// Accounts, their details and the saved session, behind one asynchronous interface.
public protocol AccountService: Sendable {
    /// Whether no account has this username yet.
    func isUsernameAvailable(_ username: String) async throws -> Bool
    /// Creates an account (rules checked again here), signs it in and saves the session.
    func signUp(username: String, password: String) async throws -> Session
    /// Checks a username and password, then signs in and saves the session.
    func signIn(username: String, password: String) async throws -> Session
    /// Starts and saves a session browsing NewsAPI.org, once its key has been checked and kept.
    func startNewsAPISession() async throws -> Session
    /// The saved session, or nil when nobody is signed in.
    func currentSession() async throws -> Session?
    /// Ends the saved session.
    func signOut() async throws
    /// The details of a session's account (its ``Session/accountKey``), or nil before they were first given.
    func details(for accountKey: String) async throws -> AccountDetails?
    /// Saves the details of a session's account (its ``Session/accountKey``).
    func saveDetails(_ details: AccountDetails, for accountKey: String) async throws
}
