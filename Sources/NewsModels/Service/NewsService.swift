/// News with NewsAPI v2 semantics; the local catalog and the NewsAPI client both provide it.
public protocol NewsService: Sendable {
    /// A short name for where the news comes from (`local`, `newsapi`), shown in prompts.
    var serviceName: String { get }
    /// Whether the service's articles are kept and grouped into stories as they are written (the
    /// local catalog), so its lists can show stories; false for answers passed on as sent (NewsAPI).
    var keepsStories: Bool { get }
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
    /// A service's answers are passed on as sent, unless it says it keeps them.
    public var keepsStories: Bool { false }

    /// Finds a source by scanning the unfiltered list; services with an index do better.
    public func source(id: String) async throws -> Source? {
        try await sources(SourcesQuery()).first { $0.id == id }
    }
}
