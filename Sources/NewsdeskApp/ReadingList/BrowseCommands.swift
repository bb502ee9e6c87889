import FlowKit
import NewsModels

/// `browse`: opening an article's web address in a browser, from a list or from the article.
@MainActor
enum BrowseCommands {
    /// `browse N`, on a screen listing articles.
    nonisolated static let listSpec = CommandSpec(
        "browse",
        arguments: [ListSelection.argument],
        summary: "open article N's web address in your browser ($BROWSER, else xdg-open)",
        example: "browse 2",
        worksOn: BookmarkCommands.worksOn
    )

    /// `browse`, for the article on screen.
    nonisolated static let articleSpec = CommandSpec(
        "browse", summary: "open this article's web address in your browser", worksOn: BookmarkCommands.worksOn)

    /// Opens item `number` of `articles`, numbered from `first`, through the main flow above `screen`.
    static func browse(item number: ItemNumber, of articles: [Article], first: Int = 1, from screen: any Responder) async throws {
        let article = try ListSelection.item(number, in: articles, first: first, noun: "article", purpose: "browse")
        try await screen.mainFlow.browse(article)
    }
}
