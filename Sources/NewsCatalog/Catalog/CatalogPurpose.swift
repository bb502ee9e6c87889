import NewsStorage

/// What a catalog is opened for, which decides how each connection is tuned.
public enum CatalogPurpose: Sendable {
    /// A shell browsing news: each of its two readers keeps a page cache of a hundredth of the
    /// catalog file, from SQLite's 2 MB up to 16 MB (``readerCacheKiB(catalogBytes:)``).
    ///
    /// A list of stories reads a row for each of hundreds of articles scattered over the file (a
    /// country's business headlines at 4.2 million articles look up 6,000), and SQLite's 2 MB
    /// kept too few of their pages to find them again on the next page: 9.6 to 11.3 ms a page
    /// with it, 6.1 to 6.5 ms with 16 MB (32 MB no faster, 8 MB no faster than 2). Those rows
    /// grow with the catalog, so the cache does too: a browse of UCI's 422,000 articles (a 219 MB
    /// file) peaked at 60 MiB with 16 MB and 46 MiB with 2.
    case browsing
    /// An import writing many articles: a 64 MB page cache, flat whatever the file's size;
    /// transactions that may span write calls (``CatalogBulkLoad``).
    case bulkImport

    /// How each connection of a catalog whose file holds `catalogBytes` is set up.
    func tuning(catalogBytes: Int) -> ConnectionTuning {
        switch self {
        case .browsing: ConnectionTuning(readerCacheKiB: Self.readerCacheKiB(catalogBytes: catalogBytes))
        case .bulkImport: ConnectionTuning(cacheKiB: 65_536, spansTransactions: true)
        }
    }

    /// A browsing reader's page cache in KiB: a hundredth of the catalog file, 2 MB to 16 MB.
    static func readerCacheKiB(catalogBytes: Int) -> Int {
        min(16_384, max(2_048, catalogBytes / 100 / 1024))
    }
}
