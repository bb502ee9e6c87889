import FlowKit
import NewsModels

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
            unrecorded: others.count - recorded.count,
            sample: nil
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
            unrecorded: found.items.count - recorded.count,
            sample: found.items.count < found.totalResults ? found.items.count : nil
        )
    }

    /// `3 articles match without --language`, `1 source matches …`.
    private static func matches(_ count: Int, _ noun: String) -> String {
        CountText.counted(count, noun) + (count == 1 ? " matches" : " match") + " without --language"
    }

    /// `matches`, then why none is in `language`: no language recorded at all, or others only,
    /// counted language by language (over the first `sample` matches when that is all looked at).
    private static func explanation(language: String, matches: String, recorded: [String], unrecorded: Int, sample: Int?) -> String {
        let text: String
        if recorded.isEmpty {
            text =
                "\(matches), but none records its language (the data they came from does not say), "
                + "so --language \(language) finds nothing: leave --language out."
        } else {
            var parts = Dictionary(grouping: recorded, by: { $0 }).sorted { $0.key < $1.key }
                .map { "\(CountText.grouped($0.value.count)) in \($0.key)" }
            if unrecorded > 0 {
                parts.append("\(CountText.grouped(unrecorded)) with no language recorded (the data they came from does not say)")
            }
            let scope = sample.map { "of the first \(CountText.grouped($0)), " } ?? ""
            text = "\(matches), none in '\(language)': \(scope)\(parts.joined(separator: ", "))."
        }
        return TerminalText.sanitize(text)
    }
}
