import FlowKit
import NewsCatalog

/// `fetch` at the prompt: each feed's line as it is kept, in subscription order; progress on a
/// terminal's status line; Ctrl-C stops what is left, keeping what arrived; then a summary.
///
/// It owns every word the fetch shows, so the flow that runs it decides and does no output. With
/// `--json`, each feed is a JSON line as `newsdesk fetch --json` writes it, naming the screen
/// `fetch`.
@MainActor
struct FetchProgressView {
    /// Runs a fetch, handing each feed's progress on as it arrives; returns every report.
    typealias Fetch = @Sendable (_ progress: @escaping @Sendable (FeedFetchProgress) async -> Void) async throws -> [FeedFetchReport]

    /// The title `--json` lines name.
    static let screenTitle = "fetch"

    let console: any Console
    let presentation: Presentation

    /// Runs `fetch`, showing it; throws when the fetch could not start (the catalog could not be
    /// opened) or when a feed failed (each failure is said on its own line first).
    func run(_ fetch: @escaping Fetch) async throws {
        let tally = FetchTally()
        let console = console
        let presentation = presentation
        let showLines: @MainActor @Sendable ([FetchLine], String) -> Void = { due, status in
            console.setStatus(nil)
            for line in due { Self.show(line, on: console, presentation: presentation) }
            console.setStatus(status)
        }
        let work = Task { @MainActor in
            try await fetch { progress in
                let (due, status) = await tally.record(FetchLine(report: progress.report), at: progress.index, of: progress.total)
                await showLines(due, status)
            }
        }
        if console.isInteractive { console.setStatus("Fetching feeds…") }
        let result = await console.runInterruptible(onInterrupt: { work.cancel() }) { await work.result }
        console.setStatus(nil)
        let summary = await tally.summary
        switch result {
        case .failure(let error) where !(error is CancellationError):
            throw error
        default:
            break
        }
        if presentation.format == .text {
            if summary.feeds == 0, !work.isCancelled {
                console.writeLine("No feeds to fetch: type 'subscribe URL' in 'feeds' to add one.")
            } else {
                console.writeLine(work.isCancelled ? "Stopped. " + summary.text : summary.text)
            }
        }
        if summary.failed > 0 {
            throw CommandFailure(
                "\(summary.failed) of \(CountText.counted(summary.feeds, "feed")) failed (each says why above)", alreadyShown: true)
        }
    }

    private static func show(_ line: FetchLine, on console: any Console, presentation: Presentation) {
        presentation.show(on: console, screen: screenTitle) {
            [TerminalText.sanitize(line.text)]
        } records: {
            [line.record]
        }
    }
}
