import Foundation

/// Reads lines of HuffPost's News Category Dataset: one JSON object per line with `link`,
/// `headline`, `category`, `short_description`, `authors` and `date` (`YYYY-MM-DD`, read as
/// midnight UTC). Every record's source is HuffPost, an English-language US source.
struct HuffPostRecordParser {
    /// HuffPost as a source.
    static let source = Source(
        id: "huffpost",
        name: "HuffPost",
        url: "https://www.huffpost.com",
        language: "en",
        country: "us"
    )

    /// One line's fields; every field may be missing or null.
    private struct Line: Decodable {
        var link: String?
        var headline: String?
        var category: String?
        var shortDescription: String?
        var authors: String?
        var date: String?

        enum CodingKeys: String, CodingKey {
            case link, headline, category, authors, date
            case shortDescription = "short_description"
        }
    }

    private let decoder = JSONDecoder()

    /// The record on a line, or why the line is skipped.
    func parse(_ line: some Collection<UInt8>) -> Result<ImportedRecord, ImportRejectionReason> {
        let fields: Line
        do {
            fields = try decoder.decode(Line.self, from: Data(line))
        } catch {
            return .failure("not a JSON object with HuffPost's fields")
        }
        guard let url = ImportText.text(fields.link) else { return .failure("no link") }
        guard ImportText.isWebAddress(url) else { return .failure("the link \(ImportText.quoted(url)) is not an http or https address") }
        guard let title = ImportText.text(fields.headline) else { return .failure("no headline") }
        guard let dateText = ImportText.text(fields.date) else { return .failure("no date") }
        guard let published = ImportTimestamp.day(dateText) else {
            return .failure("the date \(ImportText.quoted(dateText)) is not YYYY-MM-DD")
        }
        var article = Article(
            source: SourceReference(id: Self.source.id, name: Self.source.name),
            author: ImportText.text(fields.authors),
            title: title,
            description: ImportText.text(fields.shortDescription),
            url: ImportText.webAddress(decoding: url),
            publishedAt: published
        )
        // HuffPost gives the day alone: the article is shown without a time, not at 00:00.
        article.publishedIsDayOnly = true
        let category = DatasetCategories.huffPost(ImportText.text(fields.category) ?? "")
        return .success(ImportedRecord(record: CatalogRecord(article: article, category: category), source: Self.source))
    }
}
