import Foundation
import NewsModels

/// Reads rows of UCI's News Aggregator: `ID TITLE URL PUBLISHER CATEGORY STORY HOSTNAME TIMESTAMP`.
///
/// Tab-separated with no quoting: a double quote is an ordinary character. The publisher
/// names the source (its id is the name slugged, as NewsAPI's are); the host name gives the
/// source's home page and, for a country-code domain, its country. TIMESTAMP is milliseconds
/// since 1970 (UTC).
///
/// The data set puts a backslash before punctuation in many fields, as a shell would want it:
/// `Wall Street Journal \(blog\)`, `Re\/code`, `http://…/story\?track=rss` (36,017 publishers and
/// 29,664 URLs of the full file). Such a backslash is dropped, so names read as written and the
/// addresses open; one before anything else (`C:\ Microsoft`) is kept. URLs also carry HTML's
/// `&amp;` for `&` (9,782 of them): decoded too (``WebAddress/decoding(_:)``).
///
/// The full file has 422,637 rows, so a row is read as bytes: only the fields that become text
/// are decoded, and a publisher seen before is found without decoding it again.
struct UCIRowParser {
    /// Fields in a row.
    static let fieldCount = 8

    /// Sources already made, by publisher and host, so each is slugged once.
    private var sources = UCISourceCache()

    /// The record on a line, or why the line is skipped.
    mutating func parse(_ line: ArraySlice<UInt8>) -> Result<ImportedRecord, ImportRejectionReason> {
        // Read in place: a slice of the line, copied or cut, retains the reader's whole buffer.
        line.withUnsafeBufferPointer { parse(row: $0) }
    }

    private mutating func parse(row line: UnsafeBufferPointer<UInt8>) -> Result<ImportedRecord, ImportRejectionReason> {
        guard let fields = Self.fields(of: line) else {
            let count = line.lazy.filter { $0 == UInt8(ascii: "\t") }.count + 1
            return .failure("\(count) tab-separated fields where UCI rows have \(Self.fieldCount)")
        }
        guard let title = Self.text(fields[1]) else { return .failure("no title") }
        let urlBytes = RecordText.trimmed(fields[2])
        guard !urlBytes.isEmpty else { return .failure("no URL") }
        guard WebAddress.isValid(utf8: urlBytes) else {
            return .failure("the URL \(RecordText.quoted(String(decoding: urlBytes, as: UTF8.self))) is not an http or https address")
        }
        guard let category = Self.category(RecordText.trimmed(fields[4])) else {
            let letter = RecordText.field(fields[4]) ?? ""
            return .failure("unknown category \(RecordText.quoted(letter)) (UCI uses b, t, e and m)")
        }
        guard let milliseconds = Self.positiveNumber(RecordText.trimmed(fields[7])) else {
            let stamp = RecordText.field(fields[7]) ?? ""
            return .failure("the timestamp \(RecordText.quoted(stamp)) is not milliseconds since 1970")
        }
        let publisher = RecordText.trimmed(fields[3])
        let host = RecordText.trimmed(fields[6])
        guard
            let found = sources.source(
                publisher: publisher, host: host,
                make: {
                    Self.source(publisher: Self.text(publisher), host: Self.text(host))
                })
        else {
            return .failure("no publisher and no host name")
        }
        let article = Article(
            source: found.reference,
            title: title,
            url: WebAddress.decoding(Self.text(urlBytes) ?? ""),
            publishedAt: Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
        )
        let record = CatalogRecord(article: article, category: category, story: RecordText.field(fields[5]))
        return .success(ImportedRecord(record: record, source: found.newSource))
    }

    /// A field's text, trimmed, with the data set's backslashes before punctuation dropped; nil
    /// when nothing is left.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let field = RecordText.trimmed(bytes)
        guard let base = field.baseAddress, memchr(base, Int32(UInt8(ascii: "\\")), field.count) != nil else {
            return RecordText.field(field)
        }
        var kept: [UInt8] = []
        kept.reserveCapacity(field.count)
        var index = 0
        while index < field.count {
            let byte = field[index]
            if byte == UInt8(ascii: "\\"), index + 1 < field.count, Self.isPunctuation(field[index + 1]) {
                kept.append(field[index + 1])
                index += 2
            } else {
                kept.append(byte)
                index += 1
            }
        }
        return kept.withUnsafeBufferPointer { RecordText.field($0) }
    }

    /// Whether a byte is ASCII punctuation: what the data set escapes.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A row's fields, or nil when it has not exactly ``fieldCount`` of them.
    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> InlineArray<8, UnsafeBufferPointer<UInt8>>? {
        var fields = InlineArray<8, UnsafeBufferPointer<UInt8>>(repeating: UnsafeBufferPointer(rebasing: line[0..<0]))
        var start = 0
        for index in 0..<fieldCount - 1 {
            guard let tab = tabIndex(in: line, from: start) else { return nil }
            fields[index] = UnsafeBufferPointer(rebasing: line[start..<tab])
            start = tab + 1
        }
        guard tabIndex(in: line, from: start) == nil else { return nil }
        fields[fieldCount - 1] = UnsafeBufferPointer(rebasing: line[start...])
        return fields
    }

    /// The index of the first tab at or after `start`, found by the C library's byte search.
    private static func tabIndex(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress, start < line.count,
            let found = memchr(base + start, Int32(UInt8(ascii: "\t")), line.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The category a UCI letter stands for: b business, t science and technology, e entertainment, m health.
    private static func category(_ letter: UnsafeBufferPointer<UInt8>) -> NewsCategory? {
        guard letter.count == 1, let byte = letter.first else { return nil }
        return DatasetCategories.uci(String(UnicodeScalar(byte)))
    }

    /// A whole number greater than 0 written in ASCII digits, or nil.
    private static func positiveNumber(_ digits: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value > 0 ? value : nil
    }

    /// The source for a publisher and host: the publisher's name slugged, else the host's.
    private static func source(publisher: String?, host: String?) -> Source? {
        let name = publisher ?? host ?? ""
        var id = SourceIdentity.slug(name)
        if id.isEmpty, let host { id = SourceIdentity.slug(host) }
        guard !id.isEmpty else { return nil }
        return Source(
            id: id,
            name: name,
            url: host.map { "http://\($0)" },
            country: host.flatMap(SourceIdentity.country(ofHost:))
        )
    }
}
