import NewsWeb

/// A keyring that checks keys against NewsAPI and keeps them in the credentials file.
public struct FileNewsAPIKeyring: NewsAPIKeyring {
    /// The service the key is checked against.
    public let configuration: NewsAPIConfiguration
    /// Where the key is kept.
    public let file: NewsAPICredentialFile
    private let transport: (any HTTPTransport)?

    /// Creates a keyring; `transport` replaces the real HTTP stack in tests.
    public init(configuration: NewsAPIConfiguration, file: NewsAPICredentialFile, transport: (any HTTPTransport)? = nil) {
        self.configuration = configuration
        self.file = file
        self.transport = transport
    }

    /// Checks the key with an uncached request, then writes it to the file.
    public func verifyAndKeep(_ key: NewsAPIKey) async throws {
        let client = NewsAPIClient(key: key, configuration: configuration, transport: transport, cachePolicy: .disabled)
        try await client.verifyKey()
        try file.save(key)
    }

    /// The key in the file.
    public func keptKey() async throws -> NewsAPIKey? {
        try file.load()
    }

    /// Removes the file.
    public func forget() async throws {
        try file.remove()
    }
}
