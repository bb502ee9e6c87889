import GRDB
import NewsModels
import NewsStorage

/// The insert ``ArticleRestore`` runs once per article: every column an export keeps, in one
/// statement, so the full-text index (filled after the rows, from their columns) never meets a row
/// changed after it was indexed; and the look-up that finds an article present.
struct ArticleRestoreStatement: ~Copyable {
    private let statement: BoundStatement
    private let present: Statement
    private let db: Database
    /// The largest row id when the statement was prepared: the rows it adds come after it.
    let lastIDBefore: Int64
    /// The id the next row gets.
    private(set) var nextID: Int64

    /// Prepares the insert and the look-up on the connection of `db`.
    init(in db: Database) throws {
        let lastID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0
        // What FeedItemWriter calls known: that identity, or that address with no identity of its own.
        let present = try db.makeStatement(
            sql: """
                SELECT story_id FROM articles WHERE identity = ?1
                UNION ALL
                SELECT story_id FROM articles INDEXED BY articles_by_url_key WHERE url_key = ?2 AND url = ?1 AND identity IS NULL
                LIMIT 1
                """)
        let statement = try BoundStatement(
            """
            INSERT INTO articles (\(ArticleInsertStatement.columns), identity, enclosures, body_html, page, page_text, page_read_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, in: db)
        self.statement = statement
        self.present = present
        self.db = db
        lastIDBefore = lastID
        nextID = lastID + 1
    }

    /// The story of the article known by `article`'s id (``Article/id``) when the catalog holds it
    /// (inner nil: it has none); nil when it does not.
    func storyOfPresent(_ article: Article) throws -> Int64?? {
        let key = article.id
        guard let row = try Row.fetchOne(present, arguments: [key, URLKey.of(key)]) else { return nil }
        let story: Int64? = row[0]
        return .some(story)
    }

    /// Inserts one article with what its line kept, in story `story` (nil: grouped after the batch).
    mutating func insert(_ record: CatalogRecord, kept: ArticleLineParser.Kept, story: Int64?) throws {
        let rowID = nextID
        nextID += 1
        let published = UnixTime.secondsRoundingDown(record.article.publishedAt)
        try ArticleInsertStatement.bind(
            record, sourceID: record.sourceID, urlKey: URLKey.of(record.article.url), id: rowID, published: published, story: story,
            cjkTerms: CJKTerms.of(record.article), to: statement, in: db)
        statement.bind(18, record.article.identity)
        statement.bind(19, FeedItemWriter.enclosuresJSON(record.article.enclosures))
        statement.bind(20, kept.bodyHTML)
        statement.bind(21, kept.page?.json)
        statement.bind(22, kept.page?.plainText)
        statement.bind(23, kept.page == nil ? nil : kept.pageReadAt)
        _ = try statement.run()
    }
}
