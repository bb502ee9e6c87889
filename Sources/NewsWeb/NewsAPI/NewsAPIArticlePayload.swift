/// One article of a NewsAPI answer as it arrives; any field may be null or missing.
package struct NewsAPIArticlePayload: Decodable, Sendable {
    /// The article's source: an id (often null) and a name.
    struct SourcePayload: Decodable, Sendable {
        var id: String?
        var name: String?
    }

    var source: SourcePayload?
    var author: String?
    var title: String?
    var description: String?
    var url: String?
    var urlToImage: String?
    var publishedAt: String?
    var content: String?
}
