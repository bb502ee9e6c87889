import FlowKit

/// How many items a list's page holds: at a terminal, what fits the screen, so a page is never
/// paged and the next command is typed at once; elsewhere (a script, `--json`), 20, as NewsAPI pages.
enum ListPageSize {
    /// A page's size off a terminal.
    static let standard = 20
    /// The most items a page holds however tall the screen: NewsAPI's largest page.
    static let most = 100
    /// The fewest, on a screen too short for a list.
    static let fewest = 3
    /// The lines around a list's items: the heading and its rule, "Type 'next' for more.", a
    /// note on the marks, and the prompt.
    static let frame = 5

    /// The page size for a screen of `rows` (nil off a terminal), each item taking `linesPerItem`.
    static func fitting(rows: Int?, linesPerItem: Int) -> Int {
        guard let rows, linesPerItem > 0 else { return standard }
        return min(most, max(fewest, (rows - frame) / linesPerItem))
    }

    /// The lines a title may take on a page of a screen of `rows`: one where the page was sized to
    /// fit the screen (a title wrapped to a second line would push the heading off it, as newsboat
    /// gives each item one line), the list's usual limit elsewhere.
    static func titleLines(rows: Int?) -> Int {
        rows == nil ? NumberedList.defaultTitleLineLimit : 1
    }
}
