import NewsCore

/// Loads the home screen's sections concurrently and delivers them in order as they complete.
///
/// All requests start at once; a section is delivered as soon as it and every section before it
/// have arrived, so output is streamed yet reads the same on every run.
struct HomeFeedLoader: Sendable {
    let service: any NewsService
    let accounts: any AccountService
    let accountKey: String
    let articlesPerSection: Int

    /// A stream of ever longer feeds, ending after the last section.
    func feeds() -> AsyncThrowingStream<HomeFeed, any Error> {
        AsyncThrowingStream { continuation in
            let work = Task {
                do {
                    try await load(into: continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in work.cancel() }
        }
    }

    private func load(into continuation: AsyncThrowingStream<HomeFeed, any Error>.Continuation) async throws {
        let details = try await accounts.details(for: accountKey) ?? .defaults
        let requests = Self.requests(for: details, pageSize: articlesPerSection)
        let service = self.service
        try await withThrowingTaskGroup(of: (Int, HomeSection).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    let page = try await service.topHeadlines(request.query)
                    return (index, HomeSection(title: request.title, articles: page.items))
                }
            }
            var waiting: [Int: HomeSection] = [:]
            var feed = HomeFeed(sections: [])
            for try await (index, section) in group {
                waiting[index] = section
                var advanced = false
                while let next = waiting.removeValue(forKey: feed.sections.count) {
                    feed.sections.append(next)
                    advanced = true
                }
                if advanced { continuation.yield(feed) }
            }
        }
    }

    /// The country's top headlines first, then each chosen category's, in the order chosen.
    static func requests(for details: AccountDetails, pageSize: Int) -> [(title: String, query: HeadlinesQuery)] {
        let country = details.country.uppercased()
        return [("Top headlines in \(country)", HeadlinesQuery(country: details.country, pageSize: pageSize))]
            + details.categories.map { category in
                ("\(category.rawValue.capitalized) in \(country)", HeadlinesQuery(country: details.country, category: category, pageSize: pageSize))
            }
    }
}
