import FlowKit
import NewsCatalog
import NewsModels

/// One story: every article reporting the same event, earliest first, each with its source and
/// time; `open N`, `read N`, `bookmark N`, `browse N` and `mark-read` work on them.
@MainActor
final class StoryScreen: ContentScreen, CommandResponder {
    typealias Command = ArticleItemCommand

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "story"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Story"

    /// The story's commands; an item number completes to the numbers of its articles.
    func spec(for name: Command.Name) -> CommandSpec {
        Command.spec(for: name).offeringItems(count: prepare.state.content?.count ?? 0)
    }

    /// `story N` here would be this story again.
    func offers(_ name: Command.Name) -> Bool {
        name != .story
    }

    let prepare: ContentPrepare<[Article]>
    /// Where bookmark messages go.
    private let console: any Console
    /// Changes bookmarks and read marks.
    private let marking: ArticleMarking
    /// The marks of the articles listed.
    private let marks: MarksOnScreen

    init(article: Article, stories: any ArticleStories, console: any Console, presentation: Presentation, marking: ArticleMarking) {
        let marks = MarksOnScreen(marking: marking)
        self.console = console
        self.marking = marking
        self.marks = marks
        prepare = ContentPrepare(
            loadingLabel: "Finding the story's articles",
            console: console,
            rendering: .standard(console: console) { [console] articles in
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.lines(articles, marks: marks, width: console.width, styler: console.styler, date: presentation.listDate(of:))
                } records: {
                    ArticleRecord.list(articles, marks: marks.knownMarks)
                }
                console.writeLines(marks.noticeLines())
            },
            task: {
                let articles = try await stories.storyArticles(of: article)
                await marks.fetch(for: articles)
                return articles
            }
        )
    }

    /// Shows the story, looking the marks of its articles up again when it was loaded before.
    func show() async throws {
        if let articles = prepare.state.content {
            await marks.fetch(for: articles)
        }
        try await prepare.show().orThrow()
    }

    func handle(_ command: Command) async throws {
        try await command.run(on: prepare.state.content ?? [], from: self, marking: marking, console: console)
    }

    /// The story's heading (its first article's title; how many articles from how many sources),
    /// then its articles.
    private static func lines(_ articles: [Article], marks: MarksOnScreen, width: Int, styler: Styler, date: (Article) -> String)
        -> [String]
    {
        let sources = Set(articles.map(\.source.name)).count
        let detail = "\(CountText.counted(articles.count, "article")) from \(CountText.counted(sources, "source"))"
        return ScreenHeader.lines("Story: \(articles.first?.title ?? "")", detail: detail, width: width, styler: styler)
            + ArticleListText.lines(articles, marks: marks.marks, width: width, styler: styler, date: date)
    }
}
