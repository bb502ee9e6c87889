import NewsModels
import NewsWeb

/// Reader mode's pages: an article's page read to its text and kept with it, so that a second
/// read asks the network nothing and search finds the page's words.
public protocol ArticlePages: Sendable {
    /// The text of `article`'s page: the kept one, unless `refresh` asks for the page again; a page
    /// fetched is kept before it is returned.
    ///
    /// - Throws: ``PageFetcher/Failure`` or ``PageReadError`` when the page gives no text (nothing
    ///   is kept then), `CancellationError` when cancelled.
    func page(of article: Article, refresh: Bool) async throws -> ReadPage
}
