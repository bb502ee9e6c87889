import FlowKit
import NewsCore

/// One article: title, source, author, date, description, content and URL; `bookmark`,
/// `unbookmark` and `browse` work on it.
///
/// Opening it records it as read, so lists mark it.
@MainActor
final class ArticleScreen: ContentScreen, CommandResponder {
    /// What can be done with the article on screen.
    enum Command: CommandSet {
        /// `bookmark` or `unbookmark`.
        case bookmark(BookmarkCommands.Change)
        /// `browse`.
        case browse

        /// The article's commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case bookmark, unbookmark, browse
        }

        init(_ name: Name, from parsed: ParsedCommand) {
            switch name {
            case .bookmark: self = .bookmark(.add)
            case .unbookmark: self = .bookmark(.remove)
            case .browse: self = .browse
            }
        }
    }

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "article"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Article"

    let prepare: ContentPrepare<OpenedArticle>
    /// The article shown.
    private let article: Article
    /// Records the article as read and changes its bookmark.
    private let marking: ArticleMarking
    /// Where bookmark messages go.
    private let console: any Console

    init(article: Article, console: any Console, presentation: Presentation, marking: ArticleMarking) {
        self.article = article
        self.marking = marking
        self.console = console
        prepare = ContentPrepare(
            loadingLabel: "Opening the article",
            console: console,
            rendering: .standard(console: console) { [console] opened in
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.document(for: opened.article).render(width: console.width, styler: console.styler)
                } records: {
                    [ArticleRecord(article: opened.article)]
                }
                if let reason = opened.unmarkedReason {
                    console.writeLine("(Not marked as read: \(TerminalText.sanitize(reason)))")
                }
            },
            task: { [article, marking] in
                do {
                    try await marking.markOpened(article)
                    return OpenedArticle(article: article)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    return OpenedArticle(article: article, unmarkedReason: ErrorMessage.of(error))
                }
            }
        )
    }

    func spec(for name: Command.Name) -> CommandSpec {
        switch name {
        case .bookmark: BookmarkCommands.articleSpec(.add)
        case .unbookmark: BookmarkCommands.articleSpec(.remove)
        case .browse: BrowseCommands.articleSpec
        }
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .bookmark(let change): try await BookmarkCommands.apply(change, to: article, marking: marking, console: console)
        case .browse: try await mainFlow.browse(article)
        }
    }

    private static func document(for article: Article) -> DocumentView {
        DocumentView(
            title: article.title,
            fields: [
                .init(label: "Source", value: article.source.name),
                .init(label: "Author", value: article.author ?? ""),
                .init(label: "Published", value: DateText.absolute(article.publishedAt)),
            ],
            paragraphs: [article.description, article.content].compactMap { $0 },
            footer: [.init(label: "URL", value: article.url, wraps: false)]
        )
    }
}
