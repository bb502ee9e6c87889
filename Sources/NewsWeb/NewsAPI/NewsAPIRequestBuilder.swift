import Foundation
import NewsModels

/// Checks a query against NewsAPI's rules and turns it into the request's address.
///
/// A query NewsAPI would refuse is refused here, before anything is sent, with words that say
/// what to change. Parameters appear in a fixed order, so equal queries make equal addresses
/// (which the response cache relies on). Values are percent-encoded except RFC 3986's unreserved
/// characters: a `+` in a search arrives as `+`, a space as `%20`.
///
/// Top headlines with no country, category, source or words are refused rather than filled in:
/// the client does not know the person's country; the app does, and passes it.
struct NewsAPIRequestBuilder: Sendable {
    /// The service's base address, without a trailing `/`.
    let baseURL: URL

    /// The address of a `top-headlines` request: `country`, `category`, `sources`, `q`, `pageSize`, `page`.
    func topHeadlines(_ query: HeadlinesQuery) throws(NewsAPIError) -> URL {
        let sources = try Self.sources(query.sources)
        if !sources.isEmpty, query.country != nil || query.category != nil {
            throw .refused(.sourcesWithCountryOrCategory)
        }
        let country = try query.country.map { code throws(NewsAPIError) in try Self.country(code) }
        let words = try Self.words(query.query)
        guard country != nil || query.category != nil || !sources.isEmpty || words != nil else {
            throw .refused(.headlinesNeedFilter)
        }
        try Self.checkPaging(page: query.page, pageSize: query.pageSize)
        return try url(
            "/v2/top-headlines",
            [
                ("country", country),
                ("category", query.category?.rawValue),
                ("sources", sources.isEmpty ? nil : sources.joined(separator: ",")),
                ("q", words),
                ("pageSize", String(query.pageSize)),
                ("page", String(query.page)),
            ])
    }

    /// The address of an `everything` request: `q`, `sources`, `from`, `to`, `language`,
    /// `sortBy`, `pageSize`, `page`; times as ISO 8601 UTC to the second.
    func everything(_ query: SearchQuery) throws(NewsAPIError) -> URL {
        let sources = try Self.sources(query.sources)
        let words = try Self.words(query.query)
        guard words != nil || !sources.isEmpty else { throw .refused(.searchNeedsWords) }
        let language = try query.language.map { code throws(NewsAPIError) in try Self.language(code) }
        if let from = query.from, let to = query.to, from > to { throw .refused(.fromAfterTo) }
        try Self.checkPaging(page: query.page, pageSize: query.pageSize)
        return try url(
            "/v2/everything",
            [
                ("q", words),
                ("sources", sources.isEmpty ? nil : sources.joined(separator: ",")),
                ("from", query.from.map(Self.timestamp)),
                ("to", query.to.map(Self.timestamp)),
                ("language", language),
                ("sortBy", query.sortBy.rawValue),
                ("pageSize", String(query.pageSize)),
                ("page", String(query.page)),
            ])
    }

    /// The address of a `top-headlines/sources` request: `category`, `language`, `country`.
    func sources(_ query: SourcesQuery) throws(NewsAPIError) -> URL {
        let language = try query.language.map { code throws(NewsAPIError) in try Self.language(code) }
        let country = try query.country.map { code throws(NewsAPIError) in try Self.country(code) }
        return try url(
            "/v2/top-headlines/sources",
            [
                ("category", query.category?.rawValue),
                ("language", language),
                ("country", country),
            ])
    }

    /// The base address, the path, and the parameters that have a value.
    private func url(_ path: String, _ parameters: [(String, String?)]) throws(NewsAPIError) -> URL {
        let query = parameters.compactMap { name, value in
            value.map { "\(name)=\(Self.encoded($0))" }
        }.joined(separator: "&")
        let text = baseURL.absoluteString + path + (query.isEmpty ? "" : "?" + query)
        // Every character outside the validated base is percent-encoded, so this cannot fail;
        // the check only keeps a force unwrap out.
        guard let url = URL(string: text) else {
            throw .unreachable(host: baseURL.host ?? baseURL.absoluteString, fault: .other("the request address could not be formed"))
        }
        return url
    }

    /// RFC 3986's unreserved characters stay; every other byte of the UTF-8 becomes `%XX`.
    static func encoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, on the proleptic Gregorian calendar as ISO 8601 counts (``UTCTimestamp``).
    static func timestamp(_ date: Date) -> String {
        UTCTimestamp.iso8601(date)
    }

    /// Source ids trimmed, blanks dropped; at most twenty.
    private static func sources(_ ids: [String]) throws(NewsAPIError) -> [String] {
        let kept = ids.compactMap { RecordText.text($0) }
        guard kept.count <= NewsAPIRequestProblem.maximumSources else { throw .refused(.tooManySources(kept.count)) }
        return kept
    }

    /// Search words trimmed; nil when blank; refused when longer than NewsAPI takes.
    private static func words(_ text: String?) throws(NewsAPIError) -> String? {
        guard let words = RecordText.text(text) else { return nil }
        guard words.count <= NewsAPIRequestProblem.maximumQueryLength else { throw .refused(.queryTooLong(words.count)) }
        return words
    }

    /// A two-letter country code, lowercased.
    private static func country(_ code: String) throws(NewsAPIError) -> String {
        let trimmed = code.trimmingCharacters(in: .whitespaces).lowercased()
        guard trimmed.unicodeScalars.count == 2, trimmed.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else {
            throw .refused(.invalidCountry(code))
        }
        return trimmed
    }

    /// One of NewsAPI's language codes, lowercased.
    private static func language(_ code: String) throws(NewsAPIError) -> String {
        let trimmed = code.trimmingCharacters(in: .whitespaces).lowercased()
        guard NewsAPIRequestProblem.languages.contains(trimmed) else { throw .refused(.unknownLanguage(code)) }
        return trimmed
    }

    private static func checkPaging(page: Int, pageSize: Int) throws(NewsAPIError) {
        guard page >= 1 else { throw .refused(.pageBelowOne(page)) }
        guard (1...100).contains(pageSize) else { throw .refused(.pageSizeOutOfRange(pageSize)) }
    }
}
