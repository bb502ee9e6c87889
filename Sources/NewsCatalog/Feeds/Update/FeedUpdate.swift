import Foundation
import Logging
import NewsWeb

/// One fetch of subscribed feeds into the catalog: claimed, fetched politely, kept as they arrive.
///
/// `newsdesk fetch`, `fetch` at the prompt and the background fetch all run through it. The feeds
/// are claimed in one write before any is asked, so a second fetch running at the same time (cron
/// and a person) skips the feeds the first one holds instead of asking them twice; each result is
/// kept in a transaction of its own, so a fetch stopped half-way keeps every feed that answered.
public struct FeedUpdate: Sendable {
    /// The feeds this update fetches, in the order they were subscribed.
    public let feeds: [FeedSubscription]
    private let states: [FeedFetchState]
    private let holds: [String: Date]
    private let catalog: LocalCatalog
    private let fetcher: FeedFetcher
    private let logger: Logger

    /// Reads what fetching needs from `catalog`: every subscription, or those at `only`'s
    /// addresses, with their validators and the hosts' holds; each feed's decision is logged to
    /// `logger`.
    public init(
        catalog: LocalCatalog, fetcher: FeedFetcher, only urls: Set<String>? = nil, now: Date = Date(), logger: Logger = .off
    ) async throws {
        let all = try await catalog.subscriptions()
        let states = Dictionary(try await catalog.fetchStates().map { ($0.url, $0) }) { first, _ in first }
        let chosen = all.filter { feed in urls.map { $0.contains(feed.url) } ?? true }
        self.feeds = chosen
        self.states = chosen.map { states[$0.url] ?? FeedFetchState(url: $0.url) }
        self.holds = try await catalog.hostHolds(now: now)
        self.catalog = catalog
        self.fetcher = fetcher
        self.logger = logger
    }

    /// Fetches the feeds, handing each one's report to `deliver` with its index in ``feeds`` as soon
    /// as the catalog has kept it; returns the reports, in the order of ``feeds`` (one per feed
    /// that answered before a cancellation).
    ///
    /// - Parameters:
    ///   - force: fetch feeds that are not due too (fetched in the last 15 minutes, backing off).
    ///   - pastHolds: fetch them past their servers' holds and a `410` too, forgetting those holds:
    ///     a person named these feeds with `fetch N --force`.
    /// - Throws: ``CatalogError`` when the feeds cannot be claimed.
    @discardableResult
    public func run(
        force: Bool, pastHolds: Bool = false, deliver: @escaping @Sendable (Int, FeedFetchReport) async -> Void = { _, _ in }
    ) async throws
        -> [FeedFetchReport]
    {
        let token = FetchClaimToken.make()
        let urls = states.map(\.url)
        var states = states
        var holds = holds
        if pastHolds {
            let origins = states.compactMap { FeedText.webAddress($0.url).map(FeedFetcher.origin(of:)) }
            try await catalog.clearHolds(origins)
            for origin in origins { holds[origin] = nil }
            for index in states.indices { states[index].isGone = false }
        }
        let claimed = try await catalog.claim(urls, by: token, for: Self.claimDuration(states))
        logger.debug("fetch: \(urls.count) feeds, \(claimed.count) claimed by this fetch, \(holds.count) servers holding")
        let collected = ReportBook()
        let catalog = catalog
        let feeds = feeds
        let logger = logger
        let keep: @Sendable (Int, FeedFetchResult) async -> Void = { index, result in
            let url = urls[index]
            var report = FeedFetchReport(url: url, name: Self.name(of: feeds[index], after: result), result: result)
            do {
                report.stored = try await catalog.store(result, forFeedAt: url)
            } catch {
                report.storeError = String(describing: error)
            }
            FeedFetchLog.log(report, to: logger)
            await collected.add(report, at: index)
            await deliver(index, report)
        }
        var mine: [FeedFetchState] = []
        var positions: [Int] = []
        for (index, state) in states.enumerated() {
            if claimed.contains(state.url) {
                mine.append(state)
                positions.append(index)
            } else {
                await keep(index, FeedFetchResult(outcome: .skipped(.claimed), state: state))
            }
        }
        let claimedPositions = positions
        await FeedFetchRun(fetcher: fetcher).run(mine, force: force, holds: holds) { index, result in
            await keep(claimedPositions[index], result)
        }
        let reports = await collected.inOrder
        if reports.count < urls.count {
            // Stopped early: the feeds not asked are free for the next fetch at once. A task of its
            // own, since a write under the cancelled one (Ctrl-C) would be refused before it began.
            let answered = Set(reports.map(\.url))
            let unanswered = urls.filter { !answered.contains($0) }
            await Task.detached { try? await catalog.releaseClaims(unanswered, by: token) }.value
        }
        return reports
    }

    /// How long a fetch of `feeds` holds its claims: ten minutes, and more for a host with many
    /// feeds, whose lanes ask them one after another (each request can take the transport's 30 s
    /// timeout), so the claims outlast the slowest fetch there can be.
    static func claimDuration(_ feeds: [FeedFetchState]) -> TimeInterval {
        let busiestHost = FeedFetchRun.byHost(feeds).values.map(\.count).max() ?? 0
        let longestLane = (busiestHost + FeedFetchRun.perHost - 1) / FeedFetchRun.perHost
        return max(600, TimeInterval(longestLane) * 45)
    }

    /// The name a feed's report shows: the one given to it, else the title it just sent, else the
    /// one it sent before, else its address.
    static func name(of feed: FeedSubscription, after result: FeedFetchResult) -> String {
        if let name = feed.name { return name }
        if case .fetched(let document) = result.outcome, !document.title.isEmpty { return document.title }
        return feed.title ?? feed.url
    }

    /// The reports of a run, gathered from its lanes.
    private actor ReportBook {
        private var reports: [Int: FeedFetchReport] = [:]

        func add(_ report: FeedFetchReport, at index: Int) {
            reports[index] = report
        }

        var inOrder: [FeedFetchReport] {
            reports.keys.sorted().compactMap { reports[$0] }
        }
    }
}
