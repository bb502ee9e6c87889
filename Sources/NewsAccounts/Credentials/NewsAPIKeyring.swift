import NewsWeb

/// Where a NewsAPI sign-in checks and keeps its key; screens and flows see only this.
public protocol NewsAPIKeyring: Sendable {
    /// Checks the key with one real request to the service, then keeps it for later sessions.
    ///
    /// - Throws: ``NewsAPIError`` when the service refuses the key or cannot be reached, and
    ///   ``CredentialFileError`` when the key cannot be kept.
    func verifyAndKeep(_ key: NewsAPIKey) async throws
    /// The kept key, or nil when none is kept.
    func keptKey() async throws -> NewsAPIKey?
    /// Forgets the kept key, at logout.
    func forget() async throws
}
