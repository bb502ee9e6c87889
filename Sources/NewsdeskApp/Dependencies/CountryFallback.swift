import FlowKit
import NewsModels

/// Explains an empty list of one country's headlines when every country has some: over an
/// imported catalog a country comes only from country-code domains, so most news has none.
struct CountryFallback: Sendable {
    let service: any NewsService

    /// A line saying that `query`'s country has nothing while all countries have news, and the
    /// command that shows it; nil when the country is not why nothing came (no country filter,
    /// nothing anywhere, or the service cannot say).
    func note(for query: HeadlinesQuery) async -> String? {
        guard let country = query.country else { return nil }
        var wider = query
        wider.country = nil
        wider.page = 1
        wider.pageSize = 1
        guard let total = try? await service.topHeadlines(wider).totalResults, total > 0 else { return nil }
        return TerminalText.sanitize(
            "Nothing from \(country.uppercased()), but all countries have \(CountText.counted(total, "article")): "
                + "type '\(Self.command(for: wider))' to see them."
        )
    }

    /// The `headlines` command that asks for `query` in every country.
    static func command(for query: HeadlinesQuery) -> String {
        var words = ["headlines"]
        if let category = query.category { words.append(category.rawValue) }
        words += ["--country", CountryChoice.everyWord]
        if !query.sources.isEmpty { words += ["--source", query.sources.joined(separator: ",")] }
        if let text = query.query { words += ["--query", "\"\(text)\""] }
        return words.joined(separator: " ")
    }
}
