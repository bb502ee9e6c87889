import NewsModels

/// A record read from an import file: the article as the catalog stores it, and its source.
struct ImportedRecord: Sendable {
    /// The article with its category and story.
    let record: CatalogRecord
    /// What the line says about the article's source; nil when the file said the same earlier (a
    /// parser may leave it out then, so a large file's rows do not each carry it).
    let source: Source?
    /// What a line of newsdesk's own export keeps besides the record (its story, its page); nil
    /// for every other format.
    var restoring: ArticleLineParser.Kept? = nil
}
