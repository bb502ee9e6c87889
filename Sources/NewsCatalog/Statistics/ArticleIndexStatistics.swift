import GRDB

/// The article indexes' statistics for SQLite's planner, as `ANALYZE` writes them to
/// `sqlite_stat1`, from counts a bulk load kept (``ArticleIndexSketch``) instead of a walk of
/// every index.
///
/// `articles_by_identity` is absent, as `ANALYZE` leaves it for an index with no entries: a bulk
/// load's rows carry no feed identity.
public struct ArticleIndexStatistics: Sendable, Equatable {
    /// How many rows the article table holds.
    public let rows: Int
    /// For each index by name, about how many distinct values each leading run of its columns holds.
    public let distinctByIndex: [String: [Int]]

    /// Statistics of `rows` rows whose indexes hold `distinctByIndex` distinct leading values.
    init(rows: Int, distinctByIndex: [String: [Int]]) {
        self.rows = rows
        self.distinctByIndex = distinctByIndex
    }

    /// Each index's `sqlite_stat1` value: the rows, then for each leading run of columns the rows
    /// one value of it holds on average, rounded up, as `ANALYZE` writes it.
    var statByIndex: [String: String] {
        distinctByIndex.mapValues { distinct in
            var wider = 1
            let averages = distinct.map { count in
                // A run of more columns holds at least as many values as a shorter one, and no more than rows.
                wider = min(max(count, wider, 1), max(rows, 1))
                return Self.averageRows(rows, distinct: wider)
            }
            return ([rows] + averages).map(String.init).joined(separator: " ")
        }
    }

    /// The rows one of `distinct` values holds, as SQLite's `ANALYZE` rounds it: up, and 2 taken as 1
    /// when nearly every value is unique (at most one row in ten shares its value).
    static func averageRows(_ rows: Int, distinct: Int) -> Int {
        let average = (rows + distinct - 1) / distinct
        return average == 2 && rows * 10 <= distinct * 11 ? 1 : average
    }

    /// Replaces the article table's rows in `sqlite_stat1` with these, which SQLite's planner reads
    /// as it would `ANALYZE`'s; `sqlite_stat1` must exist (an `ANALYZE` of any table makes it).
    func write(in db: Database) throws {
        try db.execute(sql: "DELETE FROM sqlite_stat1 WHERE tbl = 'articles'")
        // An empty table's indexes get no row from ANALYZE either.
        guard rows > 0 else { return }
        for (index, stat) in statByIndex.sorted(by: { $0.key < $1.key }) {
            try db.execute(sql: "INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('articles', ?, ?)", arguments: [index, stat])
        }
    }
}
