import FlowKit
import Foundation
import NewsModels

/// The main flow's commands as values, their words already turned into queries.
enum BrowsingCommand: CommandSet {
    /// `home`: back to the root.
    case home
    /// `headlines [CATEGORY] [--country CC] [--source ID] [--query WORDS]`.
    case headlines(Headlines)
    /// `sources [--country CC] [--category C] [--language LL]`.
    case sources(SourcesQuery)
    /// `source ID`: a source's details, once the service knows the id.
    case source(id: String)
    /// `search WORDS... [--sort S] [--from DATE] [--to DATE] [--language LL]`.
    case search(SearchQuery)
    /// `bookmarks`.
    case bookmarks
    /// `feeds [--tag TAG]`: the feeds flow, its list only of the feeds tagged TAG when given.
    case feeds(tag: String?)
    /// `fetch [--force]`: every subscribed feed, now; with `--force` those fetched in the last 15 minutes too.
    case fetch(force: Bool)
    /// `unread [--feed N | --tag TAG]`: unread articles of every feed (or of item N of the feeds
    /// list, or of the feeds tagged TAG), newest first.
    case unread(Unread)
    /// `back`: one screen back.
    case back
    /// `account`.
    case account
    /// `whoami`.
    case whoami
    /// `logout`.
    case logout

    /// One case per command, in the order `help` lists them.
    enum Name: CaseIterable {
        case home, headlines, sources, source, search, bookmarks, feeds, fetch, unread, back, account, whoami, logout
    }

    /// Which feeds `unread` lists: every feed, item N of the feeds list, or the feeds with a tag.
    enum Unread: Sendable, Equatable {
        case every
        case feed(ItemNumber)
        case tag(String)
    }

    /// `headlines` as typed: the query, and the country asked for, if any (without one, and
    /// without sources, the account's country applies).
    struct Headlines: Sendable {
        var query: HeadlinesQuery
        var country: CountryChoice?
    }

    // The arguments and flags, declared once: the specs list them and `init` reads them.
    static let category = ArgumentSpec("CATEGORY", .optional, suggestions: MainCommands.categoryNames)
    static let country = FlagSpec("country", value: "CC", suggestions: MainCommands.countryCodes)
    /// `--source ID`, whose completions are the service's source ids, known at run time.
    static let sourceIDs = FlagSpec("source", value: "ID")
    static let query = FlagSpec("query", value: "WORDS")
    static let categoryFlag = FlagSpec("category", value: "C", suggestions: MainCommands.categoryNames)
    static let language = FlagSpec("language", value: "LL", suggestions: MainCommands.languageCodes)
    /// `source ID`'s id, completed like `--source`.
    static let sourceID = ArgumentSpec("ID")
    static let words = ArgumentSpec("WORDS", .oneOrMore)
    static let sort = FlagSpec("sort", value: "relevancy|popularity|published", suggestions: MainCommands.sortNames)
    static let from = FlagSpec("from", value: "DATE")
    static let to = FlagSpec("to", value: "DATE")
    /// `fetch --force`: feeds fetched in the last 15 minutes too.
    static let force = FlagSpec(switch: "force")
    /// `unread --feed N`: item N of the feeds list.
    static let feedNumber = FlagSpec("feed", value: "N")
    /// `feeds --tag TAG`: only the feeds tagged TAG.
    static let tag = FlagSpec("tag", value: "TAG")

    /// How `name` is typed and explained; the main flow offers the source ids the service knows
    /// to complete `--source` and `source ID` with ``spec(for:suggestingSources:)``.
    static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .home: CommandSpec("home", summary: "your country's top headlines and your categories'")
        case .headlines:
            CommandSpec(
                "headlines",
                arguments: [category],
                flags: [country, sourceIDs, query],
                summary: "top headlines, by category, country, source or words",
                example: "headlines technology --country gb"
            )
        case .sources:
            CommandSpec(
                "sources", flags: [country, categoryFlag, language], summary: "news sources, optionally filtered",
                example: "sources --category science")
        case .source:
            CommandSpec(
                "source", arguments: [sourceID], summary: "a source's details and its latest articles",
                example: "source ferrobyte-review")
        case .search:
            CommandSpec(
                "search",
                arguments: [words],
                flags: [sort, from, to, language],
                summary: "full-text search: \"phrases\", +must, -mustnot, AND, OR, NOT",
                example: "search solar +storage --sort relevancy --from 2026-11-01"
            )
        case .bookmarks: CommandSpec("bookmarks", summary: "your bookmarks, newest first; 'bookmark N' on a list adds one")
        case .feeds:
            CommandSpec(
                "feeds", flags: [tag],
                summary: "your feeds and saved searches, with their unread counts; subscribe there (--tag: only those tagged TAG)",
                example: "feeds --tag news")
        case .fetch:
            CommandSpec(
                "fetch", flags: [force], summary: "fetch every feed now, even those just fetched with --force")
        case .unread:
            CommandSpec(
                "unread", flags: [feedNumber, tag],
                summary: "unread articles of every feed, newest first (--feed N: of feed N of 'feeds'; --tag TAG: of the feeds tagged TAG)",
                example: "unread --tag news")
        case .back: CommandSpec("back", summary: "go back one screen")
        case .account: CommandSpec("account", summary: "your account details (edit them there)")
        case .whoami: CommandSpec("whoami", summary: "who is signed in, to which service")
        case .logout: CommandSpec("logout", summary: "sign out and return to the sign-in screen")
        }
    }

    /// `spec`, offering `ids` to complete a source id.
    static func spec(for name: Name, suggestingSources ids: [String]) -> CommandSpec {
        spec(for: name).suggesting(ids, for: sourceIDs.name).suggesting(ids, for: sourceID.placeholder)
    }

    init(_ name: Name, from parsed: ParsedCommand) throws {
        switch name {
        case .home: self = .home
        case .headlines: self = .headlines(try Self.headlines(from: parsed))
        case .sources:
            self = .sources(
                SourcesQuery(
                    category: try parsed.value(of: Self.categoryFlag, MainCommands.category),
                    language: try parsed.value(of: Self.language, MainCommands.language),
                    country: try parsed.value(of: Self.country) { try MainCommands.country($0, flag: "--country") }?.code
                ))
        case .source:
            let id = parsed[Self.sourceID] ?? ""
            guard !id.isEmpty, id.count <= 100 else { throw CommandFailure("a source id is required, e.g. 'source ferrobyte-review'") }
            self = .source(id: id)
        case .search: self = .search(try Self.searchQuery(from: parsed))
        case .bookmarks: self = .bookmarks
        case .feeds: self = .feeds(tag: try FeedsScreen.tag(from: parsed[Self.tag]))
        case .fetch: self = .fetch(force: parsed[Self.force] != nil)
        case .unread:
            let feed = try parsed.value(of: Self.feedNumber) { text throws(CommandFailure) in
                guard let number = ItemNumber(text) else {
                    throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type 'unread --feed N' for feed N of 'feeds'")
                }
                return number
            }
            switch (feed, try FeedsScreen.tag(from: parsed[Self.tag], command: "unread")) {
            case (nil, nil): self = .unread(.every)
            case (let number?, nil): self = .unread(.feed(number))
            case (nil, let tag?): self = .unread(.tag(tag))
            case (_?, _?): throw CommandFailure("'unread' takes --feed N or --tag TAG, not both")
            }
        case .back: self = .back
        case .account: self = .account
        case .whoami: self = .whoami
        case .logout: self = .logout
        }
    }

    private static func headlines(from parsed: ParsedCommand) throws -> Headlines {
        var query = HeadlinesQuery()
        query.category = try parsed.value(of: Self.category, MainCommands.category)
        let choice = try parsed.value(of: Self.country) { try MainCommands.country($0, flag: "--country") }
        query.country = choice?.code
        if let source = parsed[Self.sourceIDs] {
            query.sources = source.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard choice == nil, query.category == nil else {
                throw CommandFailure("--source cannot be combined with a category or --country (NewsAPI refuses that mix)")
            }
        }
        query.query = parsed[Self.query]
        return Headlines(query: query, country: choice)
    }

    private static func searchQuery(from parsed: ParsedCommand) throws -> SearchQuery {
        let words = parsed[Self.words] ?? ""
        guard words.count <= 500 else { throw CommandFailure("a search is at most 500 characters long (this one has \(words.count))") }
        try MainCommands.checkSearchWords(words)
        var query = SearchQuery(query: words)
        if let sort = parsed[Self.sort] {
            switch sort.lowercased() {
            case "relevancy", "relevance": query.sortBy = .relevancy
            case "popularity": query.sortBy = .popularity
            case "published", "publishedat": query.sortBy = .publishedAt
            default:
                let hint = Suggestion.closest(to: sort, among: MainCommands.sortNames).map { " (did you mean '\($0)'?)" } ?? ""
                throw CommandFailure("--sort takes relevancy, popularity or published, not '\(TerminalText.quoted(sort))'\(hint)")
            }
        }
        query.from = try parsed.value(of: Self.from) { try MainCommands.date($0, flag: "--from", endOfDay: false) }
        query.to = try parsed.value(of: Self.to) { try MainCommands.date($0, flag: "--to", endOfDay: true) }
        if let from = query.from, let to = query.to, from > to {
            throw CommandFailure("--from is after --to")
        }
        query.language = try parsed.value(of: Self.language, MainCommands.language)
        return query
    }
}
