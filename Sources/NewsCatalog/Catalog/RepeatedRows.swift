import GRDB
import NewsModels

/// The rows a bulk load appended whose URL a row with a smaller id holds, found once the URL key
/// index is built and removed once the full-text index holds every row (a removed row leaves it
/// by trigger): the first row of a URL stays, as an insert keeps the first.
struct RepeatedRows: Sendable {
    /// The repeated rows' ids, in increasing order.
    let ids: [Int64]
    /// The repeated rows' counts, to take out of the sources', categories' and stories' counts.
    private let counts: CatalogTally

    /// How many repeated rows one statement deletes: their ids are written into it, and SQLite reads
    /// a statement of a few kilobytes as fast as any.
    static let deletedAtOnce = 500

    /// Finds the rows from `firstID` on that repeat a URL.
    ///
    /// The URL key index finds the keys held more than once (``repeatedURLKeys(in:)``); the URLs
    /// themselves decide, so two URLs sharing a key both stay, and a key whose rows all came before
    /// the load loses none.
    static func find(appendedFrom firstID: Int64, in db: Database) throws -> RepeatedRows {
        let keys = try repeatedURLKeys(in: db)
        guard !keys.isEmpty else { return RepeatedRows(ids: [], counts: CatalogTally()) }
        let rows = try db.cachedStatement(
            sql: "SELECT id, url, source_id, category, story FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? ORDER BY id")
        var counts = CatalogTally()
        var ids: [Int64] = []
        for key in keys {
            var kept = Set<String>()
            for row in try Row.fetchAll(rows, arguments: [key]) {
                let url: String = row["url"]
                let id: Int64 = row["id"]
                guard !kept.insert(url).inserted, id >= firstID else { continue }
                ids.append(id)
                let category = NewsCategory(rawValue: row["category"] as String) ?? .general
                counts.uncount(sourceID: row["source_id"], category: category, story: row["story"])
            }
        }
        ids.sort()
        return RepeatedRows(ids: ids, counts: counts)
    }

    /// The URL keys that more than one row holds, each once, in key order.
    ///
    /// Read by stepping the URL key index and comparing neighbours: a `GROUP BY url_key` ran
    /// SQLite's aggregate for every key, 2.3 s of a 4.2-million-row import's serial end.
    static func repeatedURLKeys(in db: Database) throws -> [Int64] {
        let keys = try Int64.fetchCursor(db, sql: "SELECT url_key FROM articles INDEXED BY articles_by_url_key ORDER BY url_key")
        var repeated: [Int64] = []
        var previous: Int64?
        while let key = try keys.next() {
            if key == previous, repeated.last != key {
                repeated.append(key)
            }
            previous = key
        }
        return repeated
    }

    /// Deletes the rows and takes them out of the counts, inside the load's transaction.
    func remove(in db: Database) throws {
        guard !ids.isEmpty else { return }
        // Many rows a statement, in id order: the full-text index's delete trigger writes its pending
        // terms to disk at the end of every statement, and a row a statement paid that flush (a
        // segment, and merges) for each repeated URL, about 2 ms each.
        for start in stride(from: 0, to: ids.count, by: Self.deletedAtOnce) {
            let batch = ids[start..<min(start + Self.deletedAtOnce, ids.count)]
            try db.execute(sql: "DELETE FROM articles WHERE id IN (\(batch.map(String.init).joined(separator: ",")))")
        }
        try counts.save(in: db)
        try db.execute(sql: "DELETE FROM source_categories WHERE articles <= 0")
        try db.execute(sql: "DELETE FROM stories WHERE articles <= 0")
    }
}
