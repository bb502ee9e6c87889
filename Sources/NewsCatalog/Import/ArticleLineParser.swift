import Foundation
import NewsModels
import NewsStorage
import NewsWeb

/// Reads lines of newsdesk's own export (`newsdesk export --format jsonl`): one article per line,
/// its `--json` fields (`source`, `author`, `title`, `description`, `url`, `urlToImage`,
/// `publishedAt`, `content`, `enclosures`, `fullText`, `story`, `storySize`) and what a backup
/// needs besides: `identity`, `publishedIsDayOnly`, `category`, `datasetStory`, `bodyHTML`, `page`,
/// `pageReadAt`, and the source's `description`, `url`, `category`, `language` and `country`.
///
/// Text is kept exactly as written (nothing trimmed), so an export imported and exported again
/// gives the same lines; `fullText` is not read, as the page (`page`) says it.
struct ArticleLineParser {
    /// What a line keeps besides its record, for ``ArticleRestore``.
    struct Kept: Sendable {
        /// The story the export put the article in, as it wrote it; nil: grouped as it is written.
        var story: String?
        /// How many of the file's lines share ``story`` (at least 1).
        var storySize = 1
        /// A feed item's HTML, which the article view lays out.
        var bodyHTML: String?
        /// The page reader mode kept, as the catalog's `page` column holds it, with its plain text.
        var page: (json: String, plainText: String)?
        /// When the page was read, in Unix seconds; set whenever ``page`` is.
        var pageReadAt: Int64?
    }

    /// One line's fields; every field may be missing or null.
    private struct Line: Decodable {
        struct LineSource: Decodable {
            var id: String?
            var name: String?
            var description: String?
            var url: String?
            var category: String?
            var language: String?
            var country: String?
        }

        var source: LineSource?
        var author: String?
        var title: String?
        var description: String?
        var url: String?
        var urlToImage: String?
        var publishedAt: String?
        var publishedIsDayOnly: Bool?
        var content: String?
        var identity: String?
        var enclosures: [Enclosure]?
        var category: String?
        var datasetStory: String?
        var story: String?
        var storySize: Int?
        var bodyHTML: String?
        var page: ReadPage?
        var pageReadAt: String?
    }

    private let decoder = JSONDecoder()

    /// The record on a line, or why the line is skipped.
    func parse(_ line: some Collection<UInt8>) -> Result<ImportedRecord, ImportRejectionReason> {
        let fields: Line
        do {
            fields = try decoder.decode(Line.self, from: Data(line))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure("the field '\(Self.path(context))' has the wrong type")
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            return .failure("the field '\(Self.path(context))' is not valid")
        } catch {
            return .failure("not a JSON object (a line of 'newsdesk export --format jsonl')")
        }
        guard let url = fields.url, !url.isEmpty else { return .failure("no url") }
        guard WebAddress.isValid(url) else { return .failure("the url \(RecordText.quoted(url)) is not an http or https address") }
        guard let title = fields.title else { return .failure("no title") }
        guard let sourceName = fields.source?.name else { return .failure("no source name") }
        guard let dateText = fields.publishedAt else { return .failure("no publishedAt") }
        guard let published = UTCTimestamp.parse(dateText) else {
            return .failure("the date \(RecordText.quoted(dateText)) is not an ISO 8601 date")
        }
        let category: NewsCategory
        if let name = fields.category {
            guard let known = NewsCategory(rawValue: name) else { return .failure("the category \(RecordText.quoted(name)) is unknown") }
            category = known
        } else {
            category = .general
        }
        var readAt: Int64?
        if let text = fields.pageReadAt {
            guard let date = UTCTimestamp.parse(text) else {
                return .failure("the date \(RecordText.quoted(text)) of pageReadAt is not an ISO 8601 date")
            }
            readAt = UnixTime.secondsRoundingDown(date)
        }
        let sourceID = fields.source?.id
        var article = Article(
            source: SourceReference(id: sourceID, name: sourceName),
            author: fields.author,
            title: title,
            description: fields.description,
            url: url,
            urlToImage: fields.urlToImage,
            publishedAt: published,
            content: fields.content,
            identity: fields.identity
        )
        article.publishedIsDayOnly = fields.publishedIsDayOnly ?? false
        article.enclosures = fields.enclosures ?? []
        var kept = Kept(story: fields.story, storySize: max(1, fields.storySize ?? 1), bodyHTML: fields.bodyHTML)
        if let page = fields.page, let json = try? StoredPage(page).json() {
            kept.page = (json, page.plainText)
            // A page without its time was read at some time: the import's, rather than losing the page.
            kept.pageReadAt = readAt ?? UnixTime.secondsRoundingDown(Date())
        }
        var source: Source?
        if let sourceID, !sourceID.isEmpty {
            let details = fields.source
            source = Source(
                id: sourceID, name: sourceName, description: details?.description, url: details?.url,
                category: details?.category.flatMap(NewsCategory.init(rawValue:)), language: details?.language, country: details?.country)
        }
        var imported = ImportedRecord(
            record: CatalogRecord(article: article, category: category, story: fields.datasetStory), source: source)
        imported.restoring = kept
        return .success(imported)
    }

    /// A field's name as the line spells it (`source.name`, `enclosures.0.url`).
    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
