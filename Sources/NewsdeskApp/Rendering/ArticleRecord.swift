import Foundation
import NewsModels

/// An article as one `--json` line: NewsAPI's fields, its `enclosures` (a feed item's files, each
/// `url`, `type`, `length`, `duration`; empty for other news), `fullText` (whether reader mode kept
/// its page's text), `story` and `storySize` (the story the catalog grouped it into, null for news
/// the catalog does not hold, and how many articles it has), and on a list its number and marks.
///
/// Unknown values stay `null`, as NewsAPI writes them; `publishedAt` is ISO 8601 in UTC (`Z`), on the
/// proleptic Gregorian calendar whatever the year (``UTCTimestamp``).
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

    private enum Key: String, CodingKey {
        case n, source, author, title, description, url, urlToImage, publishedAt, content, enclosures, fullText, story, storySize, read,
            bookmarked
    }

    private enum EnclosureKey: String, CodingKey {
        case url, type, length, duration
    }

    private enum SourceKey: String, CodingKey {
        case id, name
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var source = container.nestedContainer(keyedBy: SourceKey.self, forKey: .source)
        try source.encode(article.source.id, forKey: .id)
        try source.encode(article.source.name, forKey: .name)
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

    /// The records of a list of `articles` numbered from `first`, with `marks` (nil: unknown).
    static func list(_ articles: [Article], startingAt first: Int = 1, marks: ArticleMarks?) -> [ArticleRecord] {
        articles.enumerated().map { index, article in
            ArticleRecord(article: article, listing: Listing(number: first + index, marks: marks))
        }
    }
}
