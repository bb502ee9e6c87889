import FlowKit
import NewsModels

/// The bookmark commands of the screens that list or show articles, and what they say.
@MainActor
enum BookmarkCommands {
    /// What a bookmark command does to an article.
    enum Change: Sendable, Equatable {
        /// `bookmark`.
        case add
        /// `unbookmark`.
        case remove
    }

    /// Where the bookmark commands (and `browse`) work.
    nonisolated static let worksOn = "on a list of articles or an article"

    /// `bookmark N` or `unbookmark N`, on a screen listing articles.
    nonisolated static func listSpec(_ change: Change) -> CommandSpec {
        let number = ListSelection.argument
        return switch change {
        case .add:
            CommandSpec(
                "bookmark", arguments: [number], summary: "bookmark article N of this page ('bookmarks' lists them)", example: "bookmark 2",
                worksOn: worksOn)
        case .remove:
            CommandSpec(
                "unbookmark", arguments: [number], summary: "remove the bookmark of article N of this page", example: "unbookmark 2",
                worksOn: worksOn)
        }
    }

    /// `bookmark` or `unbookmark`, for the article on screen.
    nonisolated static func articleSpec(_ change: Change) -> CommandSpec {
        switch change {
        case .add: CommandSpec("bookmark", summary: "bookmark this article ('bookmarks' lists them)", worksOn: worksOn)
        case .remove: CommandSpec("unbookmark", summary: "remove this article's bookmark", worksOn: worksOn)
        }
    }

    /// Makes `change` to item `number` of `articles`, numbered from `first`.
    static func apply(
        _ change: Change, toItem number: ItemNumber, of articles: [Article], first: Int = 1, marking: ArticleMarking,
        console: any Console
    ) async throws {
        let article = try ListSelection.item(number, in: articles, first: first, noun: "article", purpose: name(of: change))
        try await apply(change, to: article, marking: marking, console: console)
    }

    /// Makes `change` to `article` and says what it did.
    static func apply(_ change: Change, to article: Article, marking: ArticleMarking, console: any Console) async throws {
        let message =
            switch change {
            case .add: try await marking.bookmark(article) ? "Bookmarked" : "Already bookmarked"
            case .remove: try await marking.unbookmark(article) ? "Removed the bookmark" : "Not bookmarked, nothing to remove"
            }
        console.writeLines(
            TextWrapper(width: console.width).wrap(TerminalText.sanitize("\(message): \(article.title)"), indent: "  ", firstIndent: ""))
    }

    /// The command's name, for "there is no article on screen to bookmark".
    private static func name(of change: Change) -> String {
        switch change {
        case .add: "bookmark"
        case .remove: "unbookmark"
        }
    }
}
