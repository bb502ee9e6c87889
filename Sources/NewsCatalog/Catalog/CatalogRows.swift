import Foundation
import GRDB
import NewsModels
import NewsStorage

/// Reads catalog rows into the domain's models.
enum CatalogRows {
    /// The article columns every article query selects, with the `articles` alias `a`.
    static let articleColumns = """
        a.url, a.source_id, a.source_name, a.author, a.title, a.description, \
        a.url_to_image, a.published_at, a.content, a.identity, a.enclosures, a.published_day_only, a.page_read_at, \
        a.story_id
        """

    /// The source columns every source query selects, with the `sources` alias `s`.
    ///
    /// A source's category is the one it was described with, else the one most of its articles have.
    static let sourceColumns = """
        s.id, s.name, s.description, s.url, COALESCE(s.category, s.main_category) AS category, \
        s.language, s.country, s.article_count
        """

    /// An article from a row holding ``articleColumns``.
    static func article(from row: Row) throws -> Article {
        var article = Article(
            source: SourceReference(
                id: try row.decode(forColumn: "source_id"),
                name: try row.decode(forColumn: "source_name")
            ),
            author: try row.decode(forColumn: "author"),
            title: try row.decode(forColumn: "title"),
            description: try row.decode(forColumn: "description"),
            url: try row.decode(forColumn: "url"),
            urlToImage: try row.decode(forColumn: "url_to_image"),
            publishedAt: UnixTime.date(try row.decode(forColumn: "published_at")),
            content: try row.decode(forColumn: "content"),
            identity: try row.decode(forColumn: "identity")
        )
        article.publishedIsDayOnly = try row.decode(forColumn: "published_day_only")
        article.hasFullText = try row.decode(Int64?.self, forColumn: "page_read_at") != nil
        article.story = try row.decode(Int64?.self, forColumn: "story_id").map(String.init)
        if let enclosures: String = try row.decode(forColumn: "enclosures") {
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
        let stories = Array(Set(articles.compactMap { $0.story.flatMap(Int64.init) }))
        guard !stories.isEmpty else { return articles }
        let marks = Array(repeating: "?", count: stories.count).joined(separator: ", ")
        var sizes: [String: Int] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT story_id, COUNT(*) AS size FROM articles WHERE story_id IN (\(marks)) GROUP BY story_id",
            arguments: StatementArguments(stories))
        {
            sizes[String(try row.decode(Int64.self, forColumn: "story_id"))] = try row.decode(forColumn: "size")
        }
        return articles.map { article in
            var sized = article
            sized.storySize = max(1, article.story.flatMap { sizes[$0] } ?? 1)
            return sized
        }
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
