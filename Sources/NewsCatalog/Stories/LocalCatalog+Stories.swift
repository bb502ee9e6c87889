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
    /// eight; 64 cost a UCI search about 0.6 ms more than this for much the same names.
    public static let sourcesSampled = 24

    /// The coverage of each story named, leaving out `articles`: its size from the story index
    /// alone, its sources from its first ``sourcesSampled`` articles.
    public func coverage(ofStories stories: [String], leavingOut articles: [Article]) async throws -> [String: StoryCoverage] {
        let ids = Array(Set(stories.compactMap(Int64.init)))
        guard !ids.isEmpty else { return [:] }
        let left = Set(articles.map(\.id))
        let listed = Dictionary(articles.compactMap { $0.story.map { ($0, 1) } }, uniquingKeysWith: +)
        return try await storage.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            var coverage: [String: StoryCoverage] = [:]
            // Prepared once for every story the list shows.
            let sampling = try db.cachedStatement(
                sql: """
                    SELECT COALESCE(identity, url) AS article, source_name FROM articles
                    WHERE story_id = ? ORDER BY id LIMIT ?
                    """)
            let sizes = try Row.fetchAll(
                db, sql: "SELECT story_id, COUNT(*) AS size FROM articles WHERE story_id IN (\(marks)) GROUP BY story_id",
                arguments: StatementArguments(ids))
            for size in sizes {
                let story: Int64 = try size.decode(forColumn: "story_id")
                let others = try size.decode(Int.self, forColumn: "size") - listed[String(story), default: 0]
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
