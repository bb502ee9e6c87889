import NewsModels

/// Turns NewsAPI article payloads into ``Article`` values; the importer and the live client share it.
package enum NewsAPIArticleMapping {
    /// The article a payload describes, with every text field trimmed and blanks read as absent.
    ///
    /// Addresses have the HTML character references some publishers leave in them decoded
    /// (``WebAddress/decoding(_:)``). The source keeps a null id as nil: the importer makes one up, the live client must not,
    /// since NewsAPI would not know it. A missing source name falls back to the id, then to "".
    ///
    /// - Parameter untitled: the title given to an article that has none; nil refuses such articles.
    package static func article(_ payload: NewsAPIArticlePayload, untitled: String? = nil) -> Result<Article, NewsAPIArticleDefect> {
        guard let url = RecordText.text(payload.url) else { return .failure(.missingURL) }
        guard let title = RecordText.text(payload.title) ?? untitled else { return .failure(.missingTitle) }
        if title == "[Removed]" { return .failure(.removed) }
        guard WebAddress.isValid(url) else { return .failure(.notWebAddress(url)) }
        guard let stamp = RecordText.text(payload.publishedAt) else { return .failure(.missingPublishedAt) }
        guard let published = TimestampText.dateTime(stamp) else { return .failure(.unreadablePublishedAt(stamp)) }
        let id = RecordText.text(payload.source?.id)
        let name = RecordText.text(payload.source?.name) ?? id ?? ""
        return .success(
            Article(
                source: SourceReference(id: id, name: name),
                author: RecordText.text(payload.author),
                title: title,
                description: RecordText.text(payload.description),
                url: WebAddress.decoding(url),
                urlToImage: RecordText.text(payload.urlToImage).map(WebAddress.decoding(_:)),
                publishedAt: published,
                content: RecordText.text(payload.content)
            ))
    }
}
