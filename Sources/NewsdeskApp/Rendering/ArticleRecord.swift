import Foundation
import NewsCatalog
import NewsModels
import NewsWeb

/// An article as one `--json` line: NewsAPI's fields, its `enclosures` (a feed item's files, each
/// `url`, `type`, `length`, `duration`; empty for other news), `fullText` (whether reader mode kept
/// its page's text), `story` and `storySize` (the story the catalog grouped it into, null for news
/// the catalog does not hold, and how many articles it has), and on a list its number and marks.
///
/// Unknown values stay `null`, as NewsAPI writes them; `publishedAt` is ISO 8601 in UTC (`Z`), on the
/// proleptic Gregorian calendar whatever the year (``UTCTimestamp``).
///
/// A line of `newsdesk export --format jsonl` (``backup``) adds what the catalog keeps besides, so an
/// import gives the article back whole: `identity`, `publishedIsDayOnly`, `category`, `datasetStory`,
/// `bodyHTML`, `page` (reader mode's page with its `plainText`), `pageReadAt`, and the source's
/// `description`, `url`, `category`, `language` and `country`; `ArticleLineParser` reads it back.
struct ArticleRecord: Encodable {
    /// Where an article stands on a list, and what the list knows of its marks.
    struct Listing {
        /// The item's number on the page, for `open N`.
        var number: Int
        /// The account's marks for the list, or nil when they could not be looked up.
        var marks: ArticleMarks?
    }

    /// The article.
    var article: Article
    /// Its place on a list; nil for an article shown on its own.
    var listing: Listing?
    /// What the catalog keeps besides the article, for an export's line; nil on screens' lines.
    var backup: ArticleBackup? = nil

    private enum Key: String, CodingKey {
        case n, source, author, title, description, url, urlToImage, publishedAt, content, enclosures, fullText, story, storySize, read,
            bookmarked
        case identity, publishedIsDayOnly, category, datasetStory, bodyHTML, page, pageReadAt
    }

    private enum EnclosureKey: String, CodingKey {
        case url, type, length, duration
    }

    private enum SourceKey: String, CodingKey {
        case id, name, description, url, category, language, country
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var source = container.nestedContainer(keyedBy: SourceKey.self, forKey: .source)
        try source.encode(article.source.id, forKey: .id)
        try source.encode(article.source.name, forKey: .name)
        if let backup {
            try source.encode(backup.source?.description, forKey: .description)
            try source.encode(backup.source?.url, forKey: .url)
            try source.encode(backup.source?.category, forKey: .category)
            try source.encode(backup.source?.language, forKey: .language)
            try source.encode(backup.source?.country, forKey: .country)
            try encodeKept(backup, in: &container)
        }
        try container.encode(article.author, forKey: .author)
        try container.encode(article.title, forKey: .title)
        try container.encode(article.description, forKey: .description)
        try container.encode(article.url, forKey: .url)
        try container.encode(article.urlToImage, forKey: .urlToImage)
        try container.encode(UTCTimestamp.iso8601(article.publishedAt), forKey: .publishedAt)
        try container.encode(article.content, forKey: .content)
        var enclosures = container.nestedUnkeyedContainer(forKey: .enclosures)
        for enclosure in article.enclosures {
            var fields = enclosures.nestedContainer(keyedBy: EnclosureKey.self)
            try fields.encode(enclosure.url, forKey: .url)
            try fields.encode(enclosure.type, forKey: .type)
            try fields.encode(enclosure.length, forKey: .length)
            try fields.encode(enclosure.duration, forKey: .duration)
        }
        try container.encode(article.hasFullText, forKey: .fullText)
        try container.encode(article.story, forKey: .story)
        try container.encode(article.storySize, forKey: .storySize)
        if let listing {
            try container.encode(listing.number, forKey: .n)
            try container.encode(listing.marks?.isOpened(article.id), forKey: .read)
            try container.encode(listing.marks?.isBookmarked(article.url), forKey: .bookmarked)
        }
    }

    /// The fields an export's line adds, every one written (null when unknown), so each line has the same columns.
    private func encodeKept(_ backup: ArticleBackup, in container: inout KeyedEncodingContainer<Key>) throws {
        try container.encode(article.identity, forKey: .identity)
        try container.encode(article.publishedIsDayOnly, forKey: .publishedIsDayOnly)
        try container.encode(backup.category, forKey: .category)
        try container.encode(backup.datasetStory, forKey: .datasetStory)
        try container.encode(backup.bodyHTML, forKey: .bodyHTML)
        try container.encode(backup.page, forKey: .page)
        try container.encode(backup.pageReadAt.map(UTCTimestamp.iso8601), forKey: .pageReadAt)
    }

    /// The records of a list of `articles` numbered from `first`, with `marks` (nil: unknown).
    static func list(_ articles: [Article], startingAt first: Int = 1, marks: ArticleMarks?) -> [ArticleRecord] {
        articles.enumerated().map { index, article in
            ArticleRecord(article: article, listing: Listing(number: first + index, marks: marks))
        }
    }
}
