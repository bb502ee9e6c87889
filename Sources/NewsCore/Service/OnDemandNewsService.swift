/// A news service opened on first use, so start-up never opens what the first prompt does not need.
///
/// A failed opening is not remembered: the next request (a `retry`) tries again.
public actor OnDemandNewsService: NewsService {
    /// The name of the service it will open.
    public nonisolated let serviceName: String
    private let open: @Sendable () async throws -> any NewsService
    private var opened: (any NewsService)?

    /// Creates a service that calls `open` the first time it is asked for anything.
    public init(serviceName: String, open: @escaping @Sendable () async throws -> any NewsService) {
        self.serviceName = serviceName
        self.open = open
    }

    /// Top headlines from the opened service.
    public func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article> {
        try await service().topHeadlines(query)
    }

    /// A search on the opened service.
    public func everything(_ query: SearchQuery) async throws -> Page<Article> {
        try await service().everything(query)
    }

    /// Sources from the opened service.
    public func sources(_ query: SourcesQuery) async throws -> [Source] {
        try await service().sources(query)
    }

    /// One source from the opened service.
    public func source(id: String) async throws -> Source? {
        try await service().source(id: id)
    }

    private func service() async throws -> any NewsService {
        if let opened { return opened }
        let made = try await open()
        opened = made
        return made
    }
}
