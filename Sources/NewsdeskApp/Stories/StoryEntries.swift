import NewsModels

/// A list of articles read as one entry per story: each story's first article in the list's
/// order stands for it, and the later articles of a story already listed are left out.
///
/// The list's pages of articles are read in order, as far as the page asked for needs, and kept:
/// page 3 of the entries reads pages of articles until three pages of entries are known (or the
/// articles end), and `prev` reads nothing. An article with no story is an entry of its own; a
/// list whose first page has no story (a news service's answer the catalog does not keep) is
/// paged as it comes, its pages and counts as the service sends them. Stories are listed from
/// the first ``defaultReadLimit`` articles only: a page far down a list of millions would otherwise read
/// every article above it.
@MainActor
final class StoryEntries {
    /// Page N of the list's articles, from 1.
    typealias Loader = @MainActor (Int) async throws -> Page<Article>

    /// What the list is known to hold.
    struct Counts: Equatable {
        /// How many articles the list holds.
        var articles: Int
        /// How many stories (entries) it holds, once every article has been read; else nil.
        var stories: Int?
    }

    /// The most articles read to find a list's stories, unless told otherwise.
    static let defaultReadLimit = 10_000

    /// The most articles read to find this list's stories.
    let readLimit: Int

    private let loadArticles: Loader
    private var entries: [Article] = []
    private var listedStories: Set<String> = []
    /// The next page of articles to read, and how many articles a page holds (from the first).
    private var nextArticlePage = 1
    private var pageSize = 1
    /// Whether every article of the list has been read.
    private var exhausted = false
    private var articlesRead = 0
    /// How many articles the service says the list holds.
    private var articleTotal = 0

    /// Entries of the articles that `loadArticles` gives a page at a time, read from the first
    /// `readLimit` articles.
    init(readLimit: Int = defaultReadLimit, _ loadArticles: @escaping Loader) {
        self.readLimit = readLimit
        self.loadArticles = loadArticles
    }

    /// Whether the list's first page had a story: the list shows stories, not articles as they come.
    private(set) var groups = false
    /// The first page of articles, kept for a list shown as it comes.
    private var firstPage: Page<Article>?

    /// Whether the list goes on past the articles its stories were read from (``readLimit``).
    var isCut: Bool { !exhausted && articlesRead >= readLimit }

    /// The list's counts as far as it has been read.
    var counts: Counts {
        Counts(articles: articleTotal, stories: exhausted ? entries.count : nil)
    }

    /// Page `number` of the entries, as many to a page as the list's pages of articles hold. Its
    /// `totalResults` is the number of stories once known, else the most there can be (every
    /// article not yet read an entry of its own), so `hasNext` holds and the page count is a bound.
    func page(_ number: Int) async throws -> Page<Article> {
        guard let firstPage else {
            let first = try await loadArticles(1)
            firstPage = first
            groups = first.items.contains { $0.story != nil }
            if groups { read(first) }
            return try await page(number)
        }
        guard groups else { return number == 1 ? firstPage : try await loadArticles(number) }
        let (wanted, overflow) = number.multipliedReportingOverflow(by: pageSize)
        while !exhausted, !isCut, overflow || entries.count < wanted {
            try await readArticles()
        }
        let total =
            exhausted || isCut ? entries.count : max(entries.count + 1, entries.count + articleTotal - articlesRead)
        let start = Page<Article>.itemsBefore(page: number, size: pageSize, cappedAt: entries.count)
        let end = min(entries.count, start + pageSize)
        return Page(items: Array(entries[start..<end]), number: max(1, number), size: pageSize, totalResults: total)
    }

    /// Reads the list's next page of articles into entries.
    private func readArticles() async throws {
        read(try await loadArticles(nextArticlePage))
    }

    /// Takes the list's next page of articles into entries.
    private func read(_ page: Page<Article>) {
        if nextArticlePage == 1 { pageSize = max(1, page.size) }
        nextArticlePage += 1
        articlesRead += page.items.count
        articleTotal = max(page.totalResults, articlesRead)
        for article in page.items where article.story.map({ listedStories.insert($0).inserted }) ?? true {
            entries.append(article)
        }
        if !page.hasNext || page.items.isEmpty {
            exhausted = true
            articleTotal = articlesRead
        }
    }
}
