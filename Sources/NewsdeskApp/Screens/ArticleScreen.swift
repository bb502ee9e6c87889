import FlowKit
import Foundation
import NewsModels
import NewsWeb

/// One article: title, source, author, date, description, content and URL; `read`, `bookmark`,
/// `unbookmark`, `browse`, `link N` and `mark-unread` work on it, `next` and `prev` step
/// through the list it was opened from, and `next-unread` goes on to the next unread article.
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
        /// `next` (1) or `prev` (-1): the neighbouring article of the list it came from.
        case step(Int)
        /// `mark-unread`: the read mark removed.
        case markUnread
        /// `next-unread`: the next unread article of the list, else of the feeds.
        case nextUnread
        /// `link N`: the text's `[N]` reference opened in a browser.
        case link(ItemNumber)
        /// `read`: the article's page in reader mode.
        case read
        /// `story`: every article of its story.
        case story

        /// The article's commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case read, story, next, prev, nextUnread, bookmark, unbookmark, browse, link, markUnread
        }

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .next: CommandSpec("next", summary: "the next article of the list this one came from")
            case .prev: CommandSpec("prev", summary: "the previous article of the list this one came from")
            case .nextUnread: NextUnread.spec(onArticle: true)
            case .bookmark: BookmarkCommands.articleSpec(.add)
            case .unbookmark: BookmarkCommands.articleSpec(.remove)
            case .browse: BrowseCommands.articleSpec
            case .link: LinkCommands.spec
            case .read: ReaderCommands.articleSpec
            case .story: StoryCommands.articleSpec
            case .markUnread: CommandSpec("mark-unread", summary: "count this article as unread again", worksOn: "on an article")
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .next: self = .step(1)
            case .prev: self = .step(-1)
            case .bookmark: self = .bookmark(.add)
            case .unbookmark: self = .bookmark(.remove)
            case .browse: self = .browse
            case .markUnread: self = .markUnread
            case .nextUnread: self = .nextUnread
            case .link: self = .link(try LinkCommands.number(in: parsed))
            case .read: self = .read
            case .story: self = .story
            }
        }
    }

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "article"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Article"

    /// The article's commands; `link N` completes to the text's references.
    func spec(for name: Command.Name) -> CommandSpec {
        Command.spec(for: name).offeringItems(count: prepare.state.content?.body?.links.count ?? 0)
    }

    let prepare: ContentPrepare<OpenedArticle>
    /// The article shown.
    private let article: Article
    /// Records the article as read and changes its bookmark.
    private let marking: ArticleMarking
    /// Where bookmark messages go.
    private let console: any Console
    /// The list the article was opened from, which `next` and `prev` step through; nil for an
    /// article opened on its own.
    private let list: (any ArticleSequence)?

    /// - Parameter bodyText: the text of the HTML a feed brought for an article, if it brought any;
    ///   the screen then lays that out instead of the plain description and content.
    /// - Parameter list: the list the article was opened from, for `next` and `prev`.
    init(
        article: Article, list: (any ArticleSequence)? = nil, console: any Console, presentation: Presentation, marking: ArticleMarking,
        bodyText: @escaping @Sendable (Article) async -> ArticleText? = { _ in nil }
    ) {
        self.article = article
        self.list = list
        self.marking = marking
        self.console = console
        prepare = ContentPrepare(
            loadingLabel: "Opening the article",
            console: console,
            rendering: .standard(console: console) { [console] opened in
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.document(for: opened, date: presentation.articleDate(of:)).render(width: console.width, styler: console.styler)
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

    /// Shows the article, which is one long text: at a terminal it may go through the pager.
    func show() async throws {
        console.allowPaging()
        try await prepare.show().orThrow()
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .bookmark(let change): try await BookmarkCommands.apply(change, to: article, marking: marking, console: console)
        case .browse: try await mainFlow.browse(article)
        case .step(let step): try await show(step)
        case .read: try await navigator.go(to: .reader(article))
        case .story: try await navigator.go(to: .story(article))
        case .nextUnread: try await unreadFlow.showNextUnread(after: article, on: list, replacing: true)
        case .markUnread:
            let message = try await marking.markUnread(article) ? "Marked unread" : "Not marked read, nothing to undo"
            console.writeLines(
                TextWrapper(width: console.width).wrap(TerminalText.sanitize("\(message): \(article.title)"), indent: "  ", firstIndent: "")
            )
        case .link(let number):
            try await LinkCommands.open(number, of: prepare.state.content?.body?.links ?? [], whose: "this article's", from: self)
        }
    }

    /// Shows the article `step` places from this one on its list, in this one's place.
    private func show(_ step: Int) async throws {
        guard let list else {
            throw CommandFailure("this article was not opened from a list, so it has no \(step > 0 ? "next" : "previous") article")
        }
        guard let neighbour = try await list.article(step, from: article) else {
            throw CommandFailure(step > 0 ? "this is the last article of the list" : "this is the first article of the list")
        }
        try await navigator.go(to: .article(neighbour, list: list), replacing: true)
    }

    /// The article as a document; a feed's item shows its HTML's text in blocks in place of the
    /// description and content, which hold the same text flattened.
    private static func document(for opened: OpenedArticle, date: (Article) -> String) -> DocumentView {
        let article = opened.article
        return DocumentView(
            title: article.title,
            fields: [
                .init(label: "Source", value: article.source.name),
                .init(label: "Author", value: article.author ?? ""),
                .init(label: "Published", value: date(article)),
            ],
            paragraphs: opened.body == nil ? [article.description, article.content].compactMap { $0 } : [],
            blocks: opened.body.map(ArticleBody.blocks(of:)) ?? BlockText(),
            footer: [.init(label: "URL", value: article.url, wraps: false)]
                + article.enclosures.map { .init(label: "Enclosure", value: EnclosureText.line($0), wraps: false) }
        )
    }
}
