import NewsModels

/// A list of articles not on screen, read a page at a time as it is stepped through: the feed an
/// article `next-unread` found belongs to, so `next`, `prev` and `next-unread` go on through it.
@MainActor
final class PagedArticleSequence: ArticleSequence {
    /// The most pages read, so that a feed of any length costs a bounded number of loads.
    static let mostPages = 50

    private let loadPage: (Int) async throws -> Page<Article>
    /// The articles of the pages read so far, in order.
    private var loaded: [Article] = []
    /// The number of the next page to read; nil once the last one was read.
    private var nextPage: Int? = 1

    /// A sequence whose page N `loadPage` loads, from 1.
    init(loadPage: @escaping (Int) async throws -> Page<Article>) {
        self.loadPage = loadPage
    }

    func article(_ step: Int, from article: Article) async throws -> Article? {
        guard let index = try await position(of: article) else { return nil }
        let (target, overflow) = index.addingReportingOverflow(step)
        guard !overflow, target >= 0 else { return nil }
        while target >= loaded.count, try await readNextPage() {}
        return loaded.indices.contains(target) ? loaded[target] : nil
    }

    func nextUnread(after article: Article?, limit: Int, unread: ([Article]) async throws -> [Article]) async throws -> Article? {
        var start = 0
        if let article {
            guard let index = try await position(of: article) else { return nil }
            start = index + 1
        }
        let stop = start + limit
        while true {
            let end = min(loaded.count, stop)
            if start < end, let found = try await unread(Array(loaded[start..<end])).first { return found }
            guard loaded.count < stop, try await readNextPage() else { return nil }
            start = max(start, end)
        }
    }

    /// Where `article` is on the list, reading pages until it is found.
    private func position(of article: Article) async throws -> Int? {
        var searched = 0
        repeat {
            if let index = loaded[searched...].firstIndex(where: { $0.id == article.id }) { return index }
            searched = loaded.count
        } while try await readNextPage()
        return nil
    }

    /// Reads the next page; false when there is none (or the bound is reached).
    private func readNextPage() async throws -> Bool {
        guard let number = nextPage, number <= Self.mostPages else { return false }
        let page = try await loadPage(number)
        loaded += page.items
        nextPage = page.hasNext && !page.items.isEmpty ? number + 1 : nil
        return !page.items.isEmpty
    }
}
