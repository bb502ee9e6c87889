import GRDB

/// The insert every import runs once per article, its values bound without boxing (``BoundStatement``).
struct ArticleInsertStatement: ~Copyable {
    private let statement: BoundStatement

    /// Prepares the insert on the connection of `db`.
    ///
    /// - Parameter skippingKnownURLs: an article whose URL is in the catalog is skipped (it needs
    ///   the unique URL index); without it, the caller vouches that every URL is new.
    init(in db: Database, skippingKnownURLs: Bool) throws {
        statement = try BoundStatement("""
            INSERT INTO articles (url, source_id, source_name, author, title, description,
                                  url_to_image, published_at, content, category, story)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """ + (skippingKnownURLs ? " ON CONFLICT (url) DO NOTHING" : ""), in: db)
    }

    /// Inserts one article filed under `sourceID`; returns whether it was added (false: its URL was known).
    func insert(_ record: CatalogRecord, sourceID: String?) throws -> Bool {
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
        return try statement.run() > 0
    }
}
