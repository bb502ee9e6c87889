import NewsCatalog
import NewsModels

/// How a list of stories says who else reports each one, and how many stories and articles it holds.
enum StoryCoverageText {
    /// Sources named on an entry's line at most; the line is cut to the width anyway.
    static let namedSources = 8

    /// `+3 more: Reuters, BBC News`: the story's other articles and their sources, the most
    /// prolific first, `…` when more sources report it than are named.
    static func more(_ coverage: StoryCoverage) -> String {
        let named = coverage.sources.prefix(namedSources).joined(separator: ", ")
        let rest = coverage.sources.count > namedSources ? "…" : ""
        return "+\(CountText.grouped(coverage.articles)) more: \(named)\(rest)"
    }

    /// The header's detail for a page of stories: `page 1 of 3, 52 stories, 61 articles` once
    /// the list has been read to its end (articles alone when no story has two), else
    /// `page 1 of up to 188, 3,744 articles`: the stories not yet read can only be fewer. A list
    /// longer than its holder counts says `more than 5,000 articles`.
    static func pageDetail(_ page: Page<Article>, counts: StoryEntries.Counts) -> String {
        guard let stories = counts.stories else {
            let articles =
                counts.moreArticles
                ? "more than \(CountText.counted(counts.articles, "article"))" : CountText.counted(counts.articles, "article")
            return "page \(CountText.grouped(page.number)) of up to \(CountText.grouped(page.pageCount)), \(articles)"
        }
        guard stories != counts.articles else { return ScreenHeader.pageDetail(page, noun: "article") }
        let both = "\(CountText.grouped(stories)) \(stories == 1 ? "story" : "stories"), \(CountText.counted(counts.articles, "article"))"
        return page.pageCount > 1 ? "page \(CountText.grouped(page.number)) of \(CountText.grouped(page.pageCount)), \(both)" : both
    }
}
