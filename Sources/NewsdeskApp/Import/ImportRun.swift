import FlowKit
import NewsCatalog

/// `newsdesk import`: files into the local catalog, a progress line on a terminal, and a summary.
///
/// Each file is imported on its own: one that cannot be read is reported (its summary line, then
/// the error) and the next one goes on. The exit status is 0 when every file was read to its end
/// (rejected lines are reported, not fatal) and 1 when any file, or the catalog, failed, or a file
/// was empty or had every record rejected: an import that adds nothing by mistake never looks
/// like success.
@MainActor
public struct ImportRun {
    private let catalogPath: String
    private let inputs: [ImportInput]
    private let format: ImportFormat?
    private let output: any OutputSink
    private let statusLine: TerminalStatusLine?

    /// Creates a run of `inputs` into the catalog at `catalogPath`.
    ///
    /// - Parameters:
    ///   - format: every file's format; nil guesses each file's from its first line.
    ///   - output: where summaries (output) and failures (errors) go.
    ///   - statusLine: where progress is drawn; nil draws none (not a terminal).
    public init(catalogPath: String, inputs: [ImportInput], format: ImportFormat?, output: any OutputSink, statusLine: TerminalStatusLine?)
    {
        self.catalogPath = catalogPath
        self.inputs = inputs
        self.format = format
        self.output = output
        self.statusLine = statusLine
    }

    /// Imports every file and returns the exit status.
    public func run() async -> Int32 {
        let catalog: LocalCatalog
        do {
            catalog = try await LocalCatalog.open(
                path: catalogPath, purpose: .bulkImport, waiting: .standard, upgrading: CatalogUpgradeText.report(on: statusLine))
        } catch {
            output.writeError("newsdesk: error: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
            return 1
        }
        let importer = CatalogImporter(catalog: catalog)
        var summaries: [ImportFileSummary] = []
        var failed = false
        for input in inputs {
            let statusLine = statusLine
            do {
                let summary = try await importer.load(input, format: format) { progress in
                    statusLine?.show(ImportProgressText.line(progress))
                }
                statusLine?.clear()
                summaries.append(summary)
                write(ImportSummaryText.lines(summary))
                if summary.read > 0, summary.rejected == summary.read {
                    failed = true
                    output.writeError("newsdesk: error: \(TerminalText.sanitize(ImportSummaryText.allRejected(summary)))\n")
                }
            } catch {
                statusLine?.clear()
                failed = true
                if let partial = error.summary { summaries.append(partial) }
                write(ImportSummaryText.failed(file: input.name, error))
                output.writeError("newsdesk: error: \(TerminalText.sanitize(error.error.description))\n")
            }
        }
        let adding = summaries.filter { $0.added > 0 }
        if !adding.isEmpty {
            // A load's own statistics hold when its rows are all the catalog's news: it began empty,
            // and no other file wrote. Statistics only guide SQLite's planner: without them every
            // query is still correct.
            let kept = adding.count == 1 && !failed ? adding[0].indexStatistics : nil
            try? await catalog.refreshQueryStatistics(knowing: kept)
        }
        if summaries.count > 1 {
            write([ImportSummaryText.total(summaries)])
        }
        if let totals = try? await (catalog.articleCount(), catalog.sourceCount(), catalog.holdsSample()) {
            write([ImportSummaryText.catalog(articles: totals.0, sources: totals.1, holdsSample: totals.2)])
        }
        output.flush()
        return failed ? 1 : 0
    }

    private func write(_ lines: [String]) {
        for line in lines {
            output.writeOutput(TerminalText.sanitize(line) + "\n")
        }
        output.flush()
    }
}
