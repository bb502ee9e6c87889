import Foundation
import Synchronization

/// Fetches many feeds at once, politely: at most two requests to one host and sixteen in all.
///
/// The feeds of each host are split into at most two lanes fetched one feed after another, and
/// at most sixteen lanes run at a time, so the bounds hold by construction, with no lock to wait
/// on. A host that answers `429` or `503` with `Retry-After` holds its other feeds in the same run,
/// as it does in later runs. Cancelling the calling task stops what is left; every result that
/// arrived before has been handed over.
public struct FeedFetchRun: Sendable {
    /// The most requests in flight to one host.
    public static let perHost = 2
    /// The most requests in flight in all.
    public static let inAll = 16

    private let fetcher: FeedFetcher

    /// Creates a run that fetches through `fetcher`.
    public init(fetcher: FeedFetcher) {
        self.fetcher = fetcher
    }

    /// Fetches `feeds`, handing each result to `deliver` with the feed's index as soon as it
    /// arrives; `holds` (host → until) are the holds remembered from earlier runs.
    public func run(
        _ feeds: [FeedFetchState], force: Bool, holds: [String: Date],
        deliver: @escaping @Sendable (Int, FeedFetchResult) async -> Void
    ) async {
        let sharedHolds = HoldBook(holds)
        var lanes: [[Int]] = []
        for indices in Self.byHost(feeds).values {
            let count = min(Self.perHost, indices.count)
            for lane in 0..<count {
                lanes.append(stride(from: lane, to: indices.count, by: count).map { indices[$0] })
            }
        }
        lanes.sort { ($0.first ?? 0) < ($1.first ?? 0) }
        let fetcher = fetcher
        await withTaskGroup(of: Void.self) { group in
            var next = 0
            func startLane() {
                guard next < lanes.count else { return }
                let lane = lanes[next]
                next += 1
                group.addTask {
                    for index in lane {
                        guard !Task.isCancelled else { return }
                        let known = sharedHolds.table.withLock { $0 }
                        guard let result = try? await fetcher.fetch(feeds[index], force: force, holds: known) else { return }
                        if let hold = result.hold {
                            sharedHolds.table.withLock { $0[hold.host] = max($0[hold.host] ?? hold.until, hold.until) }
                        }
                        await deliver(index, result)
                    }
                }
            }
            for _ in 0..<Self.inAll { startLane() }
            while await group.next() != nil {
                if Task.isCancelled {
                    group.cancelAll()
                } else {
                    startLane()
                }
            }
        }
    }

    /// The holds of a run, shared by its lanes.
    private final class HoldBook: Sendable {
        let table: Mutex<[String: Date]>

        init(_ holds: [String: Date]) {
            table = Mutex(holds)
        }
    }

    /// The indices of `feeds` by lower-case host, in order; an address without a host is its own.
    package static func byHost(_ feeds: [FeedFetchState]) -> [String: [Int]] {
        var groups: [String: [Int]] = [:]
        for (index, feed) in feeds.enumerated() {
            let host = URL(string: feed.url)?.host?.lowercased() ?? "#\(index)"
            groups[host, default: []].append(index)
        }
        return groups
    }
}
