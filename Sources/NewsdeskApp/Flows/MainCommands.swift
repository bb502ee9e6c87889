import FlowKit
import Foundation
import NewsCore

/// The main flow's commands and the checks that turn their words into service queries.
enum MainCommands {
    static let categoryNames = NewsCategory.allCases.map(\.rawValue)
    static let countryCodes = ["ae", "ar", "at", "au", "be", "bg", "br", "ca", "ch", "cn", "co", "cu", "cz", "de", "eg", "fr", "gb", "gr", "hk", "hu", "id", "ie", "il", "in", "it", "jp", "kr", "lt", "lv", "ma", "mx", "my", "ng", "nl", "no", "nz", "ph", "pl", "pt", "ro", "rs", "ru", "sa", "se", "sg", "si", "sk", "th", "tr", "tw", "ua", "us", "ve", "za"]
    static let languageCodes = ["ar", "de", "en", "es", "fr", "he", "it", "nl", "no", "pt", "ru", "sv", "ud", "zh"]
    static let sortNames = ["relevancy", "popularity", "published"]

    /// The commands only some screens offer, and where each works, for saying so on the others.
    static let screenCommands = [
        "open": "on a list ('open N', or just N)",
        "next": "on a list of several pages",
        "prev": "on a list of several pages",
        "page": "on a list of several pages",
        "bookmark": "on a list of articles or an article",
        "unbookmark": "on a list of articles or an article",
        "browse": "on a list of articles or an article",
        "edit": "on your account ('account')",
    ]

    /// Every command of the main flow and its screens, for saying "sign in first" before signing in.
    static var allNames: Set<String> {
        Set(commands(sourceIDs: []).flatMap { [$0.name] + $0.aliases } + screenCommands.keys + ["retry", "refresh"])
    }

    /// The commands, with `sourceIDs` offered to complete a source id.
    static func group(sourceIDs: [String]) -> CommandGroup {
        CommandGroup(title: "Browsing", commands: commands(sourceIDs: sourceIDs))
    }

    private static func commands(sourceIDs: [String]) -> [CommandSpec] { [
        CommandSpec("home", summary: "your country's top headlines and your categories'"),
        CommandSpec(
            "headlines",
            arguments: [ArgumentSpec("CATEGORY", .optional, suggestions: categoryNames)],
            flags: [
                FlagSpec("country", value: "CC", suggestions: countryCodes),
                FlagSpec("source", value: "ID", suggestions: sourceIDs),
                FlagSpec("query", value: "WORDS"),
            ],
            summary: "top headlines, by category, country, source or words",
            example: "headlines technology --country gb"
        ),
        CommandSpec("categories", summary: "the categories; pick one with 'open N'"),
        CommandSpec(
            "sources",
            flags: [
                FlagSpec("country", value: "CC", suggestions: countryCodes),
                FlagSpec("category", value: "C", suggestions: categoryNames),
                FlagSpec("language", value: "LL", suggestions: languageCodes),
            ],
            summary: "news sources, optionally filtered",
            example: "sources --category science"
        ),
        CommandSpec("source", arguments: [ArgumentSpec("ID", suggestions: sourceIDs)], summary: "a source's details and its latest articles", example: "source ferrobyte-review"),
        CommandSpec(
            "search",
            arguments: [ArgumentSpec("WORDS", .oneOrMore)],
            flags: [
                FlagSpec("sort", value: "relevancy|popularity|published", suggestions: sortNames),
                FlagSpec("from", value: "DATE"),
                FlagSpec("to", value: "DATE"),
                FlagSpec("language", value: "LL", suggestions: languageCodes),
            ],
            summary: "full-text search: \"phrases\", +must, -mustnot, AND, OR, NOT",
            example: "search solar +storage --sort relevancy --from 2026-11-01"
        ),
        CommandSpec("bookmarks", summary: "your bookmarks, newest first; 'bookmark N' on a list adds one"),
        CommandSpec("back", summary: "go back one screen"),
        CommandSpec("account", summary: "your account details (edit them there)"),
        CommandSpec("whoami", summary: "who is signed in, to which service"),
        CommandSpec("logout", summary: "sign out and return to the sign-in screen"),
    ] }

    static func headlinesQuery(from command: ParsedCommand) throws -> HeadlinesQuery {
        var query = HeadlinesQuery()
        query.category = try command.argument("CATEGORY").map(category)
        query.country = try command.flag("country").map { try country($0, flag: "--country") }
        if let source = command.flag("source") {
            query.sources = source.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard query.country == nil, query.category == nil else {
                throw CommandFailure("--source cannot be combined with a category or --country (NewsAPI refuses that mix)")
            }
        }
        query.query = command.flag("query")
        return query
    }

    static func sourcesQuery(from command: ParsedCommand) throws -> SourcesQuery {
        SourcesQuery(
            category: try command.flag("category").map(category),
            language: try command.flag("language").map(language),
            country: try command.flag("country").map { try country($0, flag: "--country") }
        )
    }

    static func sourceID(from command: ParsedCommand) throws -> String {
        let id = command.argument("ID") ?? ""
        guard !id.isEmpty, id.count <= 100 else { throw CommandFailure("a source id is required, e.g. 'source ferrobyte-review'") }
        return id
    }

    static func searchQuery(from command: ParsedCommand) throws -> SearchQuery {
        let words = command.argument("WORDS") ?? ""
        guard words.count <= 500 else { throw CommandFailure("a search is at most 500 characters long (this one has \(words.count))") }
        try checkSearchWords(words)
        var query = SearchQuery(query: words)
        if let sort = command.flag("sort") {
            switch sort.lowercased() {
            case "relevancy", "relevance": query.sortBy = .relevancy
            case "popularity": query.sortBy = .popularity
            case "published", "publishedat": query.sortBy = .publishedAt
            default:
                let hint = Suggestion.closest(to: sort, among: sortNames).map { " (did you mean '\($0)'?)" } ?? ""
                throw CommandFailure("--sort takes relevancy, popularity or published, not '\(TerminalText.quoted(sort))'\(hint)")
            }
        }
        query.from = try command.flag("from").map { try date($0, flag: "--from", endOfDay: false) }
        query.to = try command.flag("to").map { try date($0, flag: "--to", endOfDay: true) }
        if let from = query.from, let to = query.to, from > to {
            throw CommandFailure("--from is after --to")
        }
        query.language = try command.flag("language").map(language)
        return query
    }

    /// Refuses, before any screen exists, a search that can find nothing: only operators or
    /// punctuation (`search +`), or only words left out (`search -ebola`, did you mean `search ebola`?).
    static func checkSearchWords(_ words: String) throws {
        do {
            _ = try SearchExpression(parsing: words)
        } catch .emptySearch {
            let included = words.split(separator: " ").map { $0.hasPrefix("-") ? $0.dropFirst() : $0 }.joined(separator: " ")
            if included != words, (try? SearchExpression(parsing: included)) != nil {
                throw CommandFailure("'\(TerminalText.quoted(words))' only leaves words out, so nothing can match; a search needs a word to find (did you mean 'search \(TerminalText.quoted(included))'?)")
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

    static func headlinesHeading(for query: HeadlinesQuery) -> String {
        var parts: [String] = []
        if let category = query.category { parts.append(category.rawValue) }
        if let country = query.country {
            parts.append(country)
        } else if query.sources.isEmpty {
            parts.append("your country")
        }
        if !query.sources.isEmpty { parts.append(query.sources.joined(separator: ", ")) }
        if let words = query.query { parts.append("\"\(words)\"") }
        return parts.isEmpty ? "Top headlines" : "Top headlines: " + parts.joined(separator: ", ")
    }

    private static func category(_ text: String) throws -> NewsCategory {
        if let category = NewsCategory(name: text) { return category }
        let hint = Suggestion.closest(to: text, among: categoryNames).map { " (did you mean '\($0)'?)" } ?? ""
        throw CommandFailure("'\(TerminalText.quoted(text))' is not a category\(hint); categories are \(categoryNames.joined(separator: ", "))")
    }

    private static func country(_ text: String, flag: String) throws -> String {
        // Two-letter codes are too close to one another for a guess, but one mistake is common:
        // `uk` is no ISO country code, and would find nothing.
        if text.lowercased() == "uk" {
            throw CommandFailure("\(flag) takes the ISO code of a country, not 'uk' (did you mean 'gb'? NewsAPI codes the United Kingdom gb)")
        }
        do {
            return try AccountRules.parseCountry(text)
        } catch {
            throw CommandFailure("\(flag) takes a two-letter country code such as us or gb, not '\(text)'")
        }
    }

    private static func language(_ text: String) throws -> String {
        let code = text.lowercased()
        guard languageCodes.contains(code) else {
            let hint = Suggestion.closest(to: code, among: languageCodes).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure("--language takes one of \(languageCodes.joined(separator: " ")), not '\(TerminalText.quoted(text))'\(hint)")
        }
        return code
    }

    /// A date as `YYYY-MM-DD` (the whole day, UTC) or a full ISO 8601 timestamp.
    private static func date(_ text: String, flag: String, endOfDay: Bool) throws -> Date {
        if let instant = try? Date(text, strategy: .iso8601) { return instant }
        let dayFormat = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash)
        if let day = try? Date(text, strategy: dayFormat) {
            return endOfDay ? day.addingTimeInterval(86_399) : day
        }
        throw CommandFailure("\(flag) takes a date such as 2026-11-01 or 2026-11-01T08:00:00Z, not '\(TerminalText.quoted(text))'")
    }
}
