/// How long and how many NewsAPI answers the client keeps in memory.
public struct NewsAPICachePolicy: Sendable, Hashable {
    /// How long an answer is reused.
    public var timeToLive: Duration
    /// How many answers are kept; the oldest goes first. Zero keeps none.
    public var capacity: Int

    /// Creates a policy: by default five minutes and 64 answers, which covers paging back and
    /// forth through a session without holding more than a few megabytes.
    public init(timeToLive: Duration = .seconds(300), capacity: Int = 64) {
        self.timeToLive = timeToLive
        self.capacity = max(0, capacity)
    }

    /// Keeps nothing: every request goes to NewsAPI.
    public static let disabled = NewsAPICachePolicy(timeToLive: .zero, capacity: 0)
}
