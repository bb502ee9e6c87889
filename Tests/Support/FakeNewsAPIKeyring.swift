import NewsAccounts
import NewsWeb

/// A keyring in memory that accepts one key, for flow tests: no network, no disk.
public actor FakeNewsAPIKeyring: NewsAPIKeyring {
    private let acceptedSecret: String
    private let rejection: NewsAPIError
    private var kept: NewsAPIKey?
    /// Every key checked, masked, in order.
    public private(set) var checkedKeys: [String] = []

    /// Creates a keyring that accepts only `acceptedSecret` and refuses others with `rejection`.
    public init(
        acceptedSecret: String = "0123456789abcdef0123456789abcdef",
        rejection: NewsAPIError = .service(
            code: .apiKeyInvalid, message: "Your API key is invalid or incorrect.", status: 401, retryAfter: nil),
        kept: NewsAPIKey? = nil
    ) {
        self.acceptedSecret = acceptedSecret
        self.rejection = rejection
        self.kept = kept
    }

    /// Keeps the key when it is the accepted one; throws the rejection otherwise.
    public func verifyAndKeep(_ key: NewsAPIKey) async throws {
        checkedKeys.append(key.masked)
        guard key.secret == acceptedSecret else { throw rejection }
        kept = key
    }

    /// The kept key.
    public func keptKey() async throws -> NewsAPIKey? { kept }

    /// Forgets the kept key.
    public func forget() async throws { kept = nil }
}
