import NewsCatalog
import NewsModels

/// Who else reports the stories a screen lists, looked up once per story and kept for the screen.
///
/// A screen calls ``find(for:)`` in its task, after its articles load, and writes ``more(_:)``
/// under each article. Coverage only adds to a list: when it cannot be looked up the list still
/// shows, without those lines.
@MainActor
final class StoryCoverageLookup {
    private let stories: any ArticleStories
    private var coverage: [String: StoryCoverage] = [:]

    /// Coverage that `stories` looks up.
    init(stories: any ArticleStories) {
        self.stories = stories
    }

    /// Looks up, in one read, the stories of `articles` not looked up yet; each article listed is
    /// left out of the coverage, being on the screen already.
    func find(for articles: [Article]) async {
        let unknown = articles.filter { $0.storySize > 1 && $0.story.map { coverage[$0] == nil } ?? false }
        guard !unknown.isEmpty,
            let found = try? await stories.coverage(ofStories: unknown.compactMap(\.story), leavingOut: articles)
        else { return }
        coverage.merge(found) { _, new in new }
    }

    /// `+3 more: Reuters, BBC News` for an article whose story others report too; else nil.
    func more(_ article: Article) -> String? {
        article.story.flatMap { coverage[$0] }.map(StoryCoverageText.more)
    }

    /// Forgets what was looked up, for a list whose entries change.
    func forget() {
        coverage = [:]
    }

    /// Every article of the stories `articles` stand for (their own first), for `mark-read` on
    /// their entries.
    func storyArticles(of articles: [Article]) async throws -> [Article] {
        var all: [Article] = []
        var listed: Set<String> = []
        for article in articles {
            let mates = article.storySize > 1 ? try await stories.storyArticles(of: article) : [article]
            for mate in [article] + mates where listed.insert(mate.id).inserted {
                all.append(mate)
            }
        }
        return all
    }
}
