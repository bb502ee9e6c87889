import Foundation
import NewsModels
import NewsWeb

/// Pages fetched through a ``PageFetcher``, read by ``PageReader`` and kept in the local catalog.
public struct LocalArticlePages: ArticlePages {
    private let catalog: @Sendable () async throws -> LocalCatalog
    private let fetcher: PageFetcher

    /// Pages kept in the catalog `catalog` opens (on first use), fetched through `fetcher`.
    public init(catalog: @escaping @Sendable () async throws -> LocalCatalog, fetcher: PageFetcher) {
        self.catalog = catalog
        self.fetcher = fetcher
    }

    /// The kept page, else the page fetched, read and kept.
    public func page(of article: Article, refresh: Bool) async throws -> ReadPage {
        let catalog = try await catalog()
        if !refresh, let kept = try await catalog.keptPage(of: article) { return kept }
        let fetched = try await fetcher.fetch(article.url)
        try Task.checkCancellation()
        let page = try PageReader.read(fetched.bytes, url: fetched.url, contentType: fetched.contentType)
        try await catalog.keep(page, for: article)
        return page
    }
}
