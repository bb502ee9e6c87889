import GRDB

/// A filter with the counts its queries are planned on: how many articles it keeps, and for a
/// search how many the full-text index matches. Counted once in a read, then asked for pages.
struct CountedFilter {
    /// The filter, told how the catalog files its search keys and which of its parts leads.
    let filter: ArticleFilter
    /// How many articles the filter keeps.
    let total: Int
    /// How many articles the search matches whatever the other conditions keep; nil without a search.
    let matches: Int?

    /// Counts what `filter` keeps in `db`.
    init(_ filter: ArticleFilter, in db: Database) throws {
        var filter = filter
        filter.keysHoldRowIDs = try SearchKey.keysHoldRowIDs(in: db)
        // Both counts are cheap: the index's own, and the sources' tallies.
        var matches: Int?
        if !filter.answeredByIndex, let matchCount = filter.matchCountQuery() {
            matches = try Int.fetchOne(db, sql: matchCount.sql, arguments: matchCount.arguments) ?? 0
        }
        if let matches, let keptCount = filter.keptBySourcesQuery() {
            filter.conditionsLead = try (Int.fetchOne(db, sql: keptCount.sql, arguments: keptCount.arguments) ?? 0) < matches
        }
        let count = filter.countQuery()
        total = try Int.fetchOne(db, sql: count.sql, arguments: count.arguments) ?? 0
        self.filter = filter
        self.matches = matches
    }

    /// The query listing `page` in `order`, selecting `columns` of each article.
    func pageQuery(
        order: ArticleOrder, page: PageRequest, columns: String = CatalogRows.articleColumns
    ) -> (sql: String, arguments: StatementArguments) {
        var sortingMatches = false
        if order == .newest, let matches {
            let (pageEnd, overflow) = page.offset.addingReportingOverflow(page.size)
            sortingMatches = overflow || ArticleFilter.sortsMatches(matches: matches, kept: total, pageEnd: pageEnd)
        }
        return filter.pageQuery(order: order, page: page, sortingMatches: sortingMatches, columns: columns)
    }
}
