import Foundation
import GRDB

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

    /// Leaves out the articles at the addresses of `urls`, a JSON array (read marks travel that way,
    /// so a list of any length is one argument).
    mutating func excludingURLs(_ urls: String) {
        add("a.url NOT IN (SELECT value FROM json_each(?))", [urls])
    }

    /// Keeps articles the catalog added after the one with row id `id`.
    mutating func added(after id: Int64) {
        add("a.id > ?", [id])
    }

    /// Keeps articles published at or after a moment.
    mutating func publishedFrom(_ date: Date) {
        add("a.published_at >= ?", [UnixTime.secondsRoundingUp(date)])
    }

    /// Keeps articles published at or before a moment.
    mutating func publishedTo(_ date: Date) {
        add("a.published_at <= ?", [UnixTime.secondsRoundingDown(date)])
    }

    /// The query counting every article the filter keeps.
    func countQuery() -> (sql: String, arguments: StatementArguments) {
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
        if let match, conditions.isEmpty {
            // The full-text index holds one row per article: counting its matches reads only the
            // index, where going through `articles` looked up every matching row (15 ms, not 1 ms,
            // for a word in 28,000 articles).
            return ("SELECT COUNT(*) FROM articles_fts WHERE articles_fts MATCH ?", [match])
        }
        var clauses = conditions
        var allArguments = StatementArguments()
        if let match {
            clauses.insert("a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)", at: 0)
            allArguments += [match]
        }
        allArguments += arguments
        return ("SELECT COUNT(*) FROM articles a" + Self.whereClause(clauses), allArguments)
    }

    /// Whether a search is part of the filter.
    var isSearch: Bool { match != nil }

    /// Whether a newest-first page of a search is found faster by walking the date index from the
    /// newest article than by looking up every match and sorting them.
    ///
    /// Walking reads about `catalogRows × pageEnd / matches` index entries when matches are spread
    /// evenly; looking up reads one row per match. So a word in many articles walks (`new`, in
    /// 28,000 of 432,000: 3 ms, not 32 ms) and a rarer one looks up (`heartbleed`, 1,826 articles
    /// all from one month of 2014: walking 20 ms, looking up 1 ms).
    static func walksDates(matches: Int, pageEnd: Int, catalogRows: Int) -> Bool {
        guard matches > 0 else { return false }
        return Double(matches) * Double(matches) >= Double(pageEnd) * Double(catalogRows)
    }

    /// The query listing one page of the articles the filter keeps, in an order.
    ///
    /// - Parameters:
    ///   - walkingDates: for ``ArticleOrder/newest``, read the articles through the date index,
    ///     newest first, and keep those the filter keeps (see ``walksDates(matches:pageEnd:catalogRows:)``).
    ///   - notBefore: when walking, stop at articles published before this Unix time.
    func pageQuery(order: ArticleOrder, page: PageRequest, walkingDates: Bool = false, notBefore: Int64? = nil) -> (
        sql: String, arguments: StatementArguments
    ) {
        var clauses = conditions
        var allArguments = StatementArguments()
        var windowArguments = StatementArguments()
        if walkingDates, let notBefore {
            clauses.append("a.published_at >= ?")
            windowArguments += [notBefore]
        }
        let from: String
        // The order's keys, each selected under a name and sorted on: the page is chosen on these and
        // the articles' ids alone, then only its rows are read whole.
        let keys: [(expression: String, name: String, descending: Bool)]
        switch (order, match) {
        case (.relevance, .some(let match)):
            from = "articles_fts JOIN articles a ON a.id = articles_fts.rowid"
            clauses.insert("articles_fts MATCH ?", at: 0)
            allArguments += [match]
            keys = [("bm25(articles_fts, \(CatalogSchema.bm25Weights))", "relevance", false)]
        case (.popularity, let match):
            from = "articles a LEFT JOIN stories ON stories.story = a.story"
            if let match {
                clauses.insert("a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)", at: 0)
                allArguments += [match]
            }
            keys = [("COALESCE(stories.articles, 1)", "popularity", true)]
        case (.newest, let match), (.relevance, let match):
            from = walkingDates ? "articles a INDEXED BY articles_by_date" : "articles a"
            if let match {
                clauses.insert("a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH ?)", at: 0)
                allArguments += [match]
            }
            keys = []
        }
        let allKeys = keys + [("a.published_at", "published", true), ("a.id", "id", true)]
        allArguments += arguments
        allArguments += windowArguments
        allArguments += [Int64(page.size), Int64(clamping: page.offset)]
        let selected = allKeys.map { "\($0.expression) AS \($0.name)" }.joined(separator: ", ")
        let innerOrder = allKeys.map { $0.expression + ($0.descending ? " DESC" : "") }.joined(separator: ", ")
        let outerOrder = allKeys.map { "page.\($0.name)" + ($0.descending ? " DESC" : "") }.joined(separator: ", ")
        // Sorting every match with all its columns copied those of thousands of rows to show twenty:
        // a page of a word in 1,800 articles took 2.5 ms that way, 1.5 ms this way.
        let sql =
            "SELECT \(CatalogRows.articleColumns) FROM (SELECT \(selected) FROM \(from)"
            + Self.whereClause(clauses)
            + " ORDER BY \(innerOrder) LIMIT ? OFFSET ?) AS page JOIN articles a ON a.id = page.id"
            + " ORDER BY \(outerOrder)"
        return (sql, allArguments)
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
