import Foundation
import GRDB
import NewsModels
import NewsStorage

/// The conditions of an article query, with their arguments, ready to become SQL.
///
/// User input only ever reaches SQL as bound arguments; the SQL text is built from
/// fixed fragments.
struct ArticleFilter: Sendable {
    /// The FTS5 query the articles must match, when there is one.
    private var match: String?
    /// Conditions on the `articles` row (aliased `a`), joined with AND.
    private var conditions: [String] = []
    /// The arguments of `conditions`, in order.
    private var arguments = StatementArguments()
    /// The same conditions over `source_categories` (whose counts they can be answered from), or
    /// nil once a condition has none.
    private var tallyConditions: [String]? = []
    /// Whether a condition keeps only articles with a source.
    private var needsSource = false
    /// Whether every article's ``SearchKey`` holds its row id (``SearchKey/keysHoldRowIDs(in:)``):
    /// a match then finds its row by id, one look-up, where through the key index it takes two
    /// (popularity over 120,000 matches took 123 ms that way, 89 ms this way).
    var keysHoldRowIDs = false
    /// Whether the other conditions keep fewer articles than the search matches: SQLite is then
    /// told to find those first and check each against the matches, not the other way round
    /// (`apple --language en` counted 104,000 matches one by one, 280 ms, to find none).
    var conditionsLead = false
    /// The lowest and highest ``SearchKey`` the publication dates allow, when they are bounded.
    private var earliestKey: Int64?
    private var latestKey: Int64?
    /// How many of `conditions` bound the publication date.
    private var dateConditions = 0
    /// Whether the key bounds say exactly what the date conditions do: no date lies beyond the
    /// seconds a key tells apart.
    private var keyBoundsExact = true

    /// Creates a filter letting every article through.
    init() {}

    /// Keeps articles matching a full-text search.
    mutating func matching(_ expression: SearchExpression) {
        match = expression.ftsQuery
    }

    /// Keeps articles of one category.
    mutating func category(_ category: NewsCategory) {
        add("a.category = ?", [category.rawValue], tally: "category = ?")
    }

    /// Keeps articles from the given source ids; an empty list keeps every article.
    mutating func sources(_ ids: [String]) {
        var seen = Set<String>()
        let unique = ids.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return }
        let marks = Array(repeating: "?", count: unique.count).joined(separator: ", ")
        add("a.source_id IN (\(marks))", StatementArguments(unique), tally: "source_id IN (\(marks))", needsSource: true)
    }

    /// Keeps articles whose source is from a country (two-letter code, any case).
    mutating func country(_ country: String) {
        add(
            "a.source_id IN (SELECT id FROM sources WHERE country = ?)", [Self.code(country)],
            tally: "source_id IN (SELECT id FROM sources WHERE country = ?)", needsSource: true)
    }

    /// Keeps articles whose source writes in a language (two-letter code, any case).
    mutating func language(_ language: String) {
        add(
            "a.source_id IN (SELECT id FROM sources WHERE language = ?)", [Self.code(language)],
            tally: "source_id IN (SELECT id FROM sources WHERE language = ?)", needsSource: true)
    }

    /// Keeps the items of subscribed feeds: of the feed at `feedURL`, or of every feed when nil.
    mutating func feedItems(ofFeedAt feedURL: String?) {
        if let feedURL {
            add("a.id IN (SELECT article_id FROM feed_items WHERE feed_id = (SELECT id FROM feeds WHERE url = ?))", [feedURL])
        } else {
            add("a.id IN (SELECT article_id FROM feed_items)", [])
        }
    }

    /// Keeps the items of the feeds at the addresses `feedURLs`, a JSON array.
    mutating func feedItems(ofFeedsAt feedURLs: String) {
        add(
            "a.id IN (SELECT article_id FROM feed_items WHERE feed_id IN (SELECT id FROM feeds WHERE url IN (SELECT value FROM json_each(?))))",
            [feedURLs])
    }

    /// Leaves out the articles known as one of `ids` (``Article/id``), a JSON array (read marks
    /// travel that way, so a list of any length is one argument).
    mutating func excludingArticles(_ ids: String) {
        add("COALESCE(a.identity, a.url) NOT IN (SELECT value FROM json_each(?))", [ids])
    }

    /// Keeps articles the catalog added after the one with row id `id`.
    mutating func added(after id: Int64) {
        add("a.id > ?", [id])
    }

    /// Keeps articles published at or after a moment.
    mutating func publishedFrom(_ date: Date) {
        let second = UnixTime.secondsRoundingUp(date)
        add("a.published_at >= ?", [second])
        earliestKey = max(earliestKey ?? .min, SearchKey.firstKey(ofSecond: second))
        noteDateBound(second)
    }

    /// Keeps articles published at or before a moment.
    mutating func publishedTo(_ date: Date) {
        let second = UnixTime.secondsRoundingDown(date)
        add("a.published_at <= ?", [second])
        latestKey = min(latestKey ?? .max, SearchKey.lastKey(ofSecond: second))
        noteDateBound(second)
    }

    private mutating func noteDateBound(_ second: Int64) {
        dateConditions += 1
        keyBoundsExact = keyBoundsExact && (SearchKey.earliestSecond...SearchKey.latestSecond).contains(second)
    }

    /// Whether a newest-first page of a search is found faster by sorting the `kept` articles the
    /// other conditions keep than by reading the index's `matches` newest first until the page ends.
    ///
    /// Read newest first, about `pageEnd × matches / kept` matches are looked up before the page is
    /// full; sorting looks up the kept ones. A condition keeping few (a language, a source) sorts:
    /// `apple --language en` in 4.2 million articles none of which has a language walked all
    /// 104,000 matches (279 ms) for nothing.
    static func sortsMatches(matches: Int, kept: Int, pageEnd: Int) -> Bool {
        Double(pageEnd) * Double(matches) > Double(kept) * Double(kept)
    }

    /// The query counting the full-text index's matches within the date bounds, whatever the
    /// other conditions keep; nil without a search.
    func matchCountQuery() -> (sql: String, arguments: StatementArguments)? {
        matchedIndexRows().map { ("SELECT COUNT(*)" + $0.sql, $0.arguments) }
    }

    /// `FROM` and `WHERE` of the full-text index's matches within the date bounds; nil without a search.
    private func matchedIndexRows() -> (sql: String, arguments: StatementArguments)? {
        guard let match else { return nil }
        let range = keyRange
        return (" FROM articles_fts" + Self.whereClause(["articles_fts MATCH ?"] + range.clauses), [match] + range.arguments)
    }

    /// Whether the full-text index alone answers the search: no condition but dates its keys bound.
    var answeredByIndex: Bool {
        match != nil && conditions.count == dateConditions && keyBoundsExact
    }

    /// The conditions on the full-text index's row ids that the date bounds give, and their arguments.
    private var keyRange: (clauses: [String], arguments: StatementArguments) {
        var clauses: [String] = []
        var arguments = StatementArguments()
        if let earliestKey {
            clauses.append("articles_fts.rowid >= ?")
            arguments += [earliestKey]
        }
        if let latestKey {
            clauses.append("articles_fts.rowid <= ?")
            arguments += [latestKey]
        }
        return (clauses, arguments)
    }

    /// The query counting the articles the filter keeps, or only as far as `limit` when one is given.
    ///
    /// Without a search the sources' tallies answer at any size. A search's matches are each read
    /// to be counted (8 of 11 ms of a page of a word in 104,000 of 4.2 million articles), so a
    /// list that only needs to know whether there are more than `limit` stops there.
    func countQuery(atMost limit: Int? = nil) -> (sql: String, arguments: StatementArguments) {
        if match == nil, let tallyConditions {
            // Every article with a source is counted in `source_categories` as it is added: summing those
            // counts reads a row per source, where counting the rows read a whole category's index, or
            // looked up every article of a country's sources (26 ms and 15 ms for 4.2 million articles).
            let tallied = "SELECT COALESCE(SUM(articles), 0) FROM source_categories" + Self.whereClause(tallyConditions)
            if needsSource {
                return (tallied, arguments)
            }
            // Articles without a source are counted; they are few, found through the source index.
            let unsourced = "SELECT COUNT(*) FROM articles a" + Self.whereClause(["a.source_id IS NULL"] + conditions)
            return ("SELECT (\(tallied)) + (\(unsourced))", arguments + arguments)
        }
        let rows = keptRows()
        guard let limit else { return ("SELECT COUNT(*)" + rows.sql, rows.arguments) }
        return ("SELECT COUNT(*) FROM (SELECT 1" + rows.sql + " LIMIT ?)", rows.arguments + [Int64(limit)])
    }

    /// `FROM` and `WHERE` of the rows, one per article the filter keeps, that counting reads.
    private func keptRows() -> (sql: String, arguments: StatementArguments) {
        if answeredByIndex, let matches = matchedIndexRows() {
            // The full-text index holds one row per article: counting its matches reads only the
            // index, where going through `articles` looked up every matching row (15 ms, not 1 ms,
            // for a word in 28,000 articles; `new --from` at 4.2 million: 415 ms, not 26).
            return matches
        }
        var clauses = conditions
        var allArguments = StatementArguments()
        if let match {
            clauses.insert(matchedRows, at: 0)
            allArguments += [match]
        }
        allArguments += arguments
        return (" FROM articles a" + Self.whereClause(clauses), allArguments)
    }

    /// Whether a search is part of the filter.
    var isSearch: Bool { match != nil }

    /// The query listing one page of the articles the filter keeps, in an order.
    ///
    /// - Parameters:
    ///   - sortingMatches: for a newest-first search, find every match the other conditions keep and
    ///     sort them, instead of reading the index newest first (see ``sortsMatches(matches:kept:pageEnd:)``).
    ///   - columns: the columns selected of each article `a` on the page: all of them
    ///     (``CatalogRows/articleColumns``) unless told otherwise.
    func pageQuery(
        order: ArticleOrder, page: PageRequest, sortingMatches: Bool = false, columns: String = CatalogRows.articleColumns
    ) -> (sql: String, arguments: StatementArguments) {
        if order == .newest, let match, !sortingMatches {
            return newestMatchesQuery(match, page: page, columns: columns)
        }
        if order == .relevance, let match, conditions.isEmpty {
            return bestMatchesQuery(match, page: page, columns: columns)
        }
        var clauses = conditions
        var allArguments = StatementArguments()
        let from: String
        // The order's keys, each selected under a name and sorted on: the page is chosen on these and
        // the articles' ids alone, then only its rows are read whole.
        let keys: [(expression: String, name: String, descending: Bool)]
        switch (order, match) {
        case (.relevance, .some(let match)):
            from = "articles_fts JOIN articles a ON \(row(ofKey: "articles_fts.rowid"))"
            clauses.insert("articles_fts MATCH ?", at: 0)
            allArguments += [match]
            keys = [("bm25(articles_fts, \(CatalogSchema.bm25Weights))", "relevance", false)]
        case (.popularity, let match):
            from = "articles a LEFT JOIN stories ON stories.story = a.story"
            if let match {
                clauses.insert(matchedRows, at: 0)
                allArguments += [match]
            }
            keys = [("COALESCE(stories.articles, 1)", "popularity", true)]
        case (.newest, let match), (.relevance, let match):
            from = "articles a"
            if let match {
                clauses.insert(matchedRows, at: 0)
                allArguments += [match]
            }
            keys = []
        }
        let allKeys = keys + [("a.published_at", "published", true), ("a.id", "id", true)]
        allArguments += arguments
        allArguments += [Int64(page.size), Int64(clamping: page.offset)]
        let selected = allKeys.map { "\($0.expression) AS \($0.name)" }.joined(separator: ", ")
        let innerOrder = allKeys.map { $0.expression + ($0.descending ? " DESC" : "") }.joined(separator: ", ")
        let outerOrder = allKeys.map { "page.\($0.name)" + ($0.descending ? " DESC" : "") }.joined(separator: ", ")
        // Sorting every match with all its columns copied those of thousands of rows to show twenty:
        // a page of a word in 1,800 articles took 2.5 ms that way, 1.5 ms this way.
        let sql =
            "SELECT \(columns) FROM (SELECT \(selected) FROM \(from)"
            + Self.whereClause(clauses)
            + " ORDER BY \(innerOrder) LIMIT ? OFFSET ?) AS page JOIN articles a ON a.id = page.id"
            + " ORDER BY \(outerOrder)"
        return (sql, allArguments)
    }

    /// A best-first page of a search with no other condition, chosen in the full-text index alone:
    /// ties in bm25 go newest first by the index's own order (``SearchKey``), so no match's row is
    /// read until the page is chosen (looking each one up took 454 ms for a word in 286,000 of 4.2
    /// million articles).
    private func bestMatchesQuery(_ match: String, page: PageRequest, columns: String) -> (sql: String, arguments: StatementArguments) {
        let sql = """
            SELECT \(columns) FROM (SELECT rowid AS key, bm25(articles_fts, \(CatalogSchema.bm25Weights)) AS relevance
            FROM articles_fts WHERE articles_fts MATCH ? ORDER BY relevance, key DESC LIMIT ? OFFSET ?) AS page
            JOIN articles a ON \(row(ofKey: "page.key")) ORDER BY page.relevance, page.key DESC
            """
        return (sql, [match, Int64(page.size), Int64(clamping: page.offset)])
    }

    /// A newest-first page of a search: the full-text index's own order (``SearchKey``), read from
    /// its newest end, so the page is found after reading about a page of matches, however many
    /// there are; other conditions are checked on each match on the way.
    private func newestMatchesQuery(_ match: String, page: PageRequest, columns: String) -> (sql: String, arguments: StatementArguments) {
        // Without other conditions the index alone chooses the page; with them each match's row is read.
        let matches = newestMatches(match, joined: !answeredByIndex)
        let sql =
            "SELECT \(columns) FROM (SELECT articles_fts.rowid AS key" + matches.sql
            + " LIMIT ? OFFSET ?) AS page JOIN articles a ON \(row(ofKey: "page.key")) ORDER BY page.key DESC"
        return (sql, matches.arguments + [Int64(page.size), Int64(clamping: page.offset)])
    }

    /// A search's articles newest first, each read as the full-text index's own order reaches it,
    /// with no sort before the first, so whoever reads them can stop at any row; nil without a search.
    ///
    /// Rows skipped by the page's offset are read too, so it is for a list read from its start, or
    /// one with other conditions, whose every match is read anyway to check them.
    func newestMatchesScan(page: PageRequest, columns: String) -> (sql: String, arguments: StatementArguments)? {
        guard let match else { return nil }
        let matches = newestMatches(match, joined: true)
        return (
            "SELECT \(columns)" + matches.sql + " LIMIT ? OFFSET ?", matches.arguments + [Int64(page.size), Int64(clamping: page.offset)]
        )
    }

    /// `FROM`, `WHERE` and `ORDER BY` of a search's matches newest first, `joined` to their
    /// articles `a` or not (when no condition but the dates its keys bound needs them).
    private func newestMatches(_ match: String, joined: Bool) -> (sql: String, arguments: StatementArguments) {
        let range = keyRange
        var clauses = ["articles_fts MATCH ?"] + range.clauses
        var allArguments: StatementArguments = [match] + range.arguments
        if !answeredByIndex {
            clauses += conditions
            allArguments += arguments
        }
        let from = joined ? "articles_fts JOIN articles a ON \(row(ofKey: "articles_fts.rowid"))" : "articles_fts"
        return (" FROM \(from)" + Self.whereClause(clauses) + " ORDER BY articles_fts.rowid DESC", allArguments)
    }

    /// The condition keeping the articles the search matches (its one argument is the match).
    private var matchedRows: String {
        // A unary plus keeps SQLite from looking rows up by the matches, so the conditions' indexes lead.
        let lead = conditionsLead ? "+" : ""
        return keysHoldRowIDs
            ? "\(lead)a.id IN (SELECT rowid & \(SearchKey.idLimit - 1) FROM articles_fts WHERE articles_fts MATCH ?)"
            : "\(lead)a.search_key IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)"
    }

    /// The query counting the articles the conditions other than the search keep, from the
    /// sources' counts; nil when those cannot answer it (no source condition, or other conditions).
    func keptBySourcesQuery() -> (sql: String, arguments: StatementArguments)? {
        guard match != nil, needsSource, let tallyConditions else { return nil }
        return ("SELECT COALESCE(SUM(articles), 0) FROM source_categories" + Self.whereClause(tallyConditions), arguments)
    }

    /// The condition joining `a` to the article filed under the full-text index's row id `key`.
    private func row(ofKey key: String) -> String {
        keysHoldRowIDs ? "a.id = (\(key) & \(SearchKey.idLimit - 1))" : "a.search_key = \(key)"
    }

    /// Adds a condition and its arguments, and the same condition over `source_categories` when it has one.
    private mutating func add(_ condition: String, _ values: StatementArguments, tally: String? = nil, needsSource: Bool = false) {
        conditions.append(condition)
        arguments += values
        tallyConditions = tally.flatMap { tally in tallyConditions.map { $0 + [tally] } }
        self.needsSource = self.needsSource || needsSource
    }

    /// `WHERE` and the clauses, or nothing when there is none.
    private static func whereClause(_ clauses: [String]) -> String {
        clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
    }

    /// A two-letter code as the catalog stores it: trimmed and lowercased.
    static func code(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
