import FlowKit

/// `read`: an article's page in reader mode, from the article or from a list.
@MainActor
enum ReaderCommands {
    /// `read`, for the article on screen.
    static let articleSpec = CommandSpec("read", summary: "read the article's whole page here (reader mode); kept for offline and search")

    /// `read N`, for a screen listing `count` articles numbered from `first`.
    static func listSpec(count: Int, first: Int = 1) -> CommandSpec {
        CommandSpec(
            "read",
            arguments: [ListSelection.argument.offeringItems(count: count, startingAt: first)],
            summary: "read article N's whole page here (reader mode); kept for offline and search",
            example: "read 2"
        )
    }
}
