import Foundation

/// A news article with NewsAPI v2's fields, known by its URL unless it carries an identity of its own.
public struct Article: Sendable, Hashable, Codable, Identifiable {
    /// The source that published the article.
    public var source: SourceReference
    /// The author or authors, when known.
    public var author: String?
    /// The headline.
    public var title: String
    /// A short description or lede, when known.
    public var description: String?
    /// The article's address; it identifies the article.
    public var url: String
    /// An image address, when known.
    public var urlToImage: String?
    /// When the article was published (UTC).
    public var publishedAt: Date
    /// Whether the publication date named only its day (`2020-01-10`): ``publishedAt`` is then
    /// that day's midnight UTC, which is no time of publication and is shown as the day alone.
    /// False for a date with a time, midnight included.
    public var publishedIsDayOnly = false
    /// The start of the article's text, when known.
    public var content: String?

    /// What read marks know the article by when that is not its URL: a feed's item whose link
    /// changed (it keeps the address it was first stored under) or whose link another article
    /// has (it is known by its feed and its own id). Nil for every other article.
    public var identity: String?
    /// The files a feed's item carries (a podcast's episode, a video); empty for other news.
    public var enclosures: [Enclosure] = []
    /// Whether reader mode has kept the text of the article's page: the catalog says, when the
    /// article came from it; an article from elsewhere says false. Not coded, as it is no fact of
    /// the article's own.
    public var hasFullText = false
    /// The story the catalog grouped the article into (the same for all its articles: the row id
    /// of its first, as a string); nil for an article that did not come from the catalog. Not
    /// coded, as it is the catalog's reading, no fact of the article's own.
    public var story: String?
    /// How many articles the article's story holds: 1 when it is alone, or did not come from the catalog.
    public var storySize = 1

    /// The coded fields: NewsAPI's and what the catalog adds; ``publishedIsDayOnly`` is left out,
    /// so an article's JSON is NewsAPI's shape (`publishedAt` alone says when) and decodes without it.
    private enum CodingKeys: String, CodingKey {
        case source, author, title, description, url, urlToImage, publishedAt, content, identity, enclosures
    }

    /// The article's identity: ``identity`` when it has one, else its URL.
    public var id: String { identity ?? url }

    /// Creates an article.
    public init(
        source: SourceReference,
        author: String? = nil,
        title: String,
        description: String? = nil,
        url: String,
        urlToImage: String? = nil,
        publishedAt: Date,
        content: String? = nil,
        identity: String? = nil
    ) {
        self.source = source
        self.author = author
        self.title = title
        self.description = description
        self.url = url
        self.urlToImage = urlToImage
        self.publishedAt = publishedAt
        self.content = content
        self.identity = identity
    }
}
