import FlowKit
import NewsCore

/// A paged list of articles (headlines, search results); `open N`, `next` and `prev` work on it.
///
/// Each page is prepared once: `prev` back to a page shows it again without loading it again.
@MainActor
final class ArticleListScreen: ContentScreen {
    let title: String
    weak var nextResponder: (any Responder)?
    private let heading: String
    private let console: any Console
    private let loadPage: @MainActor (Int) async throws -> Page<Article>
    private var pages: [Int: ContentPrepare<Page<Article>>] = [:]
    private var pageNumber = 1

    var commandGroup: CommandGroup {
        CommandGroup(title: title.capitalized, commands: [
            CommandSpec("open", arguments: [ArgumentSpec("N")], summary: "open article N of this page (or just type N)", example: "open 3"),
            CommandSpec("next", summary: "the next page"),
            CommandSpec("prev", summary: "the previous page"),
        ] + Self.contentCommands)
    }

    /// The wrapper for the page on display.
    var prepare: ContentPrepare<Page<Article>> {
        if let existing = pages[pageNumber] { return existing }
        let number = pageNumber
        let made = ContentPrepare<Page<Article>>(
            loadingLabel: "Loading \(heading.lowercased())",
            console: console,
            rendering: .standard(console: console) { [weak self] page in self?.render(page) },
            task: { [loadPage] in try await loadPage(number) }
        )
        pages[pageNumber] = made
        return made
    }

    /// Creates a list titled `title` in the prompt and `heading` above the list.
    init(title: String, heading: String, console: any Console, loadPage: @escaping @MainActor (Int) async throws -> Page<Article>) {
        self.title = title
        self.heading = heading
        self.console = console
        self.loadPage = loadPage
    }

    func perform(_ command: ParsedCommand) async throws {
        if try await performContentCommand(command) { return }
        switch command.name {
        case "open":
            let article = try ListSelection.item(command.argument("N"), in: prepare.state.content?.items ?? [], noun: "article")
            try await responder(conformingTo: (any MainFlowPresenting).self)?.showArticle(article)
        case "next":
            guard let page = prepare.state.content else { throw CommandFailure("this page did not load; type 'retry' first") }
            guard page.hasNext else { throw CommandFailure("this is the last page") }
            pageNumber += 1
            try await show()
        case "prev":
            guard pageNumber > 1 else { throw CommandFailure("this is the first page") }
            pageNumber -= 1
            try await show()
        default:
            break
        }
    }

    private func render(_ page: Page<Article>) {
        var lines = ScreenHeader.lines(heading, detail: ScreenHeader.pageDetail(page, noun: "article"), width: console.width)
        if page.items.isEmpty {
            lines.append(page.number > 1 ? "Nothing on this page." : "Nothing found.")
        } else {
            lines += ArticleListText.lines(page.items, width: console.width)
            if page.hasNext { lines.append("Type 'next' for more.") }
        }
        console.writeLines(lines)
    }
}
