/// News with NewsAPI v2 semantics; the local catalog and the NewsAPI client both provide it.
public protocol NewsService: Sendable {
    /// A short name for where the news comes from (`local`, `newsapi`), shown in prompts.
    var serviceName: String { get }
    /// Top headlines, newest first.
    func topHeadlines(_ query: HeadlinesQuery) async throws -> Page<Article>
    /// Every article matching a search.
    func everything(_ query: SearchQuery) async throws -> Page<Article>
    /// The sources matching a filter.
    func sources(_ query: SourcesQuery) async throws -> [Source]
    /// One source by id, or nil when the service has none by that id.
    func source(id: String) async throws -> Source?
}

extension NewsService {
    /// Finds a source by scanning the unfiltered list; services with an index do better.
    public func source(id: String) async throws -> Source? {
        try await sources(SourcesQuery()).first { $0.id == id }
    }
}
