import Foundation
import NewsModels

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
        guard let url = RecordText.text(fields.link) else { return .failure("no link") }
        guard WebAddress.isValid(url) else { return .failure("the link \(RecordText.quoted(url)) is not an http or https address") }
        guard let title = RecordText.text(fields.headline) else { return .failure("no headline") }
        guard let dateText = RecordText.text(fields.date) else { return .failure("no date") }
        guard let published = TimestampText.day(dateText) else {
            return .failure("the date \(RecordText.quoted(dateText)) is not YYYY-MM-DD")
        }
        var article = Article(
            source: SourceReference(id: Self.source.id, name: Self.source.name),
            author: RecordText.text(fields.authors),
            title: title,
            description: RecordText.text(fields.shortDescription),
            url: WebAddress.decoding(url),
            publishedAt: published
        )
        // HuffPost gives the day alone: the article is shown without a time, not at 00:00.
        article.publishedIsDayOnly = true
        let category = DatasetCategories.huffPost(RecordText.text(fields.category) ?? "")
        return .success(ImportedRecord(record: CatalogRecord(article: article, category: category), source: Self.source))
    }
}
