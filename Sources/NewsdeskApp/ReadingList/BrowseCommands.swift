import FlowKit
import NewsCore

/// `browse`: opening an article's web address in a browser, from a list or from the article.
@MainActor
enum BrowseCommands {
    /// `browse N`, for a screen listing `count` articles.
    static func forList(count: Int) -> CommandSpec {
        CommandSpec(
            "browse",
            arguments: [.itemNumber(count: count)],
            summary: "open article N's web address in your browser ($BROWSER, else xdg-open)",
            example: "browse 2"
        )
    }

    /// `browse`, for the article on screen.
    static let forArticle = CommandSpec("browse", summary: "open this article's web address in your browser")

    /// Carries out `browse N` on item N of `articles`; false for any other command.
    static func perform(_ command: ParsedCommand, onItemOf articles: [Article], from screen: any Responder) async throws -> Bool {
        guard command.name == "browse" else { return false }
        let article = try ListSelection.item(command.argument("N"), in: articles, noun: "article", purpose: "browse")
        try await screen.mainFlow.browse(article)
        return true
    }
}
