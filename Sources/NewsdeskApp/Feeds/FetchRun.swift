import FlowKit
import Foundation
import Logging
import NewsCatalog
import NewsWeb

/// `newsdesk fetch`: every subscribed feed fetched once, politely, each one's summary on
/// standard output (or a JSON line), progress on a terminal.
///
/// The exit status is 0 when every feed answered (a `304`, or a feed skipped as fresh, held or
/// gone, counts) and 1 when any failed or the catalog could not be opened. Cron gets nothing on a
/// terminal it does not need: no progress line unless standard error is one.
@MainActor
public struct FetchRun {
    private let catalogPath: String
    private let transport: any HTTPTransport
    private let userAgent: String
    private let force: Bool
    private let json: Bool
    private let output: any OutputSink
    private let statusLine: TerminalStatusLine?
    private let logger: Logger

    /// Creates a run over the catalog at `catalogPath` that fetches through `transport`.
    ///
    /// - Parameters:
    ///   - force: fetch feeds fetched less than 15 minutes ago too (never a held host or a gone feed).
    ///   - json: one JSON line per feed instead of a summary line.
    ///   - statusLine: where progress is drawn; nil draws none (not a terminal).
    ///   - logger: where each feed's decision is logged (`NEWSDESK_LOG`); nowhere by default.
    public init(
        catalogPath: String, transport: any HTTPTransport, userAgent: String, force: Bool, json: Bool,
        output: any OutputSink, statusLine: TerminalStatusLine?, logger: Logger = .off
    ) {
        self.logger = logger
        self.catalogPath = catalogPath
        self.transport = transport
        self.userAgent = userAgent
        self.force = force
        self.json = json
        self.output = output
        self.statusLine = statusLine
    }

    /// Fetches every feed and returns the exit status.
    public func run() async -> Int32 {
        let update: FeedUpdate
        do {
            let catalog = try await LocalCatalog.open(
                path: catalogPath, waiting: .standard, upgrading: CatalogUpgradeText.report(on: statusLine))
            update = try await FeedUpdate(
                catalog: catalog, fetcher: FeedFetcher(transport: transport, userAgent: userAgent), logger: logger)
        } catch {
            return fail(error)
        }
        guard !update.feeds.isEmpty else {
            if !json {
                write("No feeds to fetch: subscribe to one with 'feeds' then 'subscribe URL', or 'newsdesk import --format opml FILE'.")
            }
            output.flush()
            return 0
        }
        let tally = FetchTally(total: update.feeds.count)
        let statusLine = statusLine
        do {
            try await update.run(force: force) { index, report in
                let (due, progress) = await tally.record(FetchLine(report: report), at: index)
                await MainActor.run {
                    for line in due { self.report(line) }
                    statusLine?.show(progress)
                }
            }
        } catch {
            statusLine?.clear()
            return fail(error)
        }
        statusLine?.clear()
        let summary = await tally.summary
        if !json { write(summary.text) }
        output.flush()
        return summary.failed > 0 ? 1 : 0
    }

    /// Says why the fetch could not run; the exit status 1.
    private func fail(_ error: any Error) -> Int32 {
        output.writeError("newsdesk: error: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
        output.flush()
        return 1
    }

    private func report(_ line: FetchLine) {
        statusLine?.clear()
        if json {
            output.writeRecord(line.json + "\n")
        } else {
            write(line.text)
        }
        output.flush()
    }

    private func write(_ text: String) {
        output.writeOutput(TerminalText.sanitize(text) + "\n")
    }
}
