/// Turns NewsAPI article payloads into ``Article`` values; the importer and the live client share it.
enum NewsAPIArticleMapping {
    /// The article a payload describes, with every text field trimmed and blanks read as absent.
    ///
    /// Addresses have the HTML character references some publishers leave in them decoded
    /// (``ImportText/webAddress(decoding:)``). The source keeps a null id as nil: the importer makes one up, the live client must not,
    /// since NewsAPI would not know it. A missing source name falls back to the id, then to "".
    ///
    /// - Parameter untitled: the title given to an article that has none; nil refuses such articles.
    static func article(_ payload: NewsAPIArticlePayload, untitled: String? = nil) -> Result<Article, NewsAPIArticleDefect> {
        guard let url = ImportText.text(payload.url) else { return .failure(.missingURL) }
        guard let title = ImportText.text(payload.title) ?? untitled else { return .failure(.missingTitle) }
        if title == "[Removed]" { return .failure(.removed) }
        guard ImportText.isWebAddress(url) else { return .failure(.notWebAddress(url)) }
        guard let stamp = ImportText.text(payload.publishedAt) else { return .failure(.missingPublishedAt) }
        guard let published = ImportTimestamp.dateTime(stamp) else { return .failure(.unreadablePublishedAt(stamp)) }
        let id = ImportText.text(payload.source?.id)
        let name = ImportText.text(payload.source?.name) ?? id ?? ""
        return .success(
            Article(
                source: SourceReference(id: id, name: name),
                author: ImportText.text(payload.author),
                title: title,
                description: ImportText.text(payload.description),
                url: ImportText.webAddress(decoding: url),
                urlToImage: ImportText.text(payload.urlToImage).map(ImportText.webAddress(decoding:)),
                publishedAt: published,
                content: ImportText.text(payload.content)
            ))
    }
}
