import FlowKit
import NewsModels

/// A command on article N of a list of articles (`open`, `read`, `bookmark`, `unbookmark`, `browse`) or
/// on the list (`mark-read`): the commands of home and of a source's details, and part of a
/// headlines list's.
enum ArticleItemCommand: CommandSet {
    /// `open N`: show the article.
    case open(ItemNumber)
    /// `read N`: its page in reader mode.
    case read(ItemNumber)
    /// `story N`: every article of its story.
    case story(ItemNumber)
    /// `bookmark N` or `unbookmark N`.
    case bookmark(BookmarkCommands.Change, ItemNumber)
    /// `browse N`: open its web address in a browser.
    case browse(ItemNumber)
    /// `mark-read [--all]`: the articles shown, or with `--all` the whole list, marked read.
    case markRead(all: Bool)

    /// The commands, in the order `help` lists them.
    enum Name: CaseIterable {
        case open, read, story, bookmark, unbookmark, browse, markRead
    }

    /// `mark-read --all`.
    static let all = FlagSpec(switch: "all")

    init(_ name: Name, from parsed: ParsedCommand) throws {
        if name == .markRead {
            self = .markRead(all: parsed[Self.all] != nil)
            return
        }
        let number = try ListSelection.number(in: parsed, noun: "article")
        switch name {
        case .open: self = .open(number)
        case .read: self = .read(number)
        case .story: self = .story(number)
        case .bookmark: self = .bookmark(.add, number)
        case .unbookmark: self = .bookmark(.remove, number)
        case .browse: self = .browse(number)
        case .markRead: self = .markRead(all: parsed[Self.all] != nil)
        }
    }

    /// How `name` is typed on a list of articles; a screen offers the numbers it shows with
    /// `offeringItems(count:startingAt:)`.
    static func spec(for name: Name) -> CommandSpec {
        switch name {
        case .open:
            CommandSpec(
                "open", arguments: [ListSelection.argument], summary: "open article N of this page (or just type N)", example: "open 3",
                worksOn: ListSelection.openWorksOn)
        case .read: ReaderCommands.listSpec
        case .story: StoryCommands.listSpec
        case .bookmark: BookmarkCommands.listSpec(.add)
        case .unbookmark: BookmarkCommands.listSpec(.remove)
        case .browse: BrowseCommands.listSpec
        case .markRead:
            CommandSpec(
                "mark-read", flags: [all], summary: "mark the articles shown read, or with --all the whole list",
                example: "mark-read --all", worksOn: "on a list of articles, and on your feeds ('feeds')")
        }
    }

    /// Carries the command out on `articles`, the list on `screen` numbered from `first`; `mark-read
    /// --all` marks what `wholeList` gives (the articles shown when the screen has no more).
    @MainActor
    func run(
        on articles: [Article], first: Int = 1, from screen: any Responder, marking: ArticleMarking, console: any Console,
        wholeList: (@MainActor () async throws -> [Article])? = nil
    ) async throws {
        switch self {
        case .open(let number):
            let article = try ListSelection.item(number, in: articles, first: first, noun: "article")
            // A list of pages steps across its pages itself; a list shown whole is the articles given.
            let list = (screen as? any ArticleSequence) ?? FixedArticleSequence(articles)
            try await screen.navigator.go(to: .article(article, list: list))
        case .read(let number):
            let article = try ListSelection.item(number, in: articles, first: first, noun: "article", purpose: "read")
            try await screen.navigator.go(to: .reader(article))
        case .story(let number):
            let article = try ListSelection.item(number, in: articles, first: first, noun: "article", purpose: "show the story of")
            try await screen.navigator.go(to: .story(article))
        case .bookmark(let change, let number):
            try await BookmarkCommands.apply(change, toItem: number, of: articles, first: first, marking: marking, console: console)
        case .browse(let number):
            try await BrowseCommands.browse(item: number, of: articles, first: first, from: screen)
        case .markRead(let all):
            let marked = all ? try await wholeList?() ?? articles : articles
            try await marking.markRead(marked)
            console.writeLine("Marked \(CountText.counted(marked.count, "article")) read.")
        }
    }
}
