import FlowKit
import NewsModels

/// The sources matching a filter, a page at a time; `open N` shows a source's details and latest articles.
///
/// The service answers with every source at once (NewsAPI's endpoint has no paging); the screen
/// shows them a page at a time (what fits the screen at a terminal, else 20), so a catalog of ten
/// thousand sources stays readable.
@MainActor
final class SourcesScreen: ContentScreen, CommandResponder {
    /// Showing a source of the page, or moving to another page.
    enum Command: CommandSet {
        /// `open N`.
        case open(ItemNumber)
        /// `next [N]`, `prev [N]` or `page N`.
        case move(PageJump.Move)

        /// The list's commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case open, next, prev, page
        }

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .open:
                CommandSpec(
                    "open", arguments: [ListSelection.argument], summary: "show source N of this page (or just type N)", example: "open 2",
                    worksOn: ListSelection.openWorksOn)
            case .next: PageJump.spec(.next)
            case .prev: PageJump.spec(.prev)
            case .page: PageJump.spec(.page)
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .open: self = .open(try ListSelection.number(in: parsed, noun: "source"))
            case .next: self = .move(try PageJump.move(.next, from: parsed))
            case .prev: self = .move(try PageJump.move(.prev, from: parsed))
            case .page: self = .move(try PageJump.move(.page, from: parsed))
            }
        }
    }

    /// The sources found, and what to say when there are none.
    struct Listing: Sendable {
        var sources: [Source]
        /// Why nothing matched, when a filter can be blamed; nil for the plain "No sources match."
        var emptyNote: String?
    }

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "sources"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Sources"

    /// The list's commands; `open N` completes to the numbers of the sources shown.
    func spec(for name: Command.Name) -> CommandSpec {
        let page = prepare.state.content.map { Self.page($0.sources, number: cursor.number, size: cursor.size) }
        return Command.spec(for: name).offeringItems(count: page?.items.count ?? 0, startingAt: page?.firstItemNumber ?? 1)
    }

    /// Refuses every command before its number is read when the sources did not load.
    func command(_ name: Command.Name, from parsed: ParsedCommand) throws -> Command {
        guard prepare.state.content != nil else { throw CommandFailure("the sources did not load; type 'retry' first") }
        return try Command(name, from: parsed)
    }

    let prepare: ContentPrepare<Listing>
    private let cursor = PageCursor()

    init(console: any Console, presentation: Presentation, service: any NewsService, query: SourcesQuery) {
        let filters = [query.category?.rawValue, query.country, query.language].compactMap { $0 }
        let filterText = filters.isEmpty ? nil : filters.joined(separator: ", ")
        let cursor = cursor
        // Read once, so the numbers stay put while the list is shown; a source takes three lines.
        cursor.size = ListPageSize.fitting(rows: console.rows, linesPerItem: 3)
        prepare = ContentPrepare(
            loadingLabel: "Loading sources",
            console: console,
            rendering: .standard(console: console) { [console] listing in
                let page = Self.page(listing.sources, number: cursor.number, size: cursor.size)
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.lines(
                        for: page, filter: filterText, emptyNote: listing.emptyNote, width: console.width,
                        titleLines: ListPageSize.titleLines(rows: console.rows), styler: console.styler)
                } records: {
                    page.items.enumerated().map { SourceRecord(source: $1, number: page.firstItemNumber + $0) }
                }
            },
            task: {
                let sources = try await service.sources(query)
                let note = sources.isEmpty ? await LanguageFallback(service: service).note(forSources: query) : nil
                return Listing(sources: sources, emptyNote: note)
            }
        )
    }

    func handle(_ command: Command) async throws {
        guard let sources = prepare.state.content?.sources else { throw CommandFailure("the sources did not load; type 'retry' first") }
        let page = Self.page(sources, number: cursor.number, size: cursor.size)
        switch command {
        case .open(let number):
            let source = try ListSelection.item(number, in: page.items, first: page.firstItemNumber, noun: "source")
            try await navigator.go(to: .source(id: source.id))
        case .move(let move):
            cursor.number = try PageJump.target(of: move, from: cursor.number, of: page.pageCount)
            try await show()
        }
    }

    /// Page `number` of all the sources, `size` a page.
    private static func page(_ sources: [Source], number: Int, size: Int) -> Page<Source> {
        let start = Page<Source>.itemsBefore(page: number, size: size, cappedAt: sources.count)
        let end = start + min(size, sources.count - start)
        return Page(items: Array(sources[start..<end]), number: number, size: size, totalResults: sources.count)
    }

    private static func lines(
        for page: Page<Source>, filter: String?, emptyNote: String?, width: Int, titleLines: Int, styler: Styler
    ) -> [String] {
        let heading = ScreenHeader.lines(
            filter.map { "Sources: \($0)" } ?? "Sources", detail: ScreenHeader.pageDetail(page, noun: "source"), width: width,
            styler: styler)
        guard !page.items.isEmpty else { return heading + TextWrapper(width: width).wrap(emptyNote ?? "No sources match.") }
        let items = page.items.map { source in
            NumberedList.Item(title: "\(source.name) [\(source.id)]", details: [SourceText.facts(source), source.description ?? ""])
        }
        var lines =
            heading
            + NumberedList(items: items, startingAt: page.firstItemNumber, titleLineLimit: titleLines).render(width: width, styler: styler)
        if page.hasNext { lines.append("Type 'next' for more.") }
        return lines
    }
}
