import FlowKit
import NewsModels

/// The seven categories; `open N` shows a category's top headlines.
@MainActor
final class CategoriesScreen: ContentScreen, CommandResponder, OwnCommandScreen {
    /// `open N`: the headlines of category N.
    enum Command: CommandSet {
        case open(ItemNumber)

        /// The screen's one command.
        enum Name: CaseIterable {
            case open
        }

        /// How each command is typed and explained.
        static func spec(for name: Name) -> CommandSpec {
            switch name {
            case .open:
                CommandSpec(
                    "open",
                    arguments: [ListSelection.argument],
                    summary: "show the headlines of category N (or just type N)",
                    example: "open 7"
                )
            }
        }

        init(_ name: Name, from parsed: ParsedCommand) throws {
            switch name {
            case .open: self = .open(try ListSelection.number(in: parsed, noun: "category"))
            }
        }
    }

    /// Its content is fixed: nothing to retry or refresh.
    static let reloads = false

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "categories"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Categories"

    /// `open N` completes to the categories' numbers.
    func spec(for name: Command.Name) -> CommandSpec {
        Command.spec(for: name).offeringItems(count: prepare.state.content?.count ?? 0)
    }

    let prepare: ContentPrepare<[NewsCategory]>

    /// `categories`, from anywhere in the main flow.
    static let command = CommandSpec("categories", summary: "the categories; pick one with 'open N'")

    static func make(_ parsed: ParsedCommand, with screens: DestinationScreens) -> CategoriesScreen {
        CategoriesScreen(console: screens.console, presentation: screens.presentation)
    }

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

    func handle(_ command: Command) async throws {
        switch command {
        case .open(let number):
            let category = try ListSelection.item(number, in: prepare.state.content ?? [], noun: "category")
            try await navigator.go(to: .headlines(BrowsingCommand.Headlines(query: HeadlinesQuery(category: category))))
        }
    }
}
