/// A news service opened on first use, so start-up never opens what the first prompt does not need.
///
/// Requests that arrive while the service is opening wait for that one opening. A failed opening is
/// not remembered: the next request (a `retry`) tries again. Asked to discard cached answers, it
/// passes the request on to the opened service when that one keeps any.
public actor OnDemandNewsService: CachingNewsService {
    /// The name of the service it will open.
    public nonisolated let serviceName: String
    /// Whether the service it will open keeps its articles in stories: known before it opens, so
    /// asking opens nothing.
    public nonisolated let keepsStories: Bool
    private let opened: OpenedOnFirstUse<any NewsService>

    /// Creates a service that calls `open` the first time it is asked for anything.
    public init(serviceName: String, keepsStories: Bool = false, open: @escaping @Sendable () async throws -> any NewsService) {
        self.serviceName = serviceName
        self.keepsStories = keepsStories
        self.opened = OpenedOnFirstUse(open: open)
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

    /// Asks the opened service, if it is open and caches, to forget its kept answers.
    ///
    /// A service still opening is waited for; one never opened has nothing to forget.
    public func discardCachedAnswers() async {
        await (opened.openedValue() as? any CachingNewsService)?.discardCachedAnswers()
    }

    private func service() async throws -> any NewsService {
        try await opened.value()
    }
}
