import FlowKit
import NewsCore

/// The sources matching a filter; `open N` shows a source's details and latest articles.
@MainActor
final class SourcesScreen: ContentScreen {
    let title = "sources"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup(title: "Sources", commands: [
        CommandSpec("open", arguments: [ArgumentSpec("N")], summary: "show source N (or just type N)", example: "open 2"),
    ] + contentCommands)

    let prepare: ContentPrepare<[Source]>

    init(console: any Console, service: any NewsService, query: SourcesQuery) {
        let filters = [query.category?.rawValue, query.country, query.language].compactMap { $0 }
        let filterText = filters.isEmpty ? nil : filters.joined(separator: ", ")
        prepare = ContentPrepare(
            loadingLabel: "Loading sources",
            console: console,
            rendering: .standard(console: console) { [console] sources in
                console.writeLines(Self.lines(for: sources, filter: filterText, width: console.width))
            },
            task: { try await service.sources(query) }
        )
    }

    func perform(_ command: ParsedCommand) async throws {
        if try await performContentCommand(command) { return }
        guard command.name == "open" else { return }
        let source = try ListSelection.item(command.argument("N"), in: prepare.state.content ?? [], noun: "source")
        try await responder(conformingTo: (any MainFlowPresenting).self)?.showSource(id: source.id)
    }

    private static func lines(for sources: [Source], filter: String?, width: Int) -> [String] {
        let count = sources.count == 1 ? "1 source" : "\(sources.count) sources"
        let heading = ScreenHeader.lines(filter.map { "Sources: \($0)" } ?? "Sources", detail: count, width: width)
        guard !sources.isEmpty else { return heading + ["No sources match."] }
        let items = sources.map { source in
            NumberedList.Item(title: "\(source.name) [\(source.id)]", details: [SourceText.facts(source), source.description ?? ""])
        }
        return heading + NumberedList(items: items).render(width: width)
    }
}
