/// How a connection is set up beyond newsdesk's defaults: what a bulk import needs and a shell does not.
package struct ConnectionTuning: Sendable {
    /// Each connection's page cache in KiB; nil keeps SQLite's default (about 2 MB).
    var cacheKiB: Int?
    /// Whether a transaction may stay open from one write call to the next, as a bulk load's
    /// does; GRDB refuses that unless asked.
    var spansTransactions = false
    /// How many connections read at once, each with its own page cache and schema.
    ///
    /// A shell reads a screen's few queries at a time: two readers kept a browse of 4.2 million
    /// articles at 54 MB, where GRDB's default of five took 65 MB for the same answers, no faster.
    var maximumReaders = 2
    /// Each reading connection's page cache in KiB; nil keeps SQLite's default (about 2 MB).
    ///
    /// Apart from the writer's (``cacheKiB``): an import's readers only count what it wrote.
    var readerCacheKiB: Int?

    /// Creates a tuning; what is not given keeps the default.
    package init(cacheKiB: Int? = nil, spansTransactions: Bool = false, maximumReaders: Int = 2, readerCacheKiB: Int? = nil) {
        self.cacheKiB = cacheKiB
        self.spansTransactions = spansTransactions
        self.maximumReaders = maximumReaders
        self.readerCacheKiB = readerCacheKiB
    }

    /// SQLite's defaults: what a browsing shell uses.
    package static let standard = ConnectionTuning()
}
