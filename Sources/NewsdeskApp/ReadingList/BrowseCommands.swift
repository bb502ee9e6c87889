import FlowKit
import NewsModels

/// `browse`: opening an article's web address in a browser, from a list or from the article.
@MainActor
enum BrowseCommands {
    /// `browse N`, for a screen listing `count` articles numbered from `first`.
    static func listSpec(count: Int, first: Int = 1) -> CommandSpec {
        CommandSpec(
            "browse",
            arguments: [ListSelection.argument.offeringItems(count: count, startingAt: first)],
            summary: "open article N's web address in your browser ($BROWSER, else xdg-open)",
            example: "browse 2"
        )
    }

    /// `browse`, for the article on screen.
    static let articleSpec = CommandSpec("browse", summary: "open this article's web address in your browser")

    /// Opens item `number` of `articles`, numbered from `first`, through the main flow above `screen`.
    static func browse(item number: ItemNumber, of articles: [Article], first: Int = 1, from screen: any Responder) async throws {
        let article = try ListSelection.item(number, in: articles, first: first, noun: "article", purpose: "browse")
        try await screen.mainFlow.browse(article)
    }
}
