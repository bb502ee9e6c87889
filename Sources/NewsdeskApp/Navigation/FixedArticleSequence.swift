import NewsModels

/// The articles of a list shown whole (home's sections, a source's latest), for `next` and `prev`
/// on an article opened from it.
@MainActor
final class FixedArticleSequence: ArticleSequence {
    /// The articles in the order the list shows them.
    private let articles: [Article]

    /// A sequence of `articles`, in the order shown.
    init(_ articles: [Article]) {
        self.articles = articles
    }

    func article(_ step: Int, from article: Article) -> Article? {
        guard let index = articles.firstIndex(where: { $0.id == article.id }) else { return nil }
        let (target, overflow) = index.addingReportingOverflow(step)
        return !overflow && articles.indices.contains(target) ? articles[target] : nil
    }

    func nextUnread(after article: Article?, limit: Int, unread: ([Article]) async throws -> [Article]) async throws -> Article? {
        var start = articles.startIndex
        if let article {
            guard let index = articles.firstIndex(where: { $0.id == article.id }) else { return nil }
            start = index + 1
        }
        return try await unread(Array(articles[start...].prefix(limit))).first
    }
}
