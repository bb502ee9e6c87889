import GRDB
import NewsStorage

/// The insert every import runs once per article, its values bound without boxing (``BoundStatement``).
///
/// It adds every article it is given: a caller that may repeat a URL asks ``KnownURLStatement`` first.
/// Each row gets its id (the next above the largest, unless the caller gives one) and its
/// ``SearchKey``, which the full-text index files it under.
struct ArticleInsertStatement: ~Copyable {
    private let statement: BoundStatement
    private let db: Database
    /// The largest row id when the statement was prepared: the rows it adds without ids come after it.
    let lastIDBefore: Int64
    /// The id the next row gets when the caller gives none.
    private var nextID: Int64

    /// Prepares the insert on the connection of `db`.
    init(in db: Database) throws {
        let lastID = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0
        let statement = try BoundStatement(
            """
            INSERT INTO articles (url, source_id, source_name, author, title, description,
                                  url_to_image, published_at, content, category, story, url_key, id, search_key,
                                  cjk_terms, published_day_only, story_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, in: db)
        self.statement = statement
        self.db = db
        self.lastIDBefore = lastID
        self.nextID = lastID + 1
    }

    /// Inserts one article filed under `sourceID`, its URL's key `urlKey` (``URLKey/of(_:)``), with
    /// row id `id` (nil: the next above the largest), in story `story` when it is known already (a
    /// bulk load's ``StoryStream``; nil: the write's grouping sets it); returns the row id.
    ///
    /// A bulk load gives ids below ``SearchKey/idLimit``, whose keys need no look-up: its indexes
    /// are not built yet.
    @discardableResult
    mutating func insert(_ record: CatalogRecord, sourceID: String?, urlKey: Int64, id: Int64? = nil, story: Int64? = nil) throws -> Int64 {
        let rowID = id ?? nextID
        nextID = max(nextID, rowID + 1)
        let published = UnixTime.secondsRoundingDown(record.article.publishedAt)
        // Each field is read in place: copying the article first would retain and release all its text.
        statement.bind(1, record.article.url)
        statement.bind(2, sourceID)
        statement.bind(3, record.article.source.name)
        statement.bind(4, record.article.author)
        statement.bind(5, record.article.title)
        statement.bind(6, record.article.description)
        statement.bind(7, record.article.urlToImage)
        statement.bind(8, published)
        statement.bind(9, record.article.content)
        statement.bind(10, record.category.rawValue)
        statement.bind(11, record.story)
        statement.bind(12, urlKey)
        statement.bind(13, rowID)
        statement.bind(14, try SearchKey.free(published: published, id: rowID, in: db))
        statement.bind(15, CJKTerms.of(record.article))
        statement.bind(16, Int64(record.article.publishedIsDayOnly ? 1 : 0))
        statement.bind(17, story)
        _ = try statement.run()
        return rowID
    }
}
