/// A NewsAPI v2 answer as it arrives: articles, sources, or an error.
///
/// Every field is optional, so nulls and missing fields decode; unknown fields are ignored.
package struct NewsAPIResponsePayload: Decodable, Sendable {
    /// `ok` or `error`.
    package var status: String?
    /// How many articles match in all, for article answers.
    var totalResults: Int?
    /// The articles of this page, for article answers.
    package var articles: [NewsAPIArticlePayload]?
    /// The sources, for answers of the sources endpoint.
    var sources: [NewsAPISourcePayload]?
    /// The error code, for errors (`apiKeyInvalid`, ...).
    package var code: String?
    /// The error message, for errors.
    package var message: String?
}
