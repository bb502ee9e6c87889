import NewsModels

/// Why one NewsAPI article cannot become an ``Article``.
package enum NewsAPIArticleDefect: Error, Sendable, Equatable, CustomStringConvertible {
    /// The article has no url, and a url is what identifies an article.
    case missingURL
    /// The article has no title.
    case missingTitle
    /// The publisher withdrew the article; NewsAPI keeps a `[Removed]` placeholder.
    case removed
    /// The url is not an http or https address.
    case notWebAddress(String)
    /// The article has no publication time.
    case missingPublishedAt
    /// The publication time is not ISO 8601.
    case unreadablePublishedAt(String)

    /// The reason in words, as import rejections print it.
    package var description: String {
        switch self {
        case .missingURL: "no url"
        case .missingTitle: "no title"
        case .removed: "removed by its publisher"
        case .notWebAddress(let url): "the url \(RecordText.quoted(url)) is not an http or https address"
        case .missingPublishedAt: "no publishedAt"
        case .unreadablePublishedAt(let stamp): "publishedAt \(RecordText.quoted(stamp)) is not an ISO 8601 date"
        }
    }
}
