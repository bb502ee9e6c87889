import GRDB
import NewsModels
import NewsStorage

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
    /// The story the articles counted last name, and how many in a row named it: a data set's
    /// labels come in runs (415,365 of UCI's 422,637 rows name the row before's), so a run goes
    /// into ``perStory`` once it ends instead of each row hashing its label there.
    private var storyRun: (story: String, articles: Int)?

    /// Counts one added article; returns whether it is the first counted for its source and category.
    @discardableResult
    mutating func count(sourceID: String?, category: NewsCategory, story: String?) -> Bool {
        added += 1
        var isFirst = false
        if let sourceID {
            let key = SourceCategory(sourceID: sourceID, category: category)
            // One lookup, whether the key is new or not.
            if let index = perSourceCategory.index(forKey: key) {
                perSourceCategory.values[index] += 1
            } else {
                perSourceCategory[key] = 1
                isFirst = true
            }
        }
        if let story {
            if storyRun?.story == story {
                storyRun?.articles += 1
            } else {
                if let run = storyRun { perStory[run.story, default: 0] += run.articles }
                storyRun = (story, 1)
            }
        }
        return isFirst
    }

    /// Takes one article that was counted out of the counts again (a repeated URL a bulk load
    /// removes); ``save(in:)`` then subtracts it.
    mutating func uncount(sourceID: String?, category: NewsCategory, story: String?) {
        added -= 1
        if let sourceID {
            perSourceCategory[SourceCategory(sourceID: sourceID, category: category), default: 0] -= 1
        }
        if let story {
            perStory[story, default: 0] -= 1
        }
    }

    /// Adds the counts to `source_categories`, `stories` and `sources` inside the open transaction.
    ///
    /// Keys go in sorted, so each table's B-tree is written front to back instead of page by random
    /// page, and values are bound without boxing: a large import's ledger holds tens of thousands.
    func save(in db: Database) throws {
        guard added != 0 else { return }
        let addCategory = try BoundStatement(
            """
            INSERT INTO source_categories (source_id, category, articles) VALUES (?, ?, ?)
            ON CONFLICT (source_id, category) DO UPDATE SET articles = articles + excluded.articles
            """, in: db)
        var perSource: [String: Int] = [:]
        let categoryCounts = perSourceCategory.sorted {
            ($0.key.sourceID, $0.key.category.rawValue) < ($1.key.sourceID, $1.key.category.rawValue)
        }
        for (key, articles) in categoryCounts {
            addCategory.bind(1, key.sourceID)
            addCategory.bind(2, key.category.rawValue)
            addCategory.bind(3, Int64(articles))
            _ = try addCategory.run()
            perSource[key.sourceID, default: 0] += articles
        }
        let updateSource = try BoundStatement(
            """
            UPDATE sources SET
                article_count = article_count + ?,
                main_category = (SELECT category FROM source_categories WHERE source_id = sources.id
                                 ORDER BY articles DESC, category LIMIT 1)
            WHERE id = ?
            """, in: db)
        for (sourceID, articles) in perSource.sorted(by: { $0.key < $1.key }) {
            updateSource.bind(1, Int64(articles))
            updateSource.bind(2, sourceID)
            _ = try updateSource.run()
        }
        let addStory = try BoundStatement(
            """
            INSERT INTO stories (story, articles) VALUES (?, ?)
            ON CONFLICT (story) DO UPDATE SET articles = articles + excluded.articles
            """, in: db)
        var perStory = perStory
        if let run = storyRun { perStory[run.story, default: 0] += run.articles }
        for (story, articles) in perStory.sorted(by: { $0.key < $1.key }) {
            addStory.bind(1, story)
            addStory.bind(2, Int64(articles))
            _ = try addStory.run()
        }
    }
}
