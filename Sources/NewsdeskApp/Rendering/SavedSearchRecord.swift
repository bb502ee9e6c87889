import NewsCatalog

/// A saved search as one `--json` line of the feeds list: `n`, `name`, `query` and `unread`.
struct SavedSearchRecord: Encodable {
    /// The saved search and its count of new, unread matches.
    var search: FeedOverview.Search
    /// Its number on the page, for `open N`.
    var number: Int

    private enum Key: String, CodingKey {
        case n, name, query, unread
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(number, forKey: .n)
        try container.encode(search.search.name, forKey: .name)
        try container.encode(search.search.query.query, forKey: .query)
        try container.encode(search.unread, forKey: .unread)
    }
}
