/// Successful answers by request address, each reused until its time to live runs out.
struct NewsAPIResponseCache: Sendable {
    private struct Entry: Sendable {
        var response: HTTPResponse
        var stored: ContinuousClock.Instant
    }

    let policy: NewsAPICachePolicy
    private var entries: [String: Entry] = [:]

    /// Creates an empty cache.
    init(policy: NewsAPICachePolicy) {
        self.policy = policy
    }

    /// How many answers are kept, expired ones included until they are next looked at.
    var count: Int { entries.count }

    /// The answer kept for an address, unless it has expired (then it is dropped).
    mutating func answer(for key: String, at now: ContinuousClock.Instant) -> HTTPResponse? {
        guard let entry = entries[key] else { return nil }
        guard now - entry.stored < policy.timeToLive else {
            entries[key] = nil
            return nil
        }
        return entry.response
    }

    /// Keeps an answer, evicting expired answers, then the oldest, to stay within capacity.
    mutating func store(_ response: HTTPResponse, for key: String, at now: ContinuousClock.Instant) {
        guard policy.capacity > 0, policy.timeToLive > .zero else { return }
        entries[key] = Entry(response: response, stored: now)
        guard entries.count > policy.capacity else { return }
        entries = entries.filter { now - $0.value.stored < policy.timeToLive }
        // The capacity is small (64 by default), so a scan for the oldest costs less than an ordered index.
        while entries.count > policy.capacity, let oldest = entries.min(by: { $0.value.stored < $1.value.stored })?.key {
            entries[oldest] = nil
        }
    }

    /// Forgets every answer.
    mutating func removeAll() {
        entries.removeAll()
    }
}
