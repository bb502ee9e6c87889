import FlowKit
import Foundation
import NewsCore

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

    /// Creates a run over the catalog at `catalogPath` that fetches through `transport`.
    ///
    /// - Parameters:
    ///   - force: fetch feeds fetched less than 15 minutes ago too (never a held host or a gone feed).
    ///   - json: one JSON line per feed instead of a summary line.
    ///   - statusLine: where progress is drawn; nil draws none (not a terminal).
    public init(
        catalogPath: String, transport: any HTTPTransport, userAgent: String, force: Bool, json: Bool,
        output: any OutputSink, statusLine: TerminalStatusLine?
    ) {
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
        let catalog: LocalCatalog
        let feeds: [FeedSubscription]
        let states: [FeedFetchState]
        let holds: [String: Date]
        do {
            catalog = try await LocalCatalog.open(path: catalogPath, waiting: .standard)
            feeds = try await catalog.subscriptions()
            states = try await catalog.fetchStates()
            holds = try await catalog.hostHolds()
        } catch {
            output.writeError("newsdesk: error: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
            return 1
        }
        guard !states.isEmpty else {
            if !json {
                write("No feeds to fetch: subscribe to one with 'feeds' then 'subscribe URL', or 'newsdesk import --format opml FILE'.")
            }
            output.flush()
            return 0
        }
        let known = Dictionary(feeds.map { ($0.url, $0) }) { first, _ in first }
        let tally = FetchTally(total: states.count)
        let statusLine = statusLine
        let run = FeedFetchRun(fetcher: FeedFetcher(transport: transport, userAgent: userAgent))
        await run.run(states, force: force, holds: holds) { index, result in
            let url = states[index].url
            var line = FetchLine(
                url: url, name: Self.name(of: known[url], after: result, url: url), result: result, stored: FeedStoreOutcome(),
                storeError: nil)
            do {
                line.stored = try await catalog.store(result, forFeedAt: url)
            } catch {
                line.storeError = ErrorMessage.of(error)
            }
            let (due, progress) = await tally.record(line, at: index)
            await MainActor.run {
                for line in due { self.report(line) }
                statusLine?.show(progress)
            }
        }
        statusLine?.clear()
        let summary = await tally.summary
        if !json { write(summary.text) }
        output.flush()
        return summary.failed > 0 ? 1 : 0
    }

    /// The name a feed's line shows: the one given to it, else the title it just sent, else the
    /// one it sent before, else its address.
    private nonisolated static func name(of feed: FeedSubscription?, after result: FeedFetchResult, url: String) -> String {
        if let name = feed?.name { return name }
        if case .fetched(let document) = result.outcome, !document.title.isEmpty { return document.title }
        return feed?.title ?? url
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
