import FlowKit

/// `story`: the story an article belongs to, from the article or from a list.
enum StoryCommands {
    /// Where `story` works.
    static let worksOn = "on an article, and on a list of articles ('story N')"

    /// `story`, for the article on screen.
    static let articleSpec = CommandSpec(
        "story", summary: "every article reporting the same event as this one, earliest first", worksOn: worksOn)

    /// `story N`, on a screen listing articles.
    static let listSpec = CommandSpec(
        "story", arguments: [ListSelection.argument], summary: "every article reporting the same event as article N, earliest first",
        example: "story 2", worksOn: worksOn)
}
