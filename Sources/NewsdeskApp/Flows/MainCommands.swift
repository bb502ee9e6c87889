import FlowKit
import Foundation
import NewsCatalog
import NewsModels

/// The checks that turn the words of the main flow's commands into domain values (categories,
/// countries, languages, dates, search words), and what the main flow says about commands it lacks.
enum MainCommands {
    static let categoryNames = NewsCategory.allCases.map(\.rawValue)
    /// What `--country` completes to: every code, and `all`.
    static let countryCodes = CountryChoice.codes + [CountryChoice.everyWord]
    static let languageCodes = ["ar", "de", "en", "es", "fr", "he", "it", "nl", "no", "pt", "ru", "sv", "ud", "zh"]
    static let sortNames = ["relevancy", "popularity", "published"]

    /// The commands of the screens and parts the main flow shows: each works only where it is
    /// declared, so the others say where that is.
    static let screenCommandSets: [any CommandSet.Type] = [
        ArticleItemCommand.self, ArticleListScreen.Command.self, ArticleScreen.Command.self, ReaderScreen.Command.self,
        CategoriesScreen.Command.self, SourcesScreen.Command.self, AccountScreen.Command.self, FeedsScreen.Command.self,
        FeedsFlowController.Command.self, ChildFlowCommand.self, ContentCommand.self,
    ]

    /// Where each command that only some screens offer works, as its declaration says, for saying
    /// so on the others.
    static let screenCommands: [String: String] = {
        var places: [String: String] = [:]
        for spec in screenCommandSets.flatMap({ $0.declarations }) {
            guard let place = spec.worksOn else { continue }
            for name in [spec.name] + spec.aliases where places[name] == nil {
                places[name] = place
            }
        }
        return places
    }()

    /// Every command of the main flow and its screens, for saying "sign in first" before signing in.
    @MainActor static let allNames: Set<String> = Set(
        (BrowsingCommand.declarations + DestinationScreens.ownCommandScreens.map { $0.command }
            + screenCommandSets.flatMap { $0.declarations }).flatMap { [$0.name] + $0.aliases })

    /// Refuses, before any screen exists, a search that can find nothing: only operators or
    /// punctuation (`search +`), or only words left out (`search -ebola`, did you mean `search ebola`?).
    static func checkSearchWords(_ words: String) throws {
        do {
            _ = try SearchExpression(parsing: words)
        } catch .emptySearch {
            let included = words.split(separator: " ").map { $0.hasPrefix("-") ? $0.dropFirst() : $0 }.joined(separator: " ")
            if included != words, (try? SearchExpression(parsing: included)) != nil {
                throw CommandFailure(
                    "'\(TerminalText.quoted(words))' only leaves words out, so nothing can match; a search needs a word to find (did you mean 'search \(TerminalText.quoted(included))'?)"
                )
            }
            throw CommandFailure("'\(TerminalText.quoted(words))' holds no word to search for; type at least one word, e.g. 'search solar'")
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// "no source has the id 'X'", with the closest id the service knows suggested, if one is close.
    static func unknownSourceMessage(_ id: String, service: any NewsService) async -> String {
        let known = (try? await service.sources(SourcesQuery()))?.map(\.id) ?? []
        guard let closest = Suggestion.closest(to: id, among: known) else {
            return "no source has the id '\(TerminalText.quoted(id))' (type 'sources' to list them)"
        }
        return "no source has the id '\(TerminalText.quoted(id))' (did you mean '\(closest)'? 'sources' lists them)"
    }

    /// "no feed is tagged 'X'", with the tags the feeds have (the closest one suggested), or that none has one.
    static func unknownTagMessage(_ tag: String, among feeds: [FeedSubscription]) -> String {
        var known: [String] = []
        for name in feeds.flatMap(\.tags) where !known.contains(where: { $0.lowercased() == name.lowercased() }) {
            known.append(name)
        }
        let quoted = TerminalText.quoted(tag)
        guard !known.isEmpty else {
            return "no feed is tagged '\(quoted)': your feeds have no tags yet (folders of an imported OPML file become tags)"
        }
        let sorted = known.sorted { $0.lowercased() < $1.lowercased() }
        let hint = Suggestion.closest(to: tag, among: sorted).map { " (did you mean '\(TerminalText.quoted($0))'?)" } ?? ""
        // An imported file can bring any number of tags: name the first few.
        let named = sorted.prefix(20).map(TerminalText.quoted).joined(separator: ", ")
        let more = sorted.count > 20 ? " and \(sorted.count - 20) more ('feeds' shows them)" : ""
        return "no feed is tagged '\(quoted)'\(hint); your tags are \(named)\(more)"
    }

    static func headlinesHeading(for headlines: BrowsingCommand.Headlines) -> String {
        let query = headlines.query
        var parts: [String] = []
        if let category = query.category { parts.append(category.rawValue) }
        if let country = headlines.country {
            parts.append(country == .every ? "all countries" : country.text)
        } else if query.sources.isEmpty {
            parts.append("your country")
        }
        if !query.sources.isEmpty { parts.append(query.sources.joined(separator: ", ")) }
        if let words = query.query { parts.append("\"\(words)\"") }
        return parts.isEmpty ? "Top headlines" : "Top headlines: " + parts.joined(separator: ", ")
    }

    static func category(_ text: String) throws -> NewsCategory {
        if let category = NewsCategory(name: text) { return category }
        throw unknownCategory(text)
    }

    /// Why `text` is no category, with the nearest one when it is close: the same words for
    /// `headlines`, `--category` and the Categories field.
    static func unknownCategory(_ text: String) -> CommandFailure {
        let hint = Suggestion.closest(to: text, among: categoryNames).map { " (did you mean '\($0)'?)" } ?? ""
        return CommandFailure(
            "'\(TerminalText.quoted(text))' is not a category\(hint); categories are \(categoryNames.joined(separator: ", "))")
    }

    static func country(_ text: String, flag: String) throws -> CountryChoice {
        do {
            return try CountryChoice(parsing: text)
        } catch .unknownCountry(let code, let suggestion?) {
            // A common mistake such as `uk`, which is no ISO code and would find nothing.
            let name = CountryChoice.commonMistakes[code].map { " NewsAPI codes \($0.country) \($0.code)" } ?? ""
            throw CommandFailure(
                "\(flag) takes the ISO code of a country, not '\(TerminalText.quoted(code))' (did you mean '\(suggestion)'?\(name))")
        } catch .unknownCountry(let code, nil) {
            throw CommandFailure(
                "\(flag) takes one of \(CountryChoice.codes.joined(separator: " ")), or \(CountryChoice.everyWord) for every country, not '\(TerminalText.quoted(code))'"
            )
        } catch {
            throw CommandFailure(
                "\(flag) takes a two-letter country code such as us or gb, or \(CountryChoice.everyWord), not '\(TerminalText.quoted(text))'"
            )
        }
    }

    static func language(_ text: String) throws -> String {
        let code = text.lowercased()
        guard languageCodes.contains(code) else {
            let hint = Suggestion.closest(to: code, among: languageCodes).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(
                "--language takes one of \(languageCodes.joined(separator: " ")), not '\(TerminalText.quoted(text))'\(hint)")
        }
        return code
    }

    /// A date as `YYYY-MM-DD` (the whole day, UTC) or a full ISO 8601 timestamp, on the proleptic
    /// Gregorian calendar as imports read dates (Foundation's styles count days before 1582 as Julian).
    static func date(_ text: String, flag: String, endOfDay: Bool) throws -> Date {
        if let day = UTCTimestamp.day(text) {
            return endOfDay ? day.addingTimeInterval(86_399) : day
        }
        if let moment = UTCTimestamp.moment(text) { return moment }
        throw CommandFailure("\(flag) takes a date such as 2026-11-01 or 2026-11-01T08:00:00Z, not '\(TerminalText.quoted(text))'")
    }
}
