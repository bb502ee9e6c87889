/// What storing one fetch did to the catalog.
public struct FeedStoreOutcome: Sendable, Equatable {
    /// Items new to the catalog.
    public var added: Int
    /// Items seen before whose text, address or date changed, updated in place.
    public var updated: Int

    /// Creates an outcome.
    public init(added: Int = 0, updated: Int = 0) {
        self.added = added
        self.updated = updated
    }
}
