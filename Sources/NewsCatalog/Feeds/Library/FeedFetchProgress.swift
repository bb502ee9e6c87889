/// One feed's report during a fetch of many, with where the fetch stands.
public struct FeedFetchProgress: Sendable, Equatable {
    /// The feed's report.
    public var report: FeedFetchReport
    /// The feed's place in subscription order, from 0.
    public var index: Int
    /// How many feeds the fetch asks.
    public var total: Int

    /// Creates a progress step.
    public init(report: FeedFetchReport, index: Int, total: Int) {
        self.report = report
        self.index = index
        self.total = total
    }
}
