/// What the grouper reads of an article: what every source has (a title, a time, a source and an
/// address) and, when the source gives one, a description or text.
public struct StoryCandidate: Sendable, Hashable {
    /// The article's key in the catalog; a story's id is the key of the article that began it.
    public var key: Int64
    /// The headline.
    public var title: String
    /// A description or the article's text, when the source has one; only its first words are read.
    public var text: String?
    /// Publication time in seconds since 1970 (UTC).
    public var published: Int64
    /// The source's name (a publisher, a feed); articles are never grouped for sharing it.
    public var source: String
    /// The article's web address; two articles at one canonical address are one story.
    public var address: String

    /// A candidate from an article's fields.
    public init(key: Int64, title: String, text: String? = nil, published: Int64, source: String, address: String) {
        self.key = key
        self.title = title
        self.text = text
        self.published = published
        self.source = source
        self.address = address
    }
}
