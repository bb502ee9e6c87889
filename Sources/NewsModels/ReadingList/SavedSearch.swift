import Foundation

/// A search an account keeps under a name (`save NAME`), listed with the feeds with the number
/// of its new matches.
public struct SavedSearch: Sendable, Hashable {
    /// The name it is listed under, unique per account.
    public var name: String
    /// The search: its words, and the filters and order it was typed with (page 1).
    public var query: SearchQuery
    /// The row id of the newest catalog article when the search was last opened: a match the
    /// catalog added after it is new.
    public var seenThrough: Int64

    /// Creates a saved search.
    public init(name: String, query: SearchQuery, seenThrough: Int64 = 0) {
        self.name = name
        var first = query
        first.page = 1
        self.query = first
        self.seenThrough = seenThrough
    }
}
