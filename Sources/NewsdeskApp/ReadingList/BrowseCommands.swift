import FlowKit
import NewsCore

/// `browse`: opening an article's web address in a browser, from a list or from the article.
@MainActor
enum BrowseCommands {
    /// `browse N`, for a screen listing `count` articles.
    static func listSpec(count: Int) -> CommandSpec {
        CommandSpec(
            "browse",
            arguments: [ListSelection.argument.offeringItems(count: count)],
            summary: "open article N's web address in your browser ($BROWSER, else xdg-open)",
            example: "browse 2"
        )
    }

    /// `browse`, for the article on screen.
    static let articleSpec = CommandSpec("browse", summary: "open this article's web address in your browser")

    /// Opens item `number` of `articles` through the main flow above `screen`.
    static func browse(item number: ItemNumber, of articles: [Article], from screen: any Responder) async throws {
        let article = try ListSelection.item(number, in: articles, noun: "article", purpose: "browse")
        try await screen.mainFlow.browse(article)
    }
}
