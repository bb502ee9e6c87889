import FlowKit
import NewsCore

/// The main flow's root: your country's top headlines, then your categories', streamed as they arrive.
@MainActor
final class HomeScreen: ContentScreen {
    let title = "home"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Home", commands: [
        CommandSpec("open", arguments: [ArgumentSpec("N")], summary: "open article N (or just type N)", example: "open 4"),
    ] + contentCommands)

    let prepare: ContentPrepare<HomeFeed>

    init(console: any Console, loader: HomeFeedLoader) {
        prepare = ContentPrepare(
            loadingLabel: "Loading your headlines",
            console: console,
            rendering: .standard(
                console: console,
                content: { [console] feed in
                    console.writeLines(Self.lines(for: feed, from: 0, width: console.width))
                },
                update: { [console] old, new in
                    console.writeLines(Self.lines(for: new, from: old.sections.count, width: console.width))
                }
            ),
            stream: { loader.feeds() }
        )
    }

    func perform(_ command: ParsedCommand) async throws {
        if try await performContentCommand(command) { return }
        guard command.name == "open" else { return }
        let articles = prepare.state.content?.sections.flatMap(\.articles) ?? []
        let article = try ListSelection.item(command.argument("N"), in: articles, noun: "article")
        try await responder(conformingTo: (any MainFlowPresenting).self)?.showArticle(article)
    }

    /// The lines of the sections from `first` on, numbered on from the sections before.
    private static func lines(for feed: HomeFeed, from first: Int, width: Int) -> [String] {
        var lines: [String] = []
        for index in feed.sections.indices.dropFirst(first) {
            let section = feed.sections[index]
            if index > 0 { lines.append("") }
            lines += ScreenHeader.lines(section.title, width: width)
            lines += section.articles.isEmpty
                ? ["Nothing here yet."]
                : ArticleListText.lines(section.articles, startingAt: feed.articlesBefore(section: index) + 1, width: width)
        }
        return lines
    }
}
