import FlowKit
import Foundation
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

    /// - Parameter bodyText: the text of the HTML a feed brought for an article, if it brought any;
    ///   the screen then lays that out instead of the plain description and content.
    init(
        article: Article, console: any Console, presentation: Presentation, marking: ArticleMarking,
        bodyText: @escaping @Sendable (Article) async -> ArticleText? = { _ in nil }
    ) {
        self.article = article
        self.marking = marking
        self.console = console
        prepare = ContentPrepare(
            loadingLabel: "Opening the article",
            console: console,
            rendering: .standard(console: console) { [console] opened in
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.document(for: opened, date: presentation.articleDate).render(width: console.width, styler: console.styler)
                } records: {
                    [ArticleRecord(article: opened.article)]
                }
                if let reason = opened.unmarkedReason {
                    console.writeLine("(Not marked as read: \(TerminalText.sanitize(reason)))")
                }
            },
            task: { [article, marking] in
                let body = await bodyText(article)
                do {
                    try await marking.markOpened(article)
                    return OpenedArticle(article: article, body: body)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    return OpenedArticle(article: article, body: body, unmarkedReason: ErrorMessage.of(error))
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

    /// The article as a document; a feed's item shows its HTML's text in blocks in place of the
    /// description and content, which hold the same text flattened.
    private static func document(for opened: OpenedArticle, date: (Date) -> String) -> DocumentView {
        let article = opened.article
        return DocumentView(
            title: article.title,
            fields: [
                .init(label: "Source", value: article.source.name),
                .init(label: "Author", value: article.author ?? ""),
                .init(label: "Published", value: date(article.publishedAt)),
            ],
            paragraphs: opened.body == nil ? [article.description, article.content].compactMap { $0 } : [],
            blocks: opened.body.map(ArticleBody.blocks(of:)) ?? BlockText(),
            footer: [.init(label: "URL", value: article.url, wraps: false)]
                + article.enclosures.map { .init(label: "Enclosure", value: EnclosureText.line($0), wraps: false) }
        )
    }
}
