/// What a catalog is opened for, which decides how much memory SQLite may keep per connection.
public enum CatalogPurpose: Sendable {
    /// A shell browsing news: SQLite's default page cache (about 2 MB).
    case browsing
    /// An import writing many articles: a 64 MB page cache, flat whatever the file's size.
    case bulkImport

    /// The page cache per connection, in KiB; nil keeps SQLite's default.
    var cacheKiB: Int? {
        switch self {
        case .browsing: nil
        case .bulkImport: 65_536
        }
    }
}
