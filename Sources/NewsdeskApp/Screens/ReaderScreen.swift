import FlowKit
import Foundation
import NewsCatalog
import NewsModels
import NewsWeb

/// Reader mode: an article's page reduced to its text (title, byline · site · date, the body
/// wrapped to the width, links as `[n]` listed at the end). The page is read once and kept:
/// showing it again asks the network nothing, `refresh` reads it anew. `bookmark`, `unbookmark`,
/// `browse` and `link N` work on it; `back` returns to where `read` was typed.
@MainActor
final class ReaderScreen: ContentScreen, CommandResponder {
    /// What can be done with the article read.
    enum Command: CommandSet {
        /// `bookmark` or `unbookmark`.
        case bookmark(BookmarkCommands.Change)
        /// `browse`.
        case browse
        /// `link N`: the text's `[N]` reference opened in a browser.
        case link(ItemNumber)

        /// The commands, in the order `help` lists them.
        enum Name: CaseIterable {
            case bookmark, unbookmark, browse, link
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .bookmark: self = .bookmark(.add)
            case .unbookmark: self = .bookmark(.remove)
            case .browse: self = .browse
            case .link: self = .link(try LinkCommands.number(in: parsed))
            }
        }
    }

    /// The page read, and why the article could not be marked as read, if it could not.
    struct Reading: Sendable {
        /// The page.
        var page: ReadPage
        /// Why recording the article as read failed, in plain words; nil when it was recorded.
        var unmarkedReason: String?
    }

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "read"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Reader"

    let prepare: ContentPrepare<Reading>
    private let article: Article
    private let marking: ArticleMarking
    private let console: any Console

    /// A screen reading `article`'s page through `pages`.
    init(article: Article, pages: any ArticlePages, console: any Console, presentation: Presentation, marking: ArticleMarking) {
        self.article = article
        self.marking = marking
        self.console = console
        // The first showing takes the kept page when there is one; a refresh (or a retry after a
        // failure) reads the page anew.
        prepare = ContentPrepare(
            loadingLabel: "Reading the article's page",
            console: console,
            rendering: .standard(console: console) { [console] reading in
                presentation.show(on: console, screen: Self.screenTitle) {
                    ReadPageDocument.view(of: reading.page, url: article.url, fallbackTitle: article.title)
                        .render(width: console.width, styler: console.styler)
                } records: {
                    [ReadRecord(page: reading.page, url: article.url)]
                }
                if let reason = reading.unmarkedReason {
                    console.writeLine("(Not marked as read: \(TerminalText.sanitize(reason)))")
                }
            },
            task: { [article, marking] again in
                let page = try await pages.page(of: article, refresh: again)
                do {
                    try await marking.markOpened(article)
                    return Reading(page: page)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    return Reading(page: page, unmarkedReason: ErrorMessage.of(error))
                }
            }
        )
    }

    /// Shows the page, which is one long text: at a terminal it may go through the pager.
    func show() async throws {
        console.allowPaging()
        try await prepare.show().orThrow()
    }

    func spec(for name: Command.Name) -> CommandSpec {
        switch name {
        case .bookmark: BookmarkCommands.articleSpec(.add)
        case .unbookmark: BookmarkCommands.articleSpec(.remove)
        case .browse: BrowseCommands.articleSpec
        case .link: LinkCommands.spec(count: prepare.state.content?.page.links.count ?? 0)
        }
    }

    func handle(_ command: Command) async throws {
        switch command {
        case .bookmark(let change): try await BookmarkCommands.apply(change, to: article, marking: marking, console: console)
        case .browse: try await mainFlow.browse(article)
        case .link(let number):
            try await LinkCommands.open(number, of: prepare.state.content?.page.links ?? [], whose: "this page's", from: self)
        }
    }
}
