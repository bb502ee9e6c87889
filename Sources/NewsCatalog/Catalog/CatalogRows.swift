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
        a.story_id, (SELECT COUNT(*) FROM articles s WHERE s.story_id = a.story_id) AS story_size
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
        article.storySize = max(1, try row.decode(Int.self, forColumn: "story_size"))
        if let enclosures: String = try row.decode(forColumn: "enclosures") {
            // Written by FeedItemWriter; a value it cannot read costs the list, never the article.
            article.enclosures = (try? JSONDecoder().decode([Enclosure].self, from: Data(enclosures.utf8))) ?? []
        }
        return article
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
