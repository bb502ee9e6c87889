import GRDB

/// The articles one insert added, counted per source, category and story, then saved in one go.
///
/// Counting in memory and writing each total once keeps a large import from touching the
/// statistics tables once per article.
struct CatalogTally {
    /// A source and one of its categories.
    private struct SourceCategory: Hashable {
        let sourceID: String
        let category: NewsCategory
    }

    /// How many articles were added.
    private(set) var added = 0
    private var perSourceCategory: [SourceCategory: Int] = [:]
    private var perStory: [String: Int] = [:]

    /// Counts one added article.
    mutating func count(sourceID: String?, category: NewsCategory, story: String?) {
        added += 1
        if let sourceID {
            perSourceCategory[SourceCategory(sourceID: sourceID, category: category), default: 0] += 1
        }
        if let story {
            perStory[story, default: 0] += 1
        }
    }

    /// Adds the counts to `source_categories`, `stories` and `sources` inside the open transaction.
    func save(in db: Database) throws {
        guard added > 0 else { return }
        let addCategory = try db.cachedStatement(sql: """
            INSERT INTO source_categories (source_id, category, articles) VALUES (?, ?, ?)
            ON CONFLICT (source_id, category) DO UPDATE SET articles = articles + excluded.articles
            """)
        var perSource: [String: Int] = [:]
        for (key, articles) in perSourceCategory {
            try addCategory.execute(arguments: [key.sourceID, key.category.rawValue, articles])
            perSource[key.sourceID, default: 0] += articles
        }
        let updateSource = try db.cachedStatement(sql: """
            UPDATE sources SET
                article_count = article_count + ?,
                main_category = (SELECT category FROM source_categories WHERE source_id = sources.id
                                 ORDER BY articles DESC, category LIMIT 1)
            WHERE id = ?
            """)
        for (sourceID, articles) in perSource {
            try updateSource.execute(arguments: [articles, sourceID])
        }
        let addStory = try db.cachedStatement(sql: """
            INSERT INTO stories (story, articles) VALUES (?, ?)
            ON CONFLICT (story) DO UPDATE SET articles = articles + excluded.articles
            """)
        for (story, articles) in perStory {
            try addStory.execute(arguments: [story, articles])
        }
    }
}
