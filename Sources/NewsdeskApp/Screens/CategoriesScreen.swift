import FlowKit
import NewsCore

/// The seven categories; `open N` shows a category's top headlines.
@MainActor
final class CategoriesScreen: ContentScreen {
    /// Its content is fixed: nothing to retry or refresh.
    static let reloads = false

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "categories"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    /// The screen's command; an item number completes to the numbers of the categories.
    var commandGroup: CommandGroup {
        CommandGroup(
            title: "Categories",
            commands: [
                CommandSpec(
                    "open",
                    arguments: [.itemNumber(count: prepare.state.content?.count ?? 0)],
                    summary: "show the headlines of category N (or just type N)",
                    example: "open 7"
                )
            ])
    }

    let prepare: ContentPrepare<[NewsCategory]>

    init(console: any Console, presentation: Presentation) {
        prepare = ContentPrepare<[NewsCategory]>(
            loadingLabel: "Listing categories",
            console: console,
            rendering: .standard(console: console) { [console] categories in
                presentation.show(on: console, screen: Self.screenTitle) {
                    let items = categories.map { NumberedList.Item(title: $0.rawValue, details: []) }
                    return ScreenHeader.lines("Categories", width: console.width, styler: console.styler)
                        + NumberedList(items: items).render(width: console.width, styler: console.styler)
                } records: {
                    categories.enumerated().map { CategoryRecord($1, number: $0 + 1) }
                }
            },
            task: { NewsCategory.allCases }
        )
    }

    func perform(_ command: ParsedCommand) async throws {
        guard command.name == "open" else { return }
        let category = try ListSelection.item(command.argument("N"), in: prepare.state.content ?? [], noun: "category")
        try await mainFlow.showHeadlines(in: category)
    }
}
