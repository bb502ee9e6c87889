import Foundation

/// A web page reduced to its article: what reader mode shows and keeps.
public struct ReadPage: Sendable, Equatable, Codable {
    /// The article's title, if the page gives one.
    public var title: String?
    /// Who wrote it.
    public var byline: String?
    /// The site's or publisher's name.
    public var siteName: String?
    /// When it was published.
    public var publishedAt: Date?
    /// The body: headings, paragraphs, lists, quotes, pre, tables, `[image: ALT]`, links as `[n]`.
    public var text: ArticleText
    /// The body as plain text: paragraphs separated by a blank line, no `[n]` markers or images.
    public var plainText: String
    /// The addresses of the body's links, in order: `[1]` is the first.
    public var links: [String] { text.links }

    /// Creates a read page.
    public init(
        title: String? = nil, byline: String? = nil, siteName: String? = nil, publishedAt: Date? = nil, text: ArticleText,
        plainText: String
    ) {
        self.title = title
        self.byline = byline
        self.siteName = siteName
        self.publishedAt = publishedAt
        self.text = text
        self.plainText = plainText
    }
}
