import NewsStorage

/// What a catalog is opened for, which decides how each connection is tuned.
public enum CatalogPurpose: Sendable {
    /// A shell browsing news: SQLite's defaults (a page cache of about 2 MB).
    case browsing
    /// An import writing many articles: a 64 MB page cache, flat whatever the file's size;
    /// transactions that may span write calls (``CatalogBulkLoad``).
    case bulkImport

    /// How each connection is set up.
    var tuning: ConnectionTuning {
        switch self {
        case .browsing: .standard
        case .bulkImport: ConnectionTuning(cacheKiB: 65_536, spansTransactions: true)
        }
    }
}
