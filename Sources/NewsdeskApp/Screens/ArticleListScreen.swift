import FlowKit
import NewsCatalog
import NewsModels

/// A paged list of articles (headlines, search results, bookmarks); `open N`, `next [N]`, `prev [N]`, `page N`,
/// `bookmark N`, `unbookmark N` and `browse N` work on it.
///
/// Each page is prepared once: `prev` back to a page shows it again without loading it again.
/// The read and bookmark marks are looked up each time a page renders, so they are never stale.
/// A list of the catalog's news shows one entry per story (``StoryEntries``), with who else
/// reports it; `mark-read` then marks the stories' articles.
@MainActor
final class ArticleListScreen: ContentScreen, CommandResponder, ArticleSequence, RefreshPreparing {
    /// A command on an article of the page, or a move to another page.
    enum Command: CommandSet {
        /// `open N`, `bookmark N`, `unbookmark N` or `browse N`.
        case article(ArticleItemCommand)
        /// `next [N]`, `prev [N]` or `page N`.
        case move(PageJump.Move)
        /// `save NAME`: a search's results kept as a saved search.
        case save(name: String)
        /// `next-unread`: the first unread article of this page or a later one, else of the feeds.
        case nextUnread

        /// The list's commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case open, read, story, next, prev, page, nextUnread, bookmark, unbookmark, browse, markRead, save
        }

        /// `save`'s name: every word after it.
        static let savedName = ArgumentSpec("NAME", .oneOrMore)

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .open: ArticleItemCommand.spec(for: .open)
            case .read: ArticleItemCommand.spec(for: .read)
            case .story: ArticleItemCommand.spec(for: .story)
            case .next: PageJump.spec(.next)
            case .prev: PageJump.spec(.prev)
            case .page: PageJump.spec(.page)
            case .nextUnread: NextUnread.spec(onArticle: false)
            case .bookmark: ArticleItemCommand.spec(for: .bookmark)
            case .unbookmark: ArticleItemCommand.spec(for: .unbookmark)
            case .browse: ArticleItemCommand.spec(for: .browse)
            case .markRead: ArticleItemCommand.spec(for: .markRead)
            case .save:
                CommandSpec(
                    "save", arguments: [savedName], summary: "keep this search; 'feeds' lists it with its new matches",
                    example: "save harbour news", worksOn: "on a search's results ('search WORDS', then 'save NAME')")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .open: self = .article(try ArticleItemCommand(.open, from: parsed))
            case .read: self = .article(try ArticleItemCommand(.read, from: parsed))
            case .story: self = .article(try ArticleItemCommand(.story, from: parsed))
            case .next: self = .move(try PageJump.move(.next, from: parsed))
            case .prev: self = .move(try PageJump.move(.prev, from: parsed))
            case .page: self = .move(try PageJump.move(.page, from: parsed))
            case .bookmark: self = .article(try ArticleItemCommand(.bookmark, from: parsed))
            case .unbookmark: self = .article(try ArticleItemCommand(.unbookmark, from: parsed))
            case .browse: self = .article(try ArticleItemCommand(.browse, from: parsed))
            case .markRead: self = .article(try ArticleItemCommand(.markRead, from: parsed))
            case .nextUnread: self = .nextUnread
            case .save:
                self = .save(
                    name: try GivenName.parse(
                        try parsed.required(Self.savedName), limit: 100, refusal: "a saved search's name is 1 to 100 characters long"))
            }
        }
    }

    let title: String
    weak var nextResponder: (any Responder)?
    private let heading: String
    /// The lines shown when the whole list is empty.
    private let emptyText: [String]
    private let console: any Console
    /// Text or JSON lines, and how list dates read.
    private let presentation: Presentation
    /// Changes bookmarks for `bookmark N` and `unbookmark N`.
    private let marking: ArticleMarking
    /// The marks of the page on display.
    private let marks: MarksOnScreen
    /// Page N of the list's articles, M to a page.
    private let loadArticles: StoryEntries.Loader
    /// Articles, or entries of stories, to a page.
    private let pageSize: Int
    /// The entries of the list's stories, when it shows them (made again when read marks remove articles).
    private var entries: StoryEntries?
    /// Makes ``entries`` afresh, from the list's first article; nil when the list shows every article.
    private let readStories: (@MainActor () -> StoryEntries)?
    /// Who else reports each story on the pages shown, when the list shows stories.
    private let coverage: StoryCoverageLookup?
    /// Says why the whole list is empty, when it can tell; nil keeps `emptyText`.
    private let explainEmpty: (@MainActor () async -> [String]?)?
    /// What `explainEmpty` said when the first page came back empty.
    private var emptyExplanation: [String]?
    private var pages: [Int: ContentPrepare<Page<Article>>] = [:]
    /// Pages loaded for `next` or `prev` on an article, kept for the page's first showing.
    private var prefetched: [Int: Page<Article>] = [:]
    private var pageNumber = 1
    /// The last page the service lets anyone read, once it has said so.
    private var lastReadable: Int?
    /// Whether an article marked read leaves the list.
    private let readMarksRemove: Bool
    /// The search the list shows, for `save NAME`.
    private let savedQuery: SearchQuery?
    /// The most articles `mark-read --all` marks at once.
    static let markAllLimit = 10_000

    var commandTitle: String { title.capitalized }

    /// The list's commands; an item number completes to the numbers of the articles shown.
    func spec(for name: Command.Name) -> CommandSpec {
        let page = pages[pageNumber]?.state.content
        return Command.spec(for: name).offeringItems(count: page?.items.count ?? 0, startingAt: page?.firstItemNumber ?? 1)
    }

    /// `save` only on a search's results.
    func offers(_ name: Command.Name) -> Bool {
        name != .save || savedQuery != nil
    }

    /// Refuses a page move before its number is read when the page on display did not load.
    func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command {
        if [.next, .prev, .page, .markRead].contains(name), prepare.state.content == nil {
            throw CommandFailure("this page did not load; type 'retry' first")
        }
        if name == .save, savedQuery == nil { throw CommandFailure("'save' keeps a search: it works on a search's results") }
        return try Command(name, from: parsed)
    }

    /// The wrapper for the page on display.
    var prepare: ContentPrepare<Page<Article>> {
        if let existing = pages[pageNumber] { return existing }
        let number = pageNumber
        let made = ContentPrepare<Page<Article>>(
            loadingLabel: "Loading \(heading.lowercased())",
            console: console,
            rendering: .standard(console: console) { [weak self] page in self?.render(page) },
            task: { [weak self, marks, explainEmpty] in
                guard let self else { throw CancellationError() }
                let page: Page<Article>
                if let ready = self.prefetched.removeValue(forKey: number) {
                    page = ready
                } else {
                    page = try await self.load(number)
                }
                // Two databases: who else reports the stories, and the account's read marks, at once.
                async let covered: Void? = self.coverage?.find(for: page.items)
                await marks.fetch(for: page.items)
                _ = await covered
                if number == 1, page.items.isEmpty, page.omitted == 0, let explainEmpty {
                    self.emptyExplanation = await explainEmpty()
                }
                return page
            }
        )
        pages[pageNumber] = made
        return made
    }

    /// Creates a list titled `title` in the prompt and `heading` above the list.
    ///
    /// - Parameters:
    ///   - emptyText: The lines shown when the whole list is empty.
    ///   - presentation: Text or JSON lines, and how list dates read.
    ///   - marking: Looks up read and bookmark marks, and changes bookmarks.
    ///   - explainEmpty: Says why the whole list is empty, when it can tell (shown instead of `emptyText`).
    ///   - readMarksRemove: Whether an article marked read leaves the list (the unread list), so
    ///     `mark-read` loads it again from its first page.
    ///   - savedQuery: The search the list shows, which `save NAME` keeps; nil on other lists.
    ///   - pageSize: Articles (or stories) to a page.
    ///   - stories: The catalog's stories, to show one entry per story; nil lists every article.
    ///   - storyList: The catalog's own list this one shows, which the catalog reads as stories
    ///     itself; nil reads `loadPage`'s pages to find them.
    ///   - loadPage: Loads page N (from 1) of the list's articles, M to a page.
    init(
        title: String,
        heading: String,
        emptyText: [String] = ["Nothing found."],
        console: any Console,
        presentation: Presentation,
        marking: ArticleMarking,
        explainEmpty: (@MainActor () async -> [String]?)? = nil,
        readMarksRemove: Bool = false,
        savedQuery: SearchQuery? = nil,
        pageSize: Int,
        stories: (any ArticleStories)? = nil,
        storyList: (@Sendable () async throws -> StoryList)? = nil,
        loadPage: @escaping StoryEntries.Loader
    ) {
        self.readMarksRemove = readMarksRemove
        self.savedQuery = savedQuery
        self.title = title
        self.heading = heading
        self.emptyText = emptyText
        self.console = console
        self.presentation = presentation
        self.marking = marking
        self.marks = MarksOnScreen(marking: marking)
        self.loadArticles = loadPage
        self.pageSize = pageSize
        self.coverage = stories.map(StoryCoverageLookup.init)
        let readStories: (@MainActor () -> StoryEntries)? = stories.map { stories in
            guard let storyList else { return { StoryEntries(pageSize: pageSize, loadPage) } }
            return { StoryEntries(pageSize: pageSize) { request in try await stories.batch(of: storyList(), request) } }
        }
        self.readStories = readStories
        self.entries = readStories?()
        self.explainEmpty = explainEmpty
    }

    /// Forgets the stories read so far, so `refresh` reads the list's articles again from its
    /// first page, then lets the flows above forget what they cached.
    func prepareForRefresh() async {
        readStoriesAgain()
        await nextResponder?.responder(conformingTo: (any RefreshPreparing).self)?.prepareForRefresh()
    }

    /// Starts the list's stories again from its first article, for a list whose articles changed.
    private func readStoriesAgain() {
        entries = readStories?()
        coverage?.forget()
    }

    /// Page `number` of the list as shown.
    private func load(_ number: Int) async throws -> Page<Article> {
        if let entries { return try await entries.page(number) }
        return try await loadArticles(number, pageSize)
    }

    /// Shows the page on display, looking its marks up again when it was loaded before.
    func show() async throws {
        if let page = prepare.state.content {
            await marks.fetch(for: page.items)
        }
        try await prepare.show().orThrow()
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .article(.markRead(let all)):
            try await markRead(all: all)
        case .article(let command):
            let page = prepare.state.content
            try await command.run(
                on: page?.items ?? [], first: page?.firstItemNumber ?? 1, from: self, marking: marking, console: console)
        case .nextUnread:
            try await unreadFlow.showNextUnread(after: nil, on: self, replacing: false)
        case .save(let name):
            guard let savedQuery else { throw CommandFailure("'save' keeps a search: it works on a search's results") }
            try await searchSaving.saveSearch(savedQuery, as: name)
        case .move(let move):
            guard let page = prepare.state.content else { throw CommandFailure("this page did not load; type 'retry' first") }
            let target = try PageJump.target(of: move, from: pageNumber, of: page.pageCount)
            if let lastReadable, target > lastReadable {
                throw CommandFailure(
                    pageNumber >= lastReadable
                        ? "this is the last page the news service lets you read"
                        : "page \(target) is past the last page the news service lets you read (\(lastReadable))")
            }
            let origin = pageNumber
            pageNumber = target
            do {
                try await show()
            } catch  where (prepare.state.error as? any PagingLimit)?.endsPaging == true {
                try stepBack(from: target, to: origin)
            }
        }
    }

    /// The article `step` places from `article`, for `next` and `prev` on it: on the page on display,
    /// else the first of the next page or the last of the previous one, which becomes the page on
    /// display so that `back` shows the article's page.
    func article(_ step: Int, from article: Article) async throws -> Article? {
        guard let page = prepare.state.content, let index = page.items.firstIndex(where: { $0.id == article.id }) else {
            throw CommandFailure("this article is no longer on its list, which changed; type 'back' to see the list")
        }
        let (target, overflow) = index.addingReportingOverflow(step)
        guard !overflow else { return nil }
        if page.items.indices.contains(target) { return page.items[target] }
        let forward = target >= page.items.count
        let number = forward ? pageNumber + 1 : pageNumber - 1
        guard number >= 1, !forward || page.hasNext, lastReadable.map({ number <= $0 }) ?? true else { return nil }
        let other: Page<Article>
        if let shown = pages[number]?.state.content {
            other = shown
        } else {
            other = try await load(number)
            prefetched[number] = other
            pages[number] = nil
        }
        guard let found = forward ? other.items.first : other.items.last else { return nil }
        pageNumber = number
        return found
    }

    /// The first unread article after `article` (from the top of the page on display when nil),
    /// on this page or a later one, for `next-unread`; its page becomes the page on display so that
    /// `back` shows it. Pages loaded to look are kept for their first showing.
    func nextUnread(after article: Article?, limit: Int, unread: ([Article]) async throws -> [Article]) async throws -> Article? {
        guard var page = prepare.state.content else { return nil }
        var candidates = page.items
        if let article {
            guard let index = page.items.firstIndex(where: { $0.id == article.id }) else {
                throw CommandFailure("this article is no longer on its list, which changed; type 'back' to see the list")
            }
            candidates = Array(page.items[(index + 1)...])
        }
        var number = pageNumber
        var looked = 0
        while true {
            if let found = try await unread(candidates).first {
                pageNumber = number
                return found
            }
            looked += candidates.count
            let next = number + 1
            guard page.hasNext, looked < limit, lastReadable.map({ next <= $0 }) ?? true else { return nil }
            if let shown = pages[next]?.state.content {
                page = shown
            } else {
                do {
                    page = try await load(next)
                } catch  where (error as? any PagingLimit)?.endsPaging == true {
                    // The service lets no one read that far: the list ends before it.
                    lastReadable = min(lastReadable ?? Int.max, next - 1)
                    return nil
                }
                prefetched[next] = page
                pages[next] = nil
            }
            guard !page.items.isEmpty else { return nil }
            number = next
            candidates = page.items
        }
    }

    /// Marks the page on display read, or every article of the list (up to ``markAllLimit``), then
    /// shows the list with its marks; a list that read articles leave starts again at its first page.
    private func markRead(all: Bool) async throws {
        guard let page = prepare.state.content else { throw CommandFailure("this page did not load; type 'retry' first") }
        let loadArticles = loadArticles
        let batch = pageSize
        let shown = try await coverage?.storyArticles(of: page.items) ?? page.items
        try await ArticleItemCommand.markRead(all: all).run(on: shown, from: self, marking: marking, console: console) {
            var articles: [Article] = []
            var number = 1
            while articles.count < Self.markAllLimit {
                let next = try await loadArticles(number, batch)
                articles += next.items
                guard next.hasNext, !next.items.isEmpty else { break }
                number += 1
            }
            return articles
        }
        if readMarksRemove {
            pages = [:]
            pageNumber = 1
            readStoriesAgain()
        }
        try await show()
    }

    /// After the service refused page `target` for good, returns to page `origin` and stops paging
    /// before `target`.
    private func stepBack(from target: Int, to origin: Int) throws(CommandFailure) {
        pages[target] = nil
        pageNumber = origin
        lastReadable = min(lastReadable ?? Int.max, target - 1)
        throw CommandFailure(
            target == origin + 1
                ? "staying on page \(origin): no later page can be read"
                : "staying on page \(origin): page \(target) and later cannot be read")
    }

    private func render(_ page: Page<Article>) {
        if presentation.format == .json {
            console.writeRecords(
                ArticleRecord.list(page.items, startingAt: page.firstItemNumber, marks: marks.knownMarks).map {
                    ScreenRecord(screen: title, record: $0)
                })
            console.writeLines(marks.noticeLines())
            return
        }
        let detail =
            entries.map { StoryCoverageText.pageDetail(page, counts: $0.counts) } ?? ScreenHeader.pageDetail(page, noun: "article")
        var lines = ScreenHeader.lines(heading, detail: detail, width: console.width, styler: console.styler)
        if page.omitted > 0 {
            lines += TextWrapper(width: console.width).wrap(Self.omittedText(page))
        }
        if page.items.isEmpty, page.omitted == 0 {
            let wrapper = TextWrapper(width: console.width)
            lines += page.number > 1 ? ["Nothing on this page."] : (emptyExplanation?.flatMap { wrapper.wrap($0) } ?? emptyText)
        } else {
            lines += ArticleListText.lines(
                page.items, startingAt: page.firstItemNumber, marks: marks.marks, width: console.width,
                titleLines: ListPageSize.titleLines(rows: console.rows), styler: console.styler, date: presentation.listDate(of:),
                more: { [coverage] article in coverage?.more(article) })
            lines += marks.noticeLines()
            if page.hasNext, lastReadable.map({ page.number < $0 }) ?? true { lines.append("Type 'next' for more.") }
            if !page.hasNext, entries?.isCut == true { lines += TextWrapper(width: console.width).wrap(Self.cutText) }
        }
        console.writeLines(lines)
    }

    /// What the last page of stories says when the list goes on past the articles they were read from.
    static let cutText =
        "Stories are listed from the first \(CountText.grouped(StoryEntries.defaultReadLimit)) articles of this list;"
        + " a search, a category or a source narrows it."

    /// What a page says about articles the service sent but newsdesk cannot show (no address,
    /// withdrawn by the publisher, no readable date), so the count above agrees with the list.
    static func omittedText(_ page: Page<Article>) -> String {
        let count = CountText.counted(page.omitted, "article")
        let verb = page.omitted == 1 ? "was" : "were"
        let reason = "(no address, withdrawn by its publisher, or no readable date)"
        return page.items.isEmpty
            ? "\(count) on this page \(verb) sent, but none can be shown \(reason)."
            : "\(count) on this page could not be shown \(reason)."
    }
}
