import GRDB
import NewsModels

extension LocalCatalog {
    /// Articles first read at a time to find a list's stories, per entry wanted; each read after
    /// that doubles, up to ``storyReadMost``.
    static let storyReadPerEntry = 2
    /// The most articles read at a time to find a list's stories.
    static let storyReadMost = 400

    /// The next entries of `list` read as stories, in one read: the list is counted once, its
    /// articles are read as ids and stories only until enough new stories turn up, and only the
    /// entries are then read whole. The entries are those wanted, or fewer at the list's end, or
    /// every one left when the list's last articles fit in one read.
    ///
    /// Reading whole articles to find stories cost most of a grouped search: UCI's crawl bursts
    /// put a story's reports side by side, so twenty stories could take 320 articles.
    /// - Throws: ``CatalogError`` for an invalid search.
    public func storyBatch(of list: StoryList, _ request: StoryBatch.Request) async throws -> StoryBatch {
        let filter: ArticleFilter
        let order: ArticleOrder
        switch list {
        case .headlines(let query): (filter, order) = (try Self.filter(for: query), .newest)
        case .search(let query): (filter, order) = (try Self.filter(for: query), ArticleOrder(query.sortBy))
        }
        return try await storage.read { db in
            let counted = try CountedFilter(filter, in: db)
            let end = min(counted.total, request.readLimit)
            var read = max(0, request.from)
            var reachedEnd = read >= counted.total
            var listed = request.listed
            var picked: [Int64] = []
            var size = max(1, request.wanted) * Self.storyReadPerEntry
            // A list whose articles left fit in one read is read to its end: its stories are then
            // counted at once, for a few rows more.
            let wanted = end - read <= size ? Int.max : request.wanted
            reading: while picked.count < wanted, read < end {
                let page = PageRequest(offset: read, size: min(size, end - read))
                let query = counted.pageQuery(order: order, page: page, columns: "a.id, a.story_id")
                // Prepared once for every read of the list: only the page's bounds change.
                let rows = try Row.fetchAll(db.cachedStatement(sql: query.sql), arguments: query.arguments)
                for row in rows {
                    read += 1
                    let story: Int64? = row[1]
                    // An article with no story is an entry of its own.
                    if story.map({ listed.insert(String($0)).inserted }) ?? true {
                        picked.append(row[0])
                        if picked.count == wanted { break reading }
                    }
                }
                if rows.count < page.size {
                    reachedEnd = true
                    break
                }
                size = min(size * 2, Self.storyReadMost)
            }
            reachedEnd = reachedEnd || read >= counted.total
            return StoryBatch(
                entries: try Self.articles(withRowIDs: picked, in: db), articlesRead: read, articleTotal: counted.total,
                reachedEnd: reachedEnd)
        }
    }

    /// The articles with these row ids, in their order, each with its story's size.
    private static func articles(withRowIDs ids: [Int64], in db: Database) throws -> [Article] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let idColumn = CatalogRows.articleColumnCount
        var byID: [Int64: Article] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT \(CatalogRows.articleColumns), a.id FROM articles a WHERE a.id IN (\(marks))",
            arguments: StatementArguments(ids))
        {
            byID[row[idColumn]] = try CatalogRows.article(from: row)
        }
        return try CatalogRows.sizingStories(ids.compactMap { byID[$0] }, in: db)
    }
}
