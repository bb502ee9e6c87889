import Foundation
import NewsModels
import NewsWeb

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
        return .success(
            articles.enumerated().map { index, article in
                record(article).mapError { "article \(index + 1): \($0.text)" }
            })
    }

    private func record(_ payload: NewsAPIArticlePayload) -> Result<ImportedRecord, ImportRejectionReason> {
        var article: Article
        switch NewsAPIArticleMapping.article(payload) {
        case .failure(let defect): return .failure(ImportRejectionReason(defect.description))
        case .success(let mapped): article = mapped
        }
        let name = article.source.name
        guard let id = article.source.id ?? Optional(SourceIdentity.slug(name)), !id.isEmpty else {
            return .failure("no source name")
        }
        article.source = SourceReference(id: id, name: name)
        return .success(ImportedRecord(record: CatalogRecord(article: article, category: .general), source: Source(id: id, name: name)))
    }
}
