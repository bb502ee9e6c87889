import FlowKit
import NewsCore

/// Explains a list that a language filter emptied: over imported data sets most sources record
/// no language (UCI's say nothing of it), and an empty list would read as "no news".
struct LanguageFallback: Sendable {
    let service: any NewsService

    /// Why no source matched `query`, when its language is why; nil when the other filters
    /// find nothing either, or the service cannot say.
    func note(forSources query: SourcesQuery) async -> String? {
        guard let language = query.language else { return nil }
        var wider = query
        wider.language = nil
        guard let others = try? await service.sources(wider), !others.isEmpty else { return nil }
        let recorded = others.compactMap(\.language)
        return Self.explanation(
            language: language,
            matches: Self.matches(others.count, "source"),
            recorded: recorded,
            unrecorded: others.count - recorded.count
        )
    }

    /// Why a search for `query` found nothing, when its language is why; nil when the search
    /// finds nothing in any language, or the service cannot say.
    func note(forSearch query: SearchQuery) async -> String? {
        guard let language = query.language else { return nil }
        var wider = query
        wider.language = nil
        wider.page = 1
        wider.pageSize = 100
        guard let found = try? await service.everything(wider), found.totalResults > 0 else { return nil }
        let sources = (try? await service.sources(SourcesQuery())) ?? []
        let languages = Dictionary(sources.map { ($0.id, $0.language) }, uniquingKeysWith: { first, _ in first })
        let recorded = found.items.compactMap { article in article.source.id.flatMap { languages[$0] } ?? nil }
        return Self.explanation(
            language: language,
            matches: Self.matches(found.totalResults, "article"),
            recorded: recorded,
            unrecorded: found.items.count - recorded.count
        )
    }

    /// `3 articles match without --language`, `1 source matches …`.
    private static func matches(_ count: Int, _ noun: String) -> String {
        CountText.counted(count, noun) + (count == 1 ? " matches" : " match") + " without --language"
    }

    /// `matches`, then why none is in `language`: no language recorded at all, or others only.
    private static func explanation(language: String, matches: String, recorded: [String], unrecorded: Int) -> String {
        let text: String
        if recorded.isEmpty {
            text = "\(matches), but none records its language (the data they came from does not say), "
                + "so --language \(language) finds nothing: leave --language out."
        } else {
            let known = Set(recorded).sorted().joined(separator: ", ")
            let rest = unrecorded > 0 ? "; \(CountText.grouped(unrecorded)) record no language" : ""
            text = "\(matches), none in '\(language)' (their languages: \(known)\(rest))."
        }
        return TerminalText.sanitize(text)
    }
}
