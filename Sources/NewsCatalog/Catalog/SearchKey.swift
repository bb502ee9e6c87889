import GRDB

/// An article's row id in the full-text index: its publication second in the high bits and its
/// catalog row id in the low ones, so the index's order is newest-first order.
///
/// FTS5 keeps each word's list of rows sorted by row id, so a newest-first page of a search reads
/// the end of those lists and stops after a page (`ORDER BY rowid DESC LIMIT`), at any size of
/// catalog, where ordering by date had to look up and sort every match (45 ms for a word in 18,000
/// of 4.2 million articles). Articles published in the same second keep the catalog's order.
///
/// The low ``idBits`` bits hold the row id modulo 2²⁵, so two articles share a key only when they
/// share a second and their ids differ by a multiple of 33,554,432: below that many articles it
/// cannot happen, and a key's low bits are its row id, so no index of keys is needed (an import
/// maintaining one was a tenth slower). The first id past that makes the index
/// (``free(published:id:in:)``), through which each later one finds a free key. Publication
/// seconds are clamped to about ±4,300 years around 1970, keeping every key within 64 bits.
enum SearchKey {
    /// How many low bits hold the row id.
    static let idBits = 25
    /// One more than the largest row id the low bits hold: ids from here on may share keys.
    static let idLimit: Int64 = 1 << idBits
    /// The latest second a key tells apart; later ones sort with it.
    static let latestSecond: Int64 = (1 << 37) - 1
    /// The earliest second a key tells apart; earlier ones sort with it.
    static let earliestSecond: Int64 = -(1 << 37)

    /// The key of the article with row id `id` published at Unix second `published`.
    static func of(published: Int64, id: Int64) -> Int64 {
        firstKey(ofSecond: published) + (id & (idLimit - 1))
    }

    /// The smallest key an article published at Unix second `published` can have.
    static func firstKey(ofSecond published: Int64) -> Int64 {
        min(max(published, earliestSecond), latestSecond) * idLimit
    }

    /// The largest key an article published at Unix second `published` can have.
    static func lastKey(ofSecond published: Int64) -> Int64 {
        firstKey(ofSecond: published) + idLimit - 1
    }

    /// The index of keys, which exists once an id has reached ``idLimit``.
    static let indexName = "articles_by_search_key"

    /// Whether every article's key holds its row id in its low bits, as it does while every id is
    /// below ``idLimit`` (the largest id is one look-up); otherwise the index of keys exists.
    static func keysHoldRowIDs(in db: Database) throws -> Bool {
        try (Int64.fetchOne(db, sql: "SELECT MAX(id) FROM articles") ?? 0) < idLimit
    }

    /// ``of(published:id:)`` in SQL, over the columns of `articles`, for a migration's `UPDATE`.
    static let sqlExpression = "min(max(published_at, \(earliestSecond)), \(latestSecond)) * \(idLimit) + (id & \(idLimit - 1))"

    /// The key for the article with row id `id` published at `published`, free in the catalog: its
    /// own ``of(published:id:)`` below ``idLimit``, else the first one no other article holds,
    /// found through the index of keys, made here the first time.
    static func free(published: Int64, id: Int64, in db: Database) throws -> Int64 {
        var key = of(published: published, id: id)
        guard id >= idLimit else { return key }
        try db.execute(sql: "CREATE UNIQUE INDEX IF NOT EXISTS \(indexName) ON articles(search_key)")
        let taken = try db.cachedStatement(sql: "SELECT 1 FROM articles WHERE search_key = ? AND id <> ?")
        // Keys stay within ±2⁶², so counting up cannot overflow. Past the second's last key comes the
        // next second's first: an order off by one second, in a catalog past 33 million articles with
        // 33 million of them in one second.
        while try Bool.fetchOne(taken, arguments: [key, id]) ?? false {
            key += 1
        }
        return key
    }
}
