import FlowKit
import NewsCore

/// The bookmark commands of the screens that list or show articles, and what they say.
@MainActor
enum BookmarkCommands {
    /// `bookmark N` and `unbookmark N`, for a screen listing `count` articles.
    static func forList(count: Int) -> [CommandSpec] {
        [
            CommandSpec(
                "bookmark",
                arguments: [.itemNumber(count: count)],
                summary: "bookmark article N of this page ('bookmarks' lists them)",
                example: "bookmark 2"
            ),
            CommandSpec(
                "unbookmark",
                arguments: [.itemNumber(count: count)],
                summary: "remove the bookmark of article N of this page",
                example: "unbookmark 2"
            ),
        ]
    }

    /// `bookmark` and `unbookmark`, for the article on screen.
    static let forArticle = [
        CommandSpec("bookmark", summary: "bookmark this article ('bookmarks' lists them)"),
        CommandSpec("unbookmark", summary: "remove this article's bookmark"),
    ]

    /// Carries out `bookmark N` or `unbookmark N` on item N of `articles`; false for any other command.
    static func perform(
        _ command: ParsedCommand,
        onItemOf articles: [Article],
        marking: ArticleMarking,
        console: any Console
    ) async throws -> Bool {
        guard isBookmarkCommand(command) else { return false }
        let article = try ListSelection.item(command.argument("N"), in: articles, noun: "article", purpose: command.name)
        try await perform(command, on: article, marking: marking, console: console)
        return true
    }

    /// Carries out `bookmark` or `unbookmark` on `article`; false for any other command.
    @discardableResult
    static func perform(
        _ command: ParsedCommand,
        on article: Article,
        marking: ArticleMarking,
        console: any Console
    ) async throws -> Bool {
        let message: String
        switch command.name {
        case "bookmark":
            message = try await marking.bookmark(article) ? "Bookmarked" : "Already bookmarked"
        case "unbookmark":
            message = try await marking.unbookmark(article) ? "Removed the bookmark" : "Not bookmarked, nothing to remove"
        default:
            return false
        }
        console.writeLines(
            TextWrapper(width: console.width).wrap(TerminalText.sanitize("\(message): \(article.title)"), indent: "  ", firstIndent: ""))
        return true
    }

    /// Whether `command` is `bookmark` or `unbookmark`.
    private static func isBookmarkCommand(_ command: ParsedCommand) -> Bool {
        command.name == "bookmark" || command.name == "unbookmark"
    }
}
