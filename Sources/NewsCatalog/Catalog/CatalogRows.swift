import Foundation
import GRDB
import NewsModels
import NewsStorage

/// Reads catalog rows into the domain's models.
enum CatalogRows {
    /// The columns of an article every article query selects, in the order it selects them.
    ///
    /// An article is decoded by position: looking each column up by name lowercased the name at
    /// every row, a tenth of a search's time once pages grew to a hundred rows.
    private enum ArticleColumn: Int, CaseIterable {
        case url, sourceID, sourceName, author, title, description, urlToImage, publishedAt, content, identity, enclosures,
            publishedDayOnly, pageReadAt, storyID

        /// The column's name in `articles`.
        var name: String {
            switch self {
            case .url: "url"
            case .sourceID: "source_id"
            case .sourceName: "source_name"
            case .author: "author"
            case .title: "title"
            case .description: "description"
            case .urlToImage: "url_to_image"
            case .publishedAt: "published_at"
            case .content: "content"
            case .identity: "identity"
            case .enclosures: "enclosures"
            case .publishedDayOnly: "published_day_only"
            case .pageReadAt: "page_read_at"
            case .storyID: "story_id"
            }
        }
    }

    /// The article columns every article query selects first, with the `articles` alias `a`.
    static let articleColumns = ArticleColumn.allCases.map { "a.\($0.name)" }.joined(separator: ", ")
    /// How many columns ``articleColumns`` names: the index of the first column a query selects after them.
    static let articleColumnCount = ArticleColumn.allCases.count

    /// The source columns every source query selects, with the `sources` alias `s`.
    ///
    /// A source's category is the one it was described with, else the one most of its articles have.
    static let sourceColumns = """
        s.id, s.name, s.description, s.url, COALESCE(s.category, s.main_category) AS category, \
        s.language, s.country, s.article_count
        """

    /// An article from a row whose first columns are ``articleColumns``.
    static func article(from row: Row) throws -> Article {
        func value<Value: DatabaseValueConvertible>(_ column: ArticleColumn, as type: Value.Type = Value.self) throws -> Value {
            try row.decode(Value.self, atIndex: column.rawValue)
        }
        var article = Article(
            source: SourceReference(id: try value(.sourceID), name: try value(.sourceName)),
            author: try value(.author),
            title: try value(.title),
            description: try value(.description),
            url: try value(.url),
            urlToImage: try value(.urlToImage),
            publishedAt: UnixTime.date(try value(.publishedAt)),
            content: try value(.content),
            identity: try value(.identity)
        )
        article.publishedIsDayOnly = try value(.publishedDayOnly)
        article.hasFullText = try value(.pageReadAt, as: Int64?.self) != nil
        article.story = try value(.storyID, as: Int64?.self).map(String.init)
        if let enclosures = try value(.enclosures, as: String?.self) {
            // Written by FeedItemWriter; a value it cannot read costs the list, never the article.
            article.enclosures = (try? JSONDecoder().decode([Enclosure].self, from: Data(enclosures.utf8))) ?? []
        }
        return article
    }

    /// `articles` with their stories' sizes (``Article/storySize``), counted once a story in one
    /// read of the story index: counted in each row's query instead, a page of a hundred rows of one
    /// large story counted it a hundred times (a search for a word of a 3,000-article story took
    /// 39 ms that way).
    static func sizingStories(_ articles: [Article], in db: Database) throws -> [Article] {
        let sizes = try storySizes(Array(Set(articles.compactMap { $0.story.flatMap(Int64.init) })), in: db)
        return articles.map { article in
            var sized = article
            sized.storySize = max(1, article.story.flatMap(Int64.init).flatMap { sizes[$0] } ?? 1)
            return sized
        }
    }

    /// How many articles each of these stories holds, counted in the story index; a story
    /// without articles is missing.
    static func storySizes(_ stories: [Int64], in db: Database) throws -> [Int64: Int] {
        guard !stories.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: stories.count).joined(separator: ", ")
        var sizes: [Int64: Int] = [:]
        // Kept prepared: a list asks again for each page, mostly with as many stories.
        let counting = try db.cachedStatement(
            sql: "SELECT story_id, COUNT(*) AS size FROM articles WHERE story_id IN (\(marks)) GROUP BY story_id")
        for row in try Row.fetchAll(counting, arguments: StatementArguments(stories)) {
            sizes[try row.decode(Int64.self, forColumn: "story_id")] = try row.decode(forColumn: "size")
        }
        return sizes
    }

    /// A source from a row holding ``sourceColumns``.
    static func source(from row: Row) throws -> Source {
        let category: String? = try row.decode(forColumn: "category")
        return Source(
            id: try row.decode(forColumn: "id"),
            name: try row.decode(forColumn: "name"),
            description: try row.decode(forColumn: "description"),
            url: try row.decode(forColumn: "url"),
            category: category.flatMap(NewsCategory.init(rawValue:)),
            language: try row.decode(forColumn: "language"),
            country: try row.decode(forColumn: "country"),
            articleCount: try row.decode(forColumn: "article_count")
        )
    }
}
