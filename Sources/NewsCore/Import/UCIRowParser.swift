import Foundation

/// Reads rows of UCI's News Aggregator: `ID TITLE URL PUBLISHER CATEGORY STORY HOSTNAME TIMESTAMP`.
///
/// Tab-separated with no quoting: a double quote is an ordinary character. The publisher
/// names the source (its id is the name slugged, as NewsAPI's are); the host name gives the
/// source's home page and, for a country-code domain, its country. TIMESTAMP is milliseconds
/// since 1970 (UTC).
struct UCIRowParser {
    /// Fields in a row.
    static let fieldCount = 8

    /// Sources already made, by publisher and host, so each is slugged once.
    private var sources: [String: Source] = [:]

    /// The record on a line, or why the line is skipped.
    mutating func parse(_ line: ArraySlice<UInt8>) -> Result<ImportedRecord, ImportRejectionReason> {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == Self.fieldCount else {
            return .failure("\(fields.count) tab-separated fields where UCI rows have \(Self.fieldCount)")
        }
        guard let title = ImportText.field(fields[1]) else { return .failure("no title") }
        guard let url = ImportText.field(fields[2]) else { return .failure("no URL") }
        guard ImportText.isWebAddress(url) else { return .failure("the URL \(ImportText.quoted(url)) is not an http or https address") }
        let letter = ImportText.field(fields[4]) ?? ""
        guard let category = DatasetCategories.uci(letter) else {
            return .failure("unknown category \(ImportText.quoted(letter)) (UCI uses b, t, e and m)")
        }
        let stamp = ImportText.field(fields[7]) ?? ""
        guard let milliseconds = Int64(stamp), milliseconds > 0 else {
            return .failure("the timestamp \(ImportText.quoted(stamp)) is not milliseconds since 1970")
        }
        let publisher = ImportText.field(fields[3])
        let host = ImportText.field(fields[6])
        guard let source = source(publisher: publisher, host: host) else {
            return .failure("no publisher and no host name")
        }
        let article = Article(
            source: SourceReference(id: source.id, name: source.name),
            title: title,
            url: url,
            publishedAt: Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
        )
        let record = CatalogRecord(article: article, category: category, story: ImportText.field(fields[5]))
        return .success(ImportedRecord(record: record, source: source))
    }

    /// The source for a publisher and host, made once per pair.
    private mutating func source(publisher: String?, host: String?) -> Source? {
        let key = (publisher ?? "") + "\t" + (host ?? "")
        if let known = sources[key] { return known }
        let name = publisher ?? host ?? ""
        var id = SourceIdentity.slug(name)
        if id.isEmpty, let host { id = SourceIdentity.slug(host) }
        guard !id.isEmpty else { return nil }
        let made = Source(
            id: id,
            name: name,
            url: host.map { "http://\($0)" },
            country: host.flatMap(SourceIdentity.country(ofHost:))
        )
        sources[key] = made
        return made
    }
}
