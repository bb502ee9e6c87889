import Foundation

/// Reads saved NewsAPI responses (`{status, totalResults, articles}`) into catalog records.
///
/// NewsAPI articles carry no category: imported ones are filed under general. A source with
/// a null id gets one made from its name, as UCI's do. Articles NewsAPI marks `[Removed]`
/// are skipped.
struct NewsAPIResponseParser {
    private let decoder = JSONDecoder()

    /// The records of one response, each an article or the reason it is skipped; a failure when
    /// the text is not a successful NewsAPI response.
    func parse(_ bytes: some Collection<UInt8>) -> Result<[Result<ImportedRecord, ImportRejectionReason>], ImportRejectionReason> {
        let response: NewsAPIResponsePayload
        do {
            response = try decoder.decode(NewsAPIResponsePayload.self, from: Data(bytes))
        } catch {
            return .failure("not a NewsAPI response (the JSON does not parse)")
        }
        if response.status == "error" {
            let code = response.code.map { " \($0)" } ?? ""
            return .failure("a saved NewsAPI error\(code): \(response.message ?? "no message")")
        }
        guard let articles = response.articles else {
            return .failure("not a NewsAPI article response (no 'articles')")
        }
        return .success(articles.enumerated().map { index, article in
            record(article).mapError { "article \(index + 1): \($0.text)" }
        })
    }

    private func record(_ payload: NewsAPIArticlePayload) -> Result<ImportedRecord, ImportRejectionReason> {
        guard let url = ImportText.text(payload.url) else { return .failure("no url") }
        guard let title = ImportText.text(payload.title) else { return .failure("no title") }
        if title == "[Removed]" { return .failure("removed by its publisher") }
        guard ImportText.isWebAddress(url) else { return .failure("the url \(ImportText.quoted(url)) is not an http or https address") }
        guard let stamp = ImportText.text(payload.publishedAt) else { return .failure("no publishedAt") }
        guard let published = ImportTimestamp.dateTime(stamp) else {
            return .failure("publishedAt \(ImportText.quoted(stamp)) is not an ISO 8601 date")
        }
        let name = ImportText.text(payload.source?.name) ?? ImportText.text(payload.source?.id) ?? ""
        guard let id = ImportText.text(payload.source?.id) ?? Optional(SourceIdentity.slug(name)), !id.isEmpty else {
            return .failure("no source name")
        }
        let source = Source(id: id, name: name)
        let article = Article(
            source: SourceReference(id: id, name: name),
            author: ImportText.text(payload.author),
            title: title,
            description: ImportText.text(payload.description),
            url: url,
            urlToImage: ImportText.text(payload.urlToImage),
            publishedAt: published,
            content: ImportText.text(payload.content)
        )
        return .success(ImportedRecord(record: CatalogRecord(article: article, category: .general), source: source))
    }
}
