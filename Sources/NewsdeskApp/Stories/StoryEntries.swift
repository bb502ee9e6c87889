import NewsModels

/// A list of articles read as one entry per story: each story's first article in the list's
/// order stands for it, and the later articles of a story already listed are left out.
///
/// The list's articles are read in order, a few pages' worth at a time, as far as the page asked
/// for needs, and kept: page 3 of the entries reads on from where page 2 stopped, and `prev` reads
/// nothing. An article with no story is an entry of its own. Stories are listed from the first
/// ``readLimit`` articles only: a page far down a list of millions would otherwise read every
/// article above it.
@MainActor
final class StoryEntries {
    /// Page N (from 1) of the list's articles, the given number to a page.
    typealias Loader = @MainActor (_ page: Int, _ size: Int) async throws -> Page<Article>

    /// What the list is known to hold.
    struct Counts: Equatable {
        /// How many articles the list holds.
        var articles: Int
        /// How many stories (entries) it holds, once every article has been read; else nil.
        var stories: Int?
    }

    /// The most articles read to find a list's stories, unless told otherwise.
    static let defaultReadLimit = 10_000
    /// Articles read at a time, in pages of entries: a story's reports often stand side by side,
    /// yet a batch of five pages made a search two to three times slower than one of two.
    static let pagesReadAtOnce = 2

    /// The most articles read to find this list's stories.
    let readLimit: Int
    /// Entries to a page.
    let pageSize: Int
    private let loadArticles: Loader
    private var entries: [Article] = []
    private var listedStories: Set<String> = []
    /// The next batch of articles to read, numbered as pages of ``batchSize``.
    private var nextBatch = 1
    private var exhausted = false
    private var articlesRead = 0
    /// How many articles the service says the list holds.
    private var articleTotal = 0

    /// Entries, `pageSize` to a page, of the articles `loadArticles` gives, read from the first
    /// `readLimit` articles.
    init(pageSize: Int, readLimit: Int = defaultReadLimit, _ loadArticles: @escaping Loader) {
        self.pageSize = max(1, pageSize)
        self.readLimit = readLimit
        self.loadArticles = loadArticles
    }

    /// Articles read at once: a few pages' worth, within the largest page a service serves.
    var batchSize: Int { max(pageSize, min(ListPageSize.most, pageSize * Self.pagesReadAtOnce)) }

    /// Whether the list goes on past the articles its stories were read from (``readLimit``).
    var isCut: Bool { !exhausted && articlesRead >= readLimit }

    /// The list's counts as far as it has been read.
    var counts: Counts {
        Counts(articles: articleTotal, stories: exhausted ? entries.count : nil)
    }

    /// Page `number` of the entries. Its `totalResults` is the number of stories once known, else
    /// the most there can be (every article not yet read an entry of its own), so `hasNext` holds
    /// and the page count is a bound.
    func page(_ number: Int) async throws -> Page<Article> {
        let (wanted, overflow) = number.multipliedReportingOverflow(by: pageSize)
        while !exhausted, !isCut, overflow || entries.count < wanted || nextBatch == 1 {
            try await readArticles()
        }
        let total =
            exhausted || isCut ? entries.count : max(entries.count + 1, entries.count + articleTotal - articlesRead)
        let start = Page<Article>.itemsBefore(page: number, size: pageSize, cappedAt: entries.count)
        let end = min(entries.count, start + pageSize)
        return Page(items: Array(entries[start..<end]), number: max(1, number), size: pageSize, totalResults: total)
    }

    /// Reads the list's next batch of articles into entries.
    private func readArticles() async throws {
        let page = try await loadArticles(nextBatch, batchSize)
        nextBatch += 1
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
