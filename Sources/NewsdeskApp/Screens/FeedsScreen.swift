import FlowKit
import NewsCatalog
import NewsModels

/// Every subscription with its unread count, last fetch and last error, then the saved searches
/// with their new matches, a page at a time; `open N` shows a feed's articles or a search's
/// matches, and `unsubscribe N`, `rename N NAME` and `fetch N` act on item N.
@MainActor
final class FeedsScreen: ContentScreen, CommandResponder {
    /// What can be done to the list and its items.
    enum Command: CommandSet {
        /// `open N`: a feed's articles, or a saved search's matches.
        case open(ItemNumber)
        /// `unsubscribe N`: a feed forgotten, or a saved search.
        case unsubscribe(ItemNumber)
        /// `rename N NAME`.
        case rename(ItemNumber, name: String)
        /// `fetch [N] [--force]`: every feed, or feed N (which is fetched even when it is not due).
        case fetch(ItemNumber?, force: Bool)
        /// `next [N]`, `prev [N]` or `page N`.
        case move(PageJump.Move)
        /// `mark-read N`: feed N's articles read; `mark-read --all` (nil): every feed's.
        case markRead(ItemNumber?)
        /// `next-unread`: the first unread article of the feeds, in the list's order.
        case nextUnread
        /// `full-text N on|off`: feed N's new items read in full with each fetch, or no longer.
        case fullText(ItemNumber, on: Bool)

        /// The list's commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case open, unsubscribe, rename, fetch, markRead, nextUnread, fullText, next, prev, page
        }

        /// `mark-read --all`: every feed's articles.
        static let all = FlagSpec(switch: "all")

        /// `rename`'s new name: every word after N.
        static let newName = ArgumentSpec("NAME", .oneOrMore)
        /// `fetch`'s optional item number.
        static let feedNumber = ArgumentSpec.item("N", .optional)
        /// `full-text`'s `on` or `off`.
        static let onOff = ArgumentSpec("on|off", suggestions: ["on", "off"])
        /// `fetch --force`: feeds fetched in the last 15 minutes too.
        static let force = FlagSpec(switch: "force")

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            let number = ListSelection.argument
            let inFeeds = "in your feeds ('feeds')"
            return switch name {
            case .open:
                CommandSpec(
                    "open", arguments: [number], summary: "feed N's articles, newest first, or saved search N's matches (or just type N)",
                    example: "open 2", worksOn: ListSelection.openWorksOn)
            case .unsubscribe:
                CommandSpec(
                    "unsubscribe", arguments: [number], summary: "forget feed N (its articles stay), or saved search N", worksOn: inFeeds)
            case .rename:
                CommandSpec(
                    "rename", arguments: [number, newName], summary: "give feed N or saved search N a name of your own",
                    example: "rename 2 Harbour news", worksOn: inFeeds)
            case .fetch:
                CommandSpec(
                    "fetch", arguments: [feedNumber], flags: [force],
                    summary: "fetch every feed now (--force: fetched lately too), or feed N even when it is not due (--force: held too)",
                    example: "fetch 3")
            case .markRead:
                CommandSpec(
                    "mark-read", arguments: [feedNumber], flags: [all],
                    summary: "mark feed N's articles read, or with --all every feed's", example: "mark-read 2",
                    worksOn: "on a list of articles, and on your feeds ('feeds')")
            case .nextUnread: NextUnread.spec(onArticle: false)
            case .fullText:
                CommandSpec(
                    "full-text", arguments: [number, onOff],
                    summary: "read feed N's new items' pages in full with each fetch (on), offline and searchable, or no longer (off)",
                    example: "full-text 2 on", worksOn: "in your feeds ('feeds', then 'full-text N on')")
            case .next: PageJump.spec(.next)
            case .prev: PageJump.spec(.prev)
            case .page: PageJump.spec(.page)
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .open: self = .open(try ListSelection.number(in: parsed, noun: "feed"))
            case .unsubscribe: self = .unsubscribe(try ListSelection.number(in: parsed, noun: "feed"))
            case .rename:
                let name = try GivenName.parse(try parsed.required(Self.newName), limit: 200, refusal: "a name is 1 to 200 characters long")
                self = .rename(try ListSelection.number(in: parsed, noun: "feed"), name: name)
            case .fetch:
                let number = try parsed[Self.feedNumber].map { text throws(CommandFailure) in
                    guard let number = ItemNumber(text) else {
                        throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type 'fetch' or 'fetch N' for feed N")
                    }
                    return number
                }
                self = .fetch(number, force: parsed[Self.force] != nil)
            case .markRead:
                let all = parsed[Self.all] != nil
                switch (parsed[Self.feedNumber], all) {
                case (nil, true): self = .markRead(nil)
                case (let text?, false):
                    guard let number = ItemNumber(text) else {
                        throw CommandFailure("'\(TerminalText.quoted(text))' is not a number; type 'mark-read N' for feed N")
                    }
                    self = .markRead(number)
                case (nil, false): throw CommandFailure("type 'mark-read N' for feed N's articles, or 'mark-read --all' for every feed's")
                case (_?, true): throw CommandFailure("'mark-read' takes a feed's number or --all, not both")
                }
            case .nextUnread: self = .nextUnread
            case .fullText:
                let number = try ListSelection.number(in: parsed, noun: "feed")
                switch parsed[Self.onOff]?.lowercased() {
                case "on": self = .fullText(number, on: true)
                case "off": self = .fullText(number, on: false)
                default:
                    throw CommandFailure("type 'full-text N on' to read feed N's new items in full with each fetch, or 'full-text N off'")
                }
            case .next: self = .move(try PageJump.move(.next, from: parsed))
            case .prev: self = .move(try PageJump.move(.prev, from: parsed))
            case .page: self = .move(try PageJump.move(.page, from: parsed))
            }
        }
    }

    /// One line of the list: a subscription or a saved search.
    enum Entry: Sendable {
        case feed(FeedOverview.Feed)
        case search(FeedOverview.Search)
    }

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "feeds"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Feeds list"

    /// The list's commands; an item number completes to the numbers of the feeds shown.
    func spec(for name: Command.Name) -> CommandSpec {
        let page = prepare.state.content.map { Self.page(of: $0, number: cursor.number, size: cursor.size) }
        return Command.spec(for: name).offeringItems(count: page?.items.count ?? 0, startingAt: page?.firstItemNumber ?? 1)
    }

    let prepare: ContentPrepare<FeedOverview>
    private let cursor = PageCursor()
    /// Whether the list changed since it was last shown (a fetch from a feed's articles).
    private var stale = false

    /// - Parameter tag: shows only the feeds tagged `tag` (any case), and no saved searches; nil shows all.
    init(
        console: any Console, presentation: Presentation, tag: String? = nil, load: @escaping @Sendable () async throws -> FeedOverview
    ) {
        let cursor = cursor
        // Read once, so the numbers stay put while the list is shown; an entry takes up to three lines.
        cursor.size = ListPageSize.fitting(rows: console.rows, linesPerItem: 3)
        prepare = ContentPrepare(
            loadingLabel: "Loading feeds",
            console: console,
            rendering: .standard(console: console) { [console] overview in
                let page = Self.page(of: overview, number: cursor.number, size: cursor.size)
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.lines(
                        for: page, overview: overview, tag: tag, presentation: presentation, width: console.width,
                        titleLines: ListPageSize.titleLines(rows: console.rows), styler: console.styler)
                } records: {
                    page.items.enumerated().map { index, entry -> any Encodable in
                        switch entry {
                        case .feed(let feed): FeedRecord(feed: feed, number: page.firstItemNumber + index)
                        case .search(let search): SavedSearchRecord(search: search, number: page.firstItemNumber + index)
                        }
                    }
                }
            },
            task: {
                let overview = try await load()
                return tag.map { Self.only(overview, tagged: $0) } ?? overview
            }
        )
    }

    /// Refuses every command but a whole `fetch` and `next-unread` before its number is read when the list did not load.
    func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command {
        guard prepare.state.content != nil || name == .fetch || name == .nextUnread else {
            throw CommandFailure("the feeds did not load; type 'retry' first")
        }
        return try Command(name, from: parsed)
    }

    func handle(_ command: Command) async throws {
        if case .fetch(nil, let force) = command {
            try await feedsFlow.fetch(only: nil, force: force, pastHolds: false)
            return
        }
        if case .nextUnread = command {
            try await unreadFlow.showNextUnread(after: nil, on: nil, replacing: false)
            return
        }
        guard let overview = prepare.state.content else { throw CommandFailure("the feeds did not load; type 'retry' first") }
        let page = Self.page(of: overview, number: cursor.number, size: cursor.size)
        switch command {
        case .open(let number):
            switch try ListSelection.item(number, in: page.items, first: page.firstItemNumber, noun: "feed") {
            case .feed(let feed): try await navigator.go(to: .feed(feed.subscription))
            case .search(let search): try await navigator.go(to: .savedSearch(search.search))
            }
        case .unsubscribe(let number):
            switch try ListSelection.item(number, in: page.items, first: page.firstItemNumber, noun: "feed", purpose: "unsubscribe") {
            case .feed(let feed): try await feedsFlow.unsubscribe(feed.subscription)
            case .search(let search): try await feedsFlow.forget(search.search)
            }
        case .rename(let number, let name):
            switch try ListSelection.item(number, in: page.items, first: page.firstItemNumber, noun: "feed", purpose: "rename") {
            case .feed(let feed): try await feedsFlow.rename(feed.subscription, to: name)
            case .search(let search): try await feedsFlow.rename(search.search, to: name)
            }
        case .fetch(let number?, let force):
            guard
                case .feed(let feed) = try ListSelection.item(
                    number, in: page.items, first: page.firstItemNumber, noun: "feed", purpose: "fetch")
            else {
                throw CommandFailure(
                    "item \(TerminalText.quoted(number.text)) is a saved search, which has nothing to fetch; 'fetch' fetches every feed")
            }
            try await feedsFlow.fetch(only: feed.subscription, force: true, pastHolds: force)
        case .fetch(nil, _), .nextUnread:
            break
        case .markRead(let number?):
            guard
                case .feed(let feed) = try ListSelection.item(
                    number, in: page.items, first: page.firstItemNumber, noun: "feed", purpose: "mark read")
            else {
                throw CommandFailure(
                    "item \(TerminalText.quoted(number.text)) is a saved search; 'open \(TerminalText.quoted(number.text))', then 'mark-read --all', marks its matches read"
                )
            }
            try await feedsFlow.markRead(feed.subscription)
        case .markRead(nil):
            try await feedsFlow.markRead(nil)
        case .fullText(let number, let on):
            guard
                case .feed(let feed) = try ListSelection.item(
                    number, in: page.items, first: page.firstItemNumber, noun: "feed", purpose: "read in full")
            else {
                throw CommandFailure("item \(TerminalText.quoted(number.text)) is a saved search; 'full-text' is for a feed")
            }
            try await feedsFlow.readPages(of: feed.subscription, on)
        case .move(let move):
            cursor.number = try PageJump.target(of: move, from: cursor.number, of: page.pageCount)
            try await show()
        }
    }

    /// Loads the list again and shows it: after a fetch, a subscription or a change to one.
    func reload() async throws {
        stale = false
        try await prepare.refresh().orThrow()
    }

    /// Makes the next showing load the list again: it changed while another screen was on top.
    func reloadWhenShown() {
        stale = true
    }

    /// Shows the list, loaded again when it changed since it was last shown.
    func show() async throws {
        if stale {
            try await reload()
        } else {
            try await prepare.show().orThrow()
        }
    }

    /// The tag `--tag` names, checked: nil when the flag was not given; `command` is named in the example.
    nonisolated static func tag(from text: String?, command: String = "feeds") throws(CommandFailure) -> String? {
        guard let text else { return nil }
        let tag = text.split(separator: " ").joined(separator: " ")
        guard !tag.isEmpty, tag.count <= 200 else {
            throw CommandFailure("--tag takes a tag of 1 to 200 characters, e.g. '\(command) --tag news'")
        }
        return tag
    }

    /// The feeds of `overview` tagged `tag`, compared without case; saved searches have no tags.
    private static func only(_ overview: FeedOverview, tagged tag: String) -> FeedOverview {
        let wanted = tag.lowercased()
        return FeedOverview(feeds: overview.feeds.filter { $0.subscription.tags.contains { $0.lowercased() == wanted } })
    }

    /// Page `number` of the feeds, then the saved searches, `size` entries a page.
    private static func page(of overview: FeedOverview, number: Int, size: Int) -> Page<Entry> {
        let entries = overview.feeds.map(Entry.feed) + overview.searches.map(Entry.search)
        return Page(slicing: entries, number: number, size: size)
    }

    private static func lines(
        for page: Page<Entry>, overview: FeedOverview, tag: String?, presentation: Presentation, width: Int, titleLines: Int,
        styler: Styler
    ) -> [String] {
        let unread = overview.feeds.reduce(0) { $0 + $1.unread }
        var detail = [CountText.counted(overview.feeds.count, "feed"), "\(CountText.grouped(unread)) unread"]
        if !overview.searches.isEmpty { detail.append(CountText.counted(overview.searches.count, "saved search")) }
        if page.pageCount > 1 { detail.append("page \(page.number) of \(page.pageCount)") }
        let title = tag.map { "Feeds tagged \($0)" } ?? "Feeds"
        let heading = ScreenHeader.lines(title, detail: detail.joined(separator: ", "), width: width, styler: styler)
        if page.items.isEmpty, let tag {
            return heading + TextWrapper(width: width).wrap(TerminalText.sanitize("No feed is tagged \(tag). Type 'feeds' for every feed."))
        }
        guard !page.items.isEmpty else {
            return heading
                + TextWrapper(width: width).wrap(
                    "No feeds yet. Type 'subscribe URL' with a feed's address or a site's, or import newsboat's or another reader's list: 'newsdesk import --format opml FILE'."
                )
        }
        let items = page.items.map { entry -> NumberedList.Item in
            switch entry {
            case .feed(let feed): item(for: feed, presentation: presentation)
            case .search(let search): item(for: search)
            }
        }
        var lines =
            heading
            + NumberedList(items: items, startingAt: page.firstItemNumber, titleLineLimit: titleLines).render(width: width, styler: styler)
        if page.hasNext { lines.append("Type 'next' for more.") }
        return lines
    }

    /// `Harbourside Gazette (3 unread)`, its address and last fetch, and its error if it has one.
    private static func item(for feed: FeedOverview.Feed, presentation: Presentation) -> NumberedList.Item {
        let subscription = feed.subscription
        var title = subscription.displayName
        if subscription.isGone {
            title += " (gone)"
        } else if feed.unread > 0 {
            title += " (\(CountText.grouped(feed.unread)) unread)"
        }
        // On the title line, which is never cut at the width as the address line is.
        if subscription.readsPages { title += " · full text" }
        var facts = [subscription.url]
        facts.append(subscription.fetchedAt.map { "fetched " + presentation.listDate($0) } ?? "never fetched")
        if !subscription.tags.isEmpty { facts.append("tags: " + subscription.tags.joined(separator: ", ")) }
        var details = [facts.joined(separator: " · "), subscription.lastError.map { "error: " + $0 } ?? ""]
        if let since = subscription.failingSince {
            details.append(
                "failing since " + presentation.listDate(since)
                    + (subscription.nextTry.map { ", next try " + presentation.listDate($0) } ?? ""))
        }
        return NumberedList.Item(title: title, details: details)
    }

    /// `Search: ferries (2 new)`, and its words.
    private static func item(for search: FeedOverview.Search) -> NumberedList.Item {
        var title = "Search: \(search.search.name)"
        if search.unread > 0 { title += " (\(CountText.grouped(search.unread)) new)" }
        return NumberedList.Item(title: title, details: ["search \(search.search.query.query)"])
    }
}
