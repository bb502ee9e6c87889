import NewsAccounts
import NewsModels
import NewsWeb

/// Loads the home screen's sections concurrently and delivers them in order as they complete.
///
/// All requests start at once; a section is delivered as soon as it and every section before it
/// have arrived, so output is streamed yet reads the same on every run. A story shows once, by
/// the first article of it in the first section that has it: each section asks for more than it
/// shows, so that one repeated from above leaves room for the next.
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
        let requests = Self.requests(for: details, pageSize: articlesPerSection * 2)
        let service = self.service
        let shown = articlesPerSection
        try await withThrowingTaskGroup(of: (Int, HomeSection?).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    let page: Page<Article>
                    do {
                        page = try await service.topHeadlines(request.query)
                    } catch NewsAPIError.refused(.headlinesNeedFilter) {
                        // Every country's headlines of every kind: NewsAPI serves no such list,
                        // so the categories' sections stand alone.
                        return (index, nil)
                    }
                    let note = page.items.isEmpty ? await CountryFallback(service: service).note(for: request.query) : nil
                    return (index, HomeSection(title: request.title, articles: page.items, emptyNote: note))
                }
            }
            var waiting: [Int: HomeSection?] = [:]
            var feed = HomeFeed(sections: [])
            var delivered = 0
            var seen: Set<String> = []
            for try await (index, section) in group {
                waiting[index] = section
                var advanced = false
                while let next = waiting.removeValue(forKey: delivered) {
                    delivered += 1
                    guard let next else { continue }
                    feed.sections.append(Self.unseen(next, seen: &seen, limit: shown))
                    advanced = true
                }
                if advanced { continuation.yield(feed) }
            }
        }
    }

    /// `section` with the stories of the sections above (and its own repeats) left out, at most
    /// `limit` kept; an emptied section says where its articles went.
    private static func unseen(_ section: HomeSection, seen: inout Set<String>, limit: Int) -> HomeSection {
        var kept = section
        kept.articles = []
        for article in section.articles where kept.articles.count < limit {
            // An article is its own story when the news it came from groups none.
            guard seen.insert(article.story.map { "story \($0)" } ?? "address \(article.url)").inserted else { continue }
            kept.articles.append(article)
        }
        if kept.articles.isEmpty, !section.articles.isEmpty {
            kept.emptyNote = "Its headlines are all in the sections above."
        }
        return kept
    }

    /// The country's top headlines first, then each chosen category's, in the order chosen;
    /// each title names the country (`in US`), or says `in all countries`.
    static func requests(for details: AccountDetails, pageSize: Int) -> [(title: String, query: HeadlinesQuery)] {
        let choice = CountryChoice(saved: details.country)
        let place = choice.code.map { "in \($0.uppercased())" } ?? "in all countries"
        return [("Top headlines \(place)", HeadlinesQuery(country: choice.code, pageSize: pageSize))]
            + details.categories.map { category in
                ("\(category.rawValue.capitalized) \(place)", HeadlinesQuery(country: choice.code, category: category, pageSize: pageSize))
            }
    }
}
