import FlowKit

/// `read`: an article's page in reader mode, from the article or from a list.
@MainActor
enum ReaderCommands {
    /// Where `read` works.
    nonisolated static let worksOn = "on an article, and on a list of articles ('read N')"

    /// `read`, for the article on screen.
    nonisolated static let articleSpec = CommandSpec(
        "read", summary: "read the article's whole page here (reader mode); kept for offline and search", worksOn: worksOn)

    /// `read N`, on a screen listing articles.
    nonisolated static let listSpec = CommandSpec(
        "read",
        arguments: [ListSelection.argument],
        summary: "read article N's whole page here (reader mode); kept for offline and search",
        example: "read 2",
        worksOn: worksOn
    )
}
