import GRDB

/// A filter with the counts its queries are planned on: how many articles it keeps, and for a
/// search how many the full-text index matches. Counted once in a read, then asked for pages.
struct CountedFilter {
    /// The filter, told how the catalog files its search keys and which of its parts leads.
    let filter: ArticleFilter
    /// How many articles the filter keeps, or the limit counting stopped at.
    let total: Int
    /// Whether the filter keeps more articles than ``total``: counting stopped at the limit asked.
    let keepsMore: Bool
    /// How many articles the search matches whatever the other conditions keep; nil without a search.
    let matches: Int?

    /// Counts what `filter` keeps in `db`, up to `limit` when one is given.
    init(_ filter: ArticleFilter, in db: Database, countingAtMost limit: Int? = nil) throws {
        // Statements are kept prepared: a list counts itself again for each of its pages.
        var filter = filter
        filter.keysHoldRowIDs = try SearchKey.keysHoldRowIDs(in: db)
        // Both counts are cheap: the index's own, and the sources' tallies.
        var matches: Int?
        if !filter.answeredByIndex, let matchCount = filter.matchCountQuery() {
            matches = try Int.fetchOne(db.cachedStatement(sql: matchCount.sql), arguments: matchCount.arguments) ?? 0
        }
        if let matches, let keptCount = filter.keptBySourcesQuery() {
            let kept = try Int.fetchOne(db.cachedStatement(sql: keptCount.sql), arguments: keptCount.arguments) ?? 0
            filter.conditionsLead = kept < matches
        }
        // One more than the limit tells a list of exactly `limit` from a longer one.
        let count = filter.countQuery(atMost: limit.map { $0 + 1 })
        let counted = try Int.fetchOne(db.cachedStatement(sql: count.sql), arguments: count.arguments) ?? 0
        total = limit.map { min(counted, $0) } ?? counted
        keepsMore = counted > total
        self.filter = filter
        self.matches = matches
    }

    /// The query listing `page` in `order`, selecting `columns` of each article.
    func pageQuery(
        order: ArticleOrder, page: PageRequest, columns: String = CatalogRows.articleColumns
    ) -> (sql: String, arguments: StatementArguments) {
        filter.pageQuery(order: order, page: page, sortingMatches: sortsMatches(order, through: page), columns: columns)
    }

    /// The query reading the list in `order` from its `from`th article, at most `limit` of them,
    /// row by row with no sort before the first (``ArticleFilter/newestMatchesScan(page:columns:)``);
    /// nil when the order needs a sort, or when the rows skipped would each be read for nothing:
    /// then pages are read (``pageQuery(order:page:columns:)``).
    func scanQuery(order: ArticleOrder, from: Int, limit: Int, columns: String) -> (sql: String, arguments: StatementArguments)? {
        let page = PageRequest(offset: from, size: limit)
        guard order == .newest, from == 0 || !filter.answeredByIndex, !sortsMatches(order, through: page) else { return nil }
        return filter.newestMatchesScan(page: page, columns: columns)
    }

    /// Whether a newest-first search is listed through `page` faster by sorting the matches the
    /// conditions keep than by reading the index newest first (``ArticleFilter/sortsMatches(matches:kept:pageEnd:)``).
    private func sortsMatches(_ order: ArticleOrder, through page: PageRequest) -> Bool {
        guard order == .newest, let matches else { return false }
        let (pageEnd, overflow) = page.offset.addingReportingOverflow(page.size)
        // A count stopped at its limit is no measure of how few the conditions keep: more than
        // the limit are never few enough to be worth sorting.
        return overflow || (!keepsMore && ArticleFilter.sortsMatches(matches: matches, kept: total, pageEnd: pageEnd))
    }
}
