import GRDB
import NewsModels

extension LocalCatalog {
    /// Every article of `article`'s story, earliest first (then in the order they were stored);
    /// `article` alone when the catalog does not hold it.
    public func storyArticles(of article: Article) async throws -> [Article] {
        try await storage.read { db in
            guard let id = try Self.rowID(of: article, in: db) else { return [article] }
            // An article without a story (one an older version wrote since the upgrade) is alone.
            let story = try Int64.fetchOne(db, sql: "SELECT story_id FROM articles WHERE id = ?", arguments: [id])
            let articles = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(CatalogRows.articleColumns) FROM articles a
                    WHERE \(story == nil ? "a.id" : "a.story_id") = ? ORDER BY a.published_at, a.id
                    """, arguments: [story ?? id]
            ).map(CatalogRows.article)
            return articles.map { article in
                var sized = article
                sized.storySize = article.story == nil ? 1 : articles.count
                return sized
            }
        }
    }

    /// The articles of a story whose sources a list names: a story of thousands names those of
    /// its first ones, where reading every row took 30 ms for one page. A line names at most
    /// eight, and a terminal's width shows three or four; each article sampled is a row read, so
    /// 24 cost a page of twenty large stories at 4.2 million articles 0.2 to 0.6 ms more than this.
    public static let sourcesSampled = 12

    /// The coverage of each story named, leaving out `articles`: its size as the articles left
    /// out that belong to it carry it (a list's entries were read with their stories' sizes), else
    /// from the story index; its sources from its first ``sourcesSampled`` articles.
    public func coverage(ofStories stories: [String], leavingOut articles: [Article]) async throws -> [String: StoryCoverage] {
        let ids = Array(Set(stories.compactMap(Int64.init)))
        guard !ids.isEmpty else { return [:] }
        let left = Set(articles.map(\.id))
        let listed = Dictionary(articles.compactMap { $0.story.map { ($0, 1) } }, uniquingKeysWith: +)
        let carried = Dictionary(articles.compactMap { article in article.story.map { ($0, article.storySize) } }, uniquingKeysWith: max)
        return try await storage.read { db in
            var coverage: [String: StoryCoverage] = [:]
            // Prepared once for every story the list shows.
            let sampling = try db.cachedStatement(
                sql: """
                    SELECT COALESCE(identity, url) AS article, source_name FROM articles
                    WHERE story_id = ? ORDER BY id LIMIT ?
                    """)
            var sizes: [(story: Int64, size: Int)] = []
            var uncounted: [Int64] = []
            for id in ids {
                // An article whose story was never sized carries 1: its story is counted here.
                if let size = carried[String(id)], size > 1 { sizes.append((id, size)) } else { uncounted.append(id) }
            }
            sizes += try CatalogRows.storySizes(uncounted, in: db).map { ($0.key, $0.value) }
            for (story, size) in sizes {
                let others = size - listed[String(story), default: 0]
                guard others > 0 else { continue }
                var counts: [String: Int] = [:]
                let rows = try Row.fetchCursor(sampling, arguments: [story, Self.sourcesSampled])
                while let row = try rows.next() {
                    guard !left.contains(try row.decode(String.self, forColumn: "article")) else { continue }
                    counts[try row.decode(String.self, forColumn: "source_name"), default: 0] += 1
                }
                let sources = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
                coverage[String(story)] = StoryCoverage(articles: others, sources: sources)
            }
            return coverage
        }
    }
}
