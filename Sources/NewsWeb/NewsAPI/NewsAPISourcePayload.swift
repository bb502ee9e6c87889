import NewsModels

/// One source of a NewsAPI sources answer as it arrives; any field may be null or missing.
struct NewsAPISourcePayload: Decodable, Sendable {
    var id: String?
    var name: String?
    var description: String?
    var url: String?
    var category: String?
    var language: String?
    var country: String?

    /// The source it describes, or nil when it has no id: a source without one cannot be asked for.
    ///
    /// An unknown category is dropped rather than failing the list, since NewsAPI may add categories.
    var source: Source? {
        guard let id = RecordText.text(id) else { return nil }
        return Source(
            id: id,
            name: RecordText.text(name) ?? id,
            description: RecordText.text(description),
            url: RecordText.text(url),
            category: RecordText.text(category).flatMap(NewsCategory.init(name:)),
            language: RecordText.text(language)?.lowercased(),
            country: RecordText.text(country)?.lowercased()
        )
    }
}
