import FlowKit
import Foundation
import NewsCatalog
import NewsModels

/// A source's details and its latest articles; `open N` opens one of them, `bookmark N` bookmarks
/// it, `browse N` opens its address in a browser.
@MainActor
final class SourceDetailScreen: ContentScreen, CommandResponder {
    typealias Command = ArticleItemCommand

    /// The title in the prompt and in `--json` lines.
    static let screenTitle = "source"
    let title = screenTitle
    weak var nextResponder: (any Responder)?
    let commandTitle = "Source"

    /// The source's commands; an item number completes to the numbers of its articles shown.
    func spec(for name: Command.Name) -> CommandSpec {
        let count = prepare.state.content?.latest.items.count ?? 0
        return Command.spec(for: name).offeringItems(count: count)
    }

    let prepare: ContentPrepare<SourceDetail>
    /// Where bookmark messages go.
    private let console: any Console
    /// Changes bookmarks for `bookmark N` and `unbookmark N`.
    private let marking: ArticleMarking
    /// The marks of the articles listed.
    private let marks: MarksOnScreen

    init(
        console: any Console, presentation: Presentation, service: any NewsService, sourceID: String, marking: ArticleMarking,
        stories: any ArticleStories, articleCount: Int = 10
    ) {
        let marks = MarksOnScreen(marking: marking)
        let coverage = StoryCoverageLookup(stories: stories)
        self.console = console
        self.marking = marking
        self.marks = marks
        prepare = ContentPrepare(
            loadingLabel: "Loading \(sourceID)",
            console: console,
            rendering: .standard(console: console) { [console] detail in
                presentation.show(on: console, screen: Self.screenTitle) {
                    Self.lines(
                        for: detail, marks: marks, coverage: coverage, width: console.width, styler: console.styler,
                        date: presentation.listDate(of:))
                } records: {
                    [SourceRecord(source: detail.source)] + ArticleRecord.list(detail.latest.items, marks: marks.knownMarks)
                }
                if presentation.format == .json {
                    console.writeLines(marks.noticeLines())
                }
            },
            task: {
                guard let source = try await service.source(id: sourceID) else {
                    throw CommandFailure(await MainCommands.unknownSourceMessage(sourceID, service: service))
                }
                let latest = try await service.topHeadlines(HeadlinesQuery(sources: [source.id], pageSize: articleCount))
                await marks.fetch(for: latest.items)
                await coverage.find(for: latest.items)
                return SourceDetail(source: source, latest: latest)
            }
        )
    }

    /// Shows the source, looking the marks of its articles up again when it was loaded before.
    func show() async throws {
        if let detail = prepare.state.content {
            await marks.fetch(for: detail.latest.items)
        }
        try await prepare.show().orThrow()
    }

    func handle(_ command: Command) async throws {
        try await command.run(on: prepare.state.content?.latest.items ?? [], from: self, marking: marking, console: console)
    }

    private static func lines(
        for detail: SourceDetail, marks: MarksOnScreen, coverage: StoryCoverageLookup, width: Int, styler: Styler,
        date: (Article) -> String
    ) -> [String] {
        let source = detail.source
        let document = DocumentView(
            title: "\(source.name) [\(source.id)]",
            fields: [
                .init(label: "Category", value: source.category?.rawValue ?? ""),
                .init(label: "Country", value: source.country ?? ""),
                .init(label: "Language", value: source.language ?? ""),
                .init(label: "Articles", value: source.articleCount.map(CountText.grouped) ?? ""),
                .init(label: "URL", value: source.url ?? "", wraps: false),
            ],
            paragraphs: [source.description].compactMap { $0 }
        )
        var lines = document.render(width: width, styler: styler) + [""]
        let shown = detail.latest.items.count
        let total = detail.latest.totalResults
        let count = total > shown ? "\(shown) of \(CountText.grouped(total))" : CountText.counted(total, "article")
        lines += ScreenHeader.lines("Latest articles", detail: count, width: width, styler: styler)
        lines +=
            shown == 0
            ? ["Nothing from this source yet."]
            : ArticleListText.lines(
                detail.latest.items, marks: marks.marks, width: width, styler: styler, date: date, more: coverage.more)
                + marks.noticeLines()
        if total > shown {
            lines.append("Type 'headlines --source \(TerminalText.sanitize(source.id))' for all of them, page by page.")
        }
        return lines
    }
}
