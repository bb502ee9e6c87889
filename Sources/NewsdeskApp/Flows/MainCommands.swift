import FlowKit
import Foundation
import NewsCore

/// The main flow's commands and the checks that turn their words into service queries.
enum MainCommands {
    static let categoryNames = NewsCategory.allCases.map(\.rawValue)
    /// What `--country` completes to: every code, and `all`.
    static let countryCodes = CountryChoice.codes + [CountryChoice.everyWord]
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

    private static func commands(sourceIDs: [String]) -> [CommandSpec] {
        [
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
            CommandSpec(
                "source", arguments: [ArgumentSpec("ID", suggestions: sourceIDs)], summary: "a source's details and its latest articles",
                example: "source ferrobyte-review"),
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
        ]
    }

    /// `headlines` as typed: the query, and the country asked for, if any (without one, and
    /// without sources, the account's country applies).
    struct Headlines {
        var query: HeadlinesQuery
        var country: CountryChoice?
    }

    static func headlines(from command: ParsedCommand) throws -> Headlines {
        var query = HeadlinesQuery()
        query.category = try command.argument("CATEGORY").map(category)
        let choice = try command.flag("country").map { try country($0, flag: "--country") }
        query.country = choice?.code
        if let source = command.flag("source") {
            query.sources = source.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard choice == nil, query.category == nil else {
                throw CommandFailure("--source cannot be combined with a category or --country (NewsAPI refuses that mix)")
            }
        }
        query.query = command.flag("query")
        return Headlines(query: query, country: choice)
    }

    static func sourcesQuery(from command: ParsedCommand) throws -> SourcesQuery {
        SourcesQuery(
            category: try command.flag("category").map(category),
            language: try command.flag("language").map(language),
            country: try command.flag("country").flatMap { try country($0, flag: "--country").code }
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

    static func headlinesHeading(for headlines: Headlines) -> String {
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

    private static func category(_ text: String) throws -> NewsCategory {
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

    private static func country(_ text: String, flag: String) throws -> CountryChoice {
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

    private static func language(_ text: String) throws -> String {
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
    private static func date(_ text: String, flag: String, endOfDay: Bool) throws -> Date {
        if let day = UTCTimestamp.day(text) {
            return endOfDay ? day.addingTimeInterval(86_399) : day
        }
        if let moment = UTCTimestamp.moment(text) { return moment }
        throw CommandFailure("\(flag) takes a date such as 2026-11-01 or 2026-11-01T08:00:00Z, not '\(TerminalText.quoted(text))'")
    }
}
