import NewsModels

/// A source as one `--json` line: NewsAPI's fields, `articleCount` when the service counts
/// articles, and on a list its number.
struct SourceRecord: Encodable {
    /// The source.
    var source: Source
    /// Its number on the page, for `open N`; nil for a source shown on its own.
    var number: Int?

    private enum Key: String, CodingKey {
        case n, id, name, description, url, category, language, country, articleCount
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(number, forKey: .n)
        try container.encode(source.id, forKey: .id)
        try container.encode(source.name, forKey: .name)
        try container.encode(source.description, forKey: .description)
        try container.encode(source.url, forKey: .url)
        try container.encode(source.category?.rawValue, forKey: .category)
        try container.encode(source.language, forKey: .language)
        try container.encode(source.country, forKey: .country)
        try container.encodeIfPresent(source.articleCount, forKey: .articleCount)
    }
}
