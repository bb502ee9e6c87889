import GRDB
import NewsModels

extension LocalCatalog {
    /// Articles first read at a time to find a list's stories, per entry wanted; each read after
    /// that doubles, up to ``storyReadMost``.
    static let storyReadPerEntry = 2
    /// The most articles read at a time to find a list's stories.
    static let storyReadMost = 400

    /// The next entries of `list` read as stories, in one read: the list is counted once (as far
    /// as the request's read limit), its articles are read as ids and stories only until enough
    /// new stories turn up, and only the entries are then read whole. The entries are those
    /// wanted, or fewer at the list's end, or every one left when the list's last articles fit in
    /// one read.
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
            // Stories are never read past the limit, so neither are articles counted past it.
            let counted = try CountedFilter(filter, in: db, countingAtMost: request.readLimit)
            let end = min(counted.total, request.readLimit)
            var scan = StoryScan(read: max(0, request.from), listed: request.listed)
            var size = max(1, request.wanted) * Self.storyReadPerEntry
            // A list whose articles left fit in one read is read to its end: its stories are then
            // counted at once, for a few rows more.
            let wanted = end - scan.read <= size ? Int.max : request.wanted
            var listEnded = false
            if scan.read < end,
                let query = counted.scanQuery(order: order, from: scan.read, limit: end - scan.read, columns: Self.scannedColumns)
            {
                // The list in its own order, row by row, left as soon as the last entry wanted turns up.
                let rows = try Row.fetchCursor(db.cachedStatement(sql: query.sql), arguments: query.arguments)
                while scan.picked.count < wanted {
                    guard let row = try rows.next() else {
                        listEnded = scan.read < end
                        break
                    }
                    scan.take(row)
                }
            } else {
                while scan.picked.count < wanted, scan.read < end {
                    let page = PageRequest(offset: scan.read, size: min(size, end - scan.read))
                    let query = counted.pageQuery(order: order, page: page, columns: Self.scannedColumns)
                    // Prepared once for every read of the list: only the page's bounds change.
                    let rows = try Row.fetchAll(db.cachedStatement(sql: query.sql), arguments: query.arguments)
                    for row in rows where scan.picked.count < wanted {
                        scan.take(row)
                    }
                    if rows.count < page.size, scan.picked.count < wanted {
                        listEnded = true
                        break
                    }
                    size = min(size * 2, Self.storyReadMost)
                }
            }
            let reachedEnd = listEnded || (!counted.keepsMore && scan.read >= counted.total)
            return StoryBatch(
                entries: try Self.articles(withRowIDs: scan.picked, in: db), articlesRead: scan.read,
                articleTotal: counted.total, holdsMore: counted.keepsMore, reachedEnd: reachedEnd)
        }
    }

    /// What a story scan reads of each article: its row id and its story.
    private static let scannedColumns = "a.id, a.story_id"

    /// The articles a story scan has read, and the entries it picked among them.
    private struct StoryScan {
        /// How many of the list's articles have been read.
        var read: Int
        /// The stories listed, earlier batches' included.
        var listed: Set<String>
        /// The row ids of the entries picked, in the list's order.
        var picked: [Int64] = []

        /// Reads one row of ``LocalCatalog/scannedColumns``: an entry when its story is not listed
        /// yet, or when it has none (an article alone).
        mutating func take(_ row: Row) {
            read += 1
            let story: Int64? = row[1]
            if story.map({ listed.insert(String($0)).inserted }) ?? true {
                picked.append(row[0])
            }
        }
    }

    /// The articles with these row ids, in their order, each with its story's size.
    private static func articles(withRowIDs ids: [Int64], in db: Database) throws -> [Article] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let idColumn = CatalogRows.articleColumnCount
        var byID: [Int64: Article] = [:]
        // Kept prepared: a page's entries are mostly as many as the last page's.
        let reading = try db.cachedStatement(sql: "SELECT \(CatalogRows.articleColumns), a.id FROM articles a WHERE a.id IN (\(marks))")
        for row in try Row.fetchAll(reading, arguments: StatementArguments(ids)) {
            byID[row[idColumn]] = try CatalogRows.article(from: row)
        }
        return try CatalogRows.sizingStories(ids.compactMap { byID[$0] }, in: db)
    }
}
