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
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT \(CatalogRows.articleColumns) FROM articles a
                    WHERE \(story == nil ? "a.id" : "a.story_id") = ? ORDER BY a.published_at, a.id
                    """, arguments: [story ?? id]
            ).map(CatalogRows.article)
        }
    }

    /// The coverage of each story named, leaving out the articles named (``Article/id``), in one
    /// read through the story index: a list's page asks for its twenty stories at once.
    public func coverage(ofStories stories: [String], leavingOut articles: [String]) async throws -> [String: StoryCoverage] {
        let ids = Array(Set(stories.compactMap(Int64.init)))
        guard !ids.isEmpty else { return [:] }
        let left = Set(articles)
        return try await storage.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT a.story_id, COALESCE(a.identity, a.url) AS article, a.source_name FROM articles a
                    WHERE a.story_id IN (\(marks))
                    """, arguments: StatementArguments(ids))
            var counts: [Int64: (articles: Int, sources: [String: Int])] = [:]
            while let row = try rows.next() {
                let article: String = try row.decode(forColumn: "article")
                guard !left.contains(article) else { continue }
                let story: Int64 = try row.decode(forColumn: "story_id")
                let source: String = try row.decode(forColumn: "source_name")
                counts[story, default: (0, [:])].articles += 1
                counts[story, default: (0, [:])].sources[source, default: 0] += 1
            }
            var coverage: [String: StoryCoverage] = [:]
            for (story, count) in counts {
                let sources = count.sources.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
                coverage[String(story)] = StoryCoverage(articles: count.articles, sources: sources)
            }
            return coverage
        }
    }
}
