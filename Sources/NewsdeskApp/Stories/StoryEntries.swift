import NewsCatalog
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
    /// The list's next entries, read as stories by the list's own holder (the catalog does it in
    /// one read, looking at no more of each article than its story until it is an entry).
    typealias BatchLoader = @MainActor (_ request: StoryBatch.Request) async throws -> StoryBatch

    /// What the list is known to hold.
    struct Counts: Equatable {
        /// How many articles the list holds, or the read limit when it holds more.
        var articles: Int
        /// How many stories (entries) it holds, once every article has been read; else nil.
        var stories: Int?
        /// Whether the list holds more than `articles`: its holder counted only as far as the read limit.
        var moreArticles = false
    }

    /// The most articles read to find a list's stories, unless told otherwise: a few hundred
    /// pages. A search is counted as far as this too: counting a common word's matches at 4.2
    /// million articles took 1.96 ms to 10,000, 1.19 ms to 5,000 (0.65 ms to 2,000, which would
    /// no longer count most searches of UCI's 422,000, `ebola`'s 3,744 among them).
    static let defaultReadLimit = 5_000
    /// Articles read at a time from a list of pages, in pages of entries: a story's reports often
    /// stand side by side, yet a batch of five pages made a search two to three times slower than one of two.
    static let pagesReadAtOnce = 2
    /// The most entries asked of one batch: a page number far past the end reads on in batches of this many.
    static let mostWantedAtOnce = 500

    /// The most articles read to find this list's stories.
    let readLimit: Int
    /// Entries to a page.
    let pageSize: Int
    private let loadBatch: BatchLoader
    private var entries: [Article] = []
    private var listedStories: Set<String> = []
    private var started = false
    private var exhausted = false
    private var articlesRead = 0
    /// How many articles the list's holder says it holds.
    private var articleTotal = 0
    /// Whether the holder says the list holds more than `articleTotal`.
    private var holdsMore = false

    /// Entries, `pageSize` to a page, found by `batches` in the list's first `readLimit` articles.
    init(pageSize: Int, readLimit: Int = defaultReadLimit, batches: @escaping BatchLoader) {
        self.pageSize = max(1, pageSize)
        self.readLimit = readLimit
        self.loadBatch = batches
    }

    /// Entries, `pageSize` to a page, of the articles `loadArticles` gives, read a few pages'
    /// worth at a time from the first `readLimit` articles.
    convenience init(pageSize: Int, readLimit: Int = defaultReadLimit, _ loadArticles: @escaping Loader) {
        let size = Self.batchSize(forPageSize: pageSize)
        self.init(pageSize: pageSize, readLimit: readLimit) { request in
            // Batches read whole pages, so each starts where a page of this size does.
            let page = try await loadArticles(request.from / size + 1, size)
            var listed = request.listed
            let read = request.from + page.items.count
            let end = !page.hasNext || page.items.isEmpty
            return StoryBatch(
                entries: page.items.filter { article in article.story.map { listed.insert($0).inserted } ?? true },
                articlesRead: read, articleTotal: end ? read : max(page.totalResults, read), reachedEnd: end)
        }
    }

    /// Articles read at once from a list of pages: a few pages' worth, within the largest page a service serves.
    static func batchSize(forPageSize pageSize: Int) -> Int {
        let size = max(1, pageSize)
        return max(size, min(ListPageSize.most, size * pagesReadAtOnce))
    }

    /// Whether the list goes on past the articles its stories were read from (``readLimit``).
    var isCut: Bool { !exhausted && articlesRead >= readLimit }

    /// The list's counts as far as it has been read.
    var counts: Counts {
        Counts(articles: articleTotal, stories: exhausted ? entries.count : nil, moreArticles: holdsMore && !exhausted)
    }

    /// Page `number` of the entries. Its `totalResults` is the number of stories once known, else
    /// the most there can be (every article not yet read an entry of its own), so `hasNext` holds
    /// and the page count is a bound.
    func page(_ number: Int) async throws -> Page<Article> {
        let (wanted, overflow) = number.multipliedReportingOverflow(by: pageSize)
        while !exhausted, !isCut, overflow || entries.count < wanted || !started {
            let missing = overflow ? Self.mostWantedAtOnce : min(Self.mostWantedAtOnce, max(1, wanted - entries.count))
            try await read(StoryBatch.Request(from: articlesRead, wanted: missing, listed: listedStories, readLimit: readLimit))
        }
        let total =
            exhausted || isCut ? entries.count : max(entries.count + 1, entries.count + articleTotal - articlesRead)
        let start = Page<Article>.itemsBefore(page: number, size: pageSize, cappedAt: entries.count)
        let end = min(entries.count, start + pageSize)
        return Page(items: Array(entries[start..<end]), number: max(1, number), size: pageSize, totalResults: total)
    }

    /// Reads the list's next batch into entries.
    private func read(_ request: StoryBatch.Request) async throws {
        let batch = try await loadBatch(request)
        started = true
        articlesRead = max(articlesRead, batch.articlesRead)
        articleTotal = max(batch.articleTotal, articlesRead)
        holdsMore = batch.holdsMore
        for article in batch.entries where article.story.map({ listedStories.insert($0).inserted }) ?? true {
            entries.append(article)
        }
        // A batch that read nothing more ends the list too: asking again would get the same.
        if batch.reachedEnd || batch.articlesRead <= request.from {
            exhausted = true
            articleTotal = articlesRead
        }
    }
}
