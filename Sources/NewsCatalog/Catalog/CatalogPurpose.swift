import NewsStorage

/// What a catalog is opened for, which decides how each connection is tuned.
public enum CatalogPurpose: Sendable {
    /// A shell browsing news: a page cache of 16 MB for each of its two readers.
    ///
    /// A list of stories reads a row for each of hundreds of articles scattered over the file (a
    /// country's business headlines at 4.2 million articles look up 6,000), and SQLite's 2 MB
    /// kept too few of their pages to find them again on the next page: 9.6 to 11.3 ms a page
    /// with it, 6.1 to 6.5 ms with this (and 32 MB, no faster). A browse then peaks at about 86 MB
    /// instead of 50.
    case browsing
    /// An import writing many articles: a 64 MB page cache, flat whatever the file's size;
    /// transactions that may span write calls (``CatalogBulkLoad``).
    case bulkImport

    /// How each connection is set up.
    var tuning: ConnectionTuning {
        switch self {
        case .browsing: ConnectionTuning(readerCacheKiB: 16_384)
        case .bulkImport: ConnectionTuning(cacheKiB: 65_536, spansTransactions: true)
        }
    }
}
