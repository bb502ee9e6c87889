import FlowKit
import NewsCore

/// The numbered lines of a list of articles: title, then source and date.
enum ArticleListText {
    /// Lines for `articles`, numbered from `startingAt`.
    static func lines(_ articles: [Article], startingAt first: Int = 1, width: Int) -> [String] {
        let items = articles.map { article in
            NumberedList.Item(
                title: article.title,
                details: ["\(article.source.name) · \(DateText.short(article.publishedAt))"]
            )
        }
        return NumberedList(items: items, startingAt: first).render(width: width)
    }
}
