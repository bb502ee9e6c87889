import FlowKit
import Foundation
import NewsModels

/// The numbered lines of a list of articles: title, then source, date and marks, then who else
/// reports its story.
enum ArticleListText {
    /// Lines for `articles`, numbered from `startingAt`; `marks` adds ` · read` and ` · bookmarked`,
    /// `date` writes each article's date (absolute by default), and a title takes at most
    /// `titleLines` lines; `more` gives a line under an article (``StoryCoverageText/more(_:)``).
    static func lines(
        _ articles: [Article],
        startingAt first: Int = 1,
        marks: ArticleMarks = .none,
        width: Int,
        titleLines: Int = NumberedList.defaultTitleLineLimit,
        styler: Styler = .plain,
        date: (Article) -> String = { DateText.short($0.publishedAt, dayOnly: $0.publishedIsDayOnly) },
        more: (Article) -> String? = { _ in nil }
    ) -> [String] {
        let items = articles.map { article in
            NumberedList.Item(
                title: article.title, details: [details(of: article, marks: marks, date: date)] + (more(article).map { [$0] } ?? []))
        }
        return NumberedList(items: items, startingAt: first, titleLineLimit: titleLines).render(width: width, styler: styler)
    }

    /// `Source · 2026-11-20 08:30` (or `Source · 3 h ago`), then ` · read` and ` · bookmarked` when they apply.
    private static func details(of article: Article, marks: ArticleMarks, date: (Article) -> String) -> String {
        var parts = [article.source.name, date(article)]
        if marks.isOpened(article.id) { parts.append("read") }
        if marks.isBookmarked(article.url) { parts.append("bookmarked") }
        return parts.joined(separator: " · ")
    }
}
