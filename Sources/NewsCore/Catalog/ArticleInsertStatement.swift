import GRDB

/// The insert every import runs once per article, its values bound without boxing (``BoundStatement``).
///
/// It adds every article it is given: a caller that may repeat a URL asks ``KnownURLStatement`` first.
struct ArticleInsertStatement: ~Copyable {
    private let statement: BoundStatement

    /// Prepares the insert on the connection of `db`.
    init(in db: Database) throws {
        statement = try BoundStatement(
            """
            INSERT INTO articles (url, source_id, source_name, author, title, description,
                                  url_to_image, published_at, content, category, story, url_key, id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, in: db)
    }

    /// Inserts one article filed under `sourceID`, its URL's key `urlKey` (``URLKey/of(_:)``), with
    /// row id `id` (nil: the next free one).
    func insert(_ record: CatalogRecord, sourceID: String?, urlKey: Int64, id: Int64? = nil) throws {
        // Each field is read in place: copying the article first would retain and release all its text.
        statement.bind(1, record.article.url)
        statement.bind(2, sourceID)
        statement.bind(3, record.article.source.name)
        statement.bind(4, record.article.author)
        statement.bind(5, record.article.title)
        statement.bind(6, record.article.description)
        statement.bind(7, record.article.urlToImage)
        statement.bind(8, UnixTime.secondsRoundingDown(record.article.publishedAt))
        statement.bind(9, record.article.content)
        statement.bind(10, record.category.rawValue)
        statement.bind(11, record.story)
        statement.bind(12, urlKey)
        statement.bind(13, id)
        _ = try statement.run()
    }
}
