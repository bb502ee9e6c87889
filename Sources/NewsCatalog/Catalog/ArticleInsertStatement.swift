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
            INSERT INTO articles (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, in: db)
        self.statement = statement
        self.db = db
        self.lastIDBefore = lastID
        self.nextID = lastID + 1
    }

    /// Inserts one article filed under `sourceID`, its URL's key `urlKey` (``URLKey/of(_:)``), with
    /// row id `id` (nil: the next above the largest), in story `story` when it is known already (a
    /// bulk load's ``StoryStream``; nil: the write's grouping sets it), with its ``CJKTerms``
    /// `cjkTerms`; returns the row id.
    ///
    /// A bulk load gives ids below ``SearchKey/idLimit``, whose keys need no look-up: its indexes
    /// are not built yet.
    @discardableResult
    mutating func insert(
        _ record: CatalogRecord, sourceID: String?, urlKey: Int64, id: Int64? = nil, story: Int64? = nil, cjkTerms: String?
    ) throws -> Int64 {
        let rowID = id ?? nextID
        nextID = max(nextID, rowID + 1)
        let published = UnixTime.secondsRoundingDown(record.article.publishedAt)
        try Self.bind(
            record, sourceID: sourceID, urlKey: urlKey, id: rowID, published: published, story: story,
            cjkTerms: cjkTerms, to: statement, in: db)
        _ = try statement.run()
        return rowID
    }

    /// The columns every insert of an article fills, in the order ``bind(_:sourceID:urlKey:id:published:story:to:in:)``
    /// binds them: parameters 1 to 17. An insert that keeps more (``ArticleRestoreStatement``) lists its own after them.
    static let columns = """
        url, source_id, source_name, author, title, description, url_to_image, published_at, content, category, story, \
        url_key, id, search_key, cjk_terms, published_day_only, story_id
        """

    /// Binds ``columns`` of the article `record` to parameters 1 to 17 of `statement`: row id `id`,
    /// published at Unix second `published`, in story `story` (nil: the write's grouping sets it),
    /// its ``CJKTerms`` `cjkTerms`.
    static func bind(
        _ record: CatalogRecord, sourceID: String?, urlKey: Int64, id: Int64, published: Int64, story: Int64?, cjkTerms: String?,
        to statement: borrowing BoundStatement, in db: Database
    ) throws {
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
        statement.bind(13, id)
        statement.bind(14, try SearchKey.free(published: published, id: id, in: db))
        statement.bind(15, cjkTerms)
        statement.bind(16, Int64(record.article.publishedIsDayOnly ? 1 : 0))
        statement.bind(17, story)
    }
}
