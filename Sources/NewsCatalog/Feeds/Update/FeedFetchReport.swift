import NewsWeb

/// How one subscribed feed's fetch went once the catalog kept what it brought.
public struct FeedFetchReport: Sendable, Equatable {
    /// The feed's address, as subscribed when the fetch began.
    public var url: String
    /// The name to show: the one given to it, else the title it sent, else the one it sent before, else its address.
    public var name: String
    /// What the fetch brought.
    public var result: FeedFetchResult
    /// What the catalog made of it: articles added and updated.
    public var stored: FeedStoreOutcome
    /// Why the catalog could not keep what arrived, if it could not.
    public var storeError: String?

    /// Creates a report.
    public init(
        url: String, name: String, result: FeedFetchResult, stored: FeedStoreOutcome = FeedStoreOutcome(), storeError: String? = nil
    ) {
        self.url = url
        self.name = name
        self.result = result
        self.stored = stored
        self.storeError = storeError
    }

    /// Whether the feed failed, in the fetch or in keeping what it brought.
    public var failed: Bool {
        if storeError != nil { return true }
        if case .failed = result.outcome { return true }
        return false
    }
}
