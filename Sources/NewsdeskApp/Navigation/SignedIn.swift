import NewsAccounts

/// What a successful sign-up or sign-in hands the login flow: the session, and whether the
/// account still has to give its details.
public struct SignedIn: Sendable {
    /// The new session.
    public var session: Session
    /// Whether the account has never given its country and categories.
    public var needsDetails: Bool

    /// Creates the outcome of a sign-in.
    public init(session: Session, needsDetails: Bool) {
        self.session = session
        self.needsDetails = needsDetails
    }
}
