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

    /// `bookmark N` or `unbookmark N`, for a screen listing `count` articles numbered from `first`.
    static func listSpec(_ change: Change, count: Int, first: Int = 1) -> CommandSpec {
        let number = ListSelection.argument.offeringItems(count: count, startingAt: first)
        return switch change {
        case .add:
            CommandSpec(
                "bookmark", arguments: [number], summary: "bookmark article N of this page ('bookmarks' lists them)", example: "bookmark 2")
        case .remove:
            CommandSpec(
                "unbookmark", arguments: [number], summary: "remove the bookmark of article N of this page", example: "unbookmark 2")
        }
    }

    /// `bookmark` or `unbookmark`, for the article on screen.
    static func articleSpec(_ change: Change) -> CommandSpec {
        switch change {
        case .add: CommandSpec("bookmark", summary: "bookmark this article ('bookmarks' lists them)")
        case .remove: CommandSpec("unbookmark", summary: "remove this article's bookmark")
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
