import FlowKit
import NewsCatalog
import NewsModels

/// The main flow's root: your country's top headlines, then your categories', streamed as they
/// arrive; `open N`, `bookmark N`, `unbookmark N` and `browse N` work on its articles.
///
/// Each time sections render, their read and bookmark marks are looked up first. A story shows
/// once, with who else reports it.
@MainActor
final class HomeScreen: ContentScreen, CommandResponder {
    typealias Command = ArticleItemCommand

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "home"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Home"

    /// The home screen's commands; an item number completes to the numbers of the articles shown.
    func spec(for name: Command.Name) -> CommandSpec {
        let count = prepare.state.content?.articles.count ?? 0
        return Command.spec(for: name).offeringItems(count: count)
    }

    let prepare: ContentPrepare<HomeFeed>
    /// Where bookmark messages go.
    private let console: any Console
    /// Changes bookmarks for `bookmark N` and `unbookmark N`.
    private let marking: ArticleMarking
    /// The marks of the articles listed.
    private let marks: MarksOnScreen
    /// Whether the sections are out of date (the account's details changed), so the next show loads them again.
    private var stale = false

    init(console: any Console, presentation: Presentation, loader: HomeFeedLoader, marking: ArticleMarking, stories: any ArticleStories) {
        let marks = MarksOnScreen(marking: marking)
        let coverage = StoryCoverageLookup(stories: stories)
        self.console = console
        self.marking = marking
        self.marks = marks
        prepare = ContentPrepare(
            loadingLabel: "Loading your headlines",
            console: console,
            rendering: .standard(
                console: console,
                content: { [console] feed in
                    Self.show(feed, from: 0, marks: marks, coverage: coverage, on: console, presentation: presentation)
                    console.writeLines(marks.noticeLines())
                },
                update: { [console] old, new in
                    Self.show(new, from: old.sections.count, marks: marks, coverage: coverage, on: console, presentation: presentation)
                    console.writeLines(marks.newNoticeLines())
                }
            ),
            stream: {
                loader.feeds().map { feed in
                    await marks.fetch(for: feed.articles)
                    await coverage.find(for: feed.articles)
                    return feed
                }
            }
        )
    }

    /// Makes the next show load the sections again, for a changed country or categories.
    func reloadWhenShown() {
        stale = true
    }

    /// Shows the feed, looking its marks up again when it was loaded before; loads it again
    /// when the account's details changed since.
    func show() async throws {
        if stale {
            stale = false
            try await prepare.refresh().orThrow()
            return
        }
        if let feed = prepare.state.content {
            await marks.fetch(for: feed.articles)
        }
        try await prepare.show().orThrow()
    }

    func handle(_ command: Command) async throws {
        try await command.run(on: prepare.state.content?.articles ?? [], from: self, marking: marking, console: console)
    }

    /// Shows the sections from `first` on, numbered on from the sections before: as text, or
    /// one JSON line per article.
    private static func show(
        _ feed: HomeFeed, from first: Int, marks: MarksOnScreen, coverage: StoryCoverageLookup, on console: any Console,
        presentation: Presentation
    ) {
        let sections = feed.sections.indices.dropFirst(first)
        presentation.show(on: console, screen: Self.screenTitle) {
            var lines: [String] = []
            for index in sections {
                let section = feed.sections[index]
                if index > 0 { lines.append("") }
                lines += ScreenHeader.lines(section.title, width: console.width, styler: console.styler)
                lines +=
                    section.articles.isEmpty
                    ? TextWrapper(width: console.width).wrap(TerminalText.sanitize(section.emptyNote ?? "Nothing here yet."))
                    : ArticleListText.lines(
                        section.articles,
                        startingAt: feed.articlesBefore(section: index) + 1,
                        marks: marks.marks,
                        width: console.width,
                        styler: console.styler,
                        date: presentation.listDate(of:),
                        more: coverage.more
                    )
            }
            return lines
        } records: {
            sections.flatMap { index -> [ArticleRecord] in
                ArticleRecord.list(
                    feed.sections[index].articles, startingAt: feed.articlesBefore(section: index) + 1, marks: marks.knownMarks)
            }
        }
    }
}
