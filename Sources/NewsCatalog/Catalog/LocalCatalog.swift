import Foundation
import GRDB
import NewsModels
import NewsStorage

/// The local news catalog: articles and sources in SQLite, searchable offline.
///
/// Articles are unique by URL. Sources come from what was imported: the sources given to
/// ``insert(_:sources:)``, plus a bare source (id and name) for every article naming a
/// source id nobody described. A file-backed catalog uses a WAL pool that waits up to
/// five seconds for another process's write, so two shells on one catalog lose nothing.
public struct LocalCatalog: Sendable {
    /// The database (a pool for files, a queue in memory), with storage failures worded as ``CatalogError``.
    let storage: StorageAccess<CatalogError>
    /// Where a bulk load builds its full-text index meanwhile (``FullTextBuild``); nil in memory.
    private let fullTextScratchPath: String?
    /// The grouper the writes that add articles group them with, made on the first such write.
    let stories = StoryDesk()
    /// How much of a bulk load's text waits for the end before its words are indexed as they come
    /// (``CatalogBulkLoad/defaultHeldTextBytes``); a test lowers it to load a few rows the way
    /// millions are loaded.
    var bulkLoadHeldTextBytes = CatalogBulkLoad.defaultHeldTextBytes
    /// From how many expected articles a bulk load keeps the indexes that take rows in order
    /// (``CatalogBulkLoad/inOrderIndexRows``); a test lowers it to load a few rows the way millions are loaded.
    var bulkLoadInOrderIndexRows = CatalogBulkLoad.inOrderIndexRows

    /// Wraps an opened, migrated database.
    private init(writer: any DatabaseWriter, fullTextScratchPath: String?) {
        self.storage = StorageAccess(writer: writer, failure: CatalogError.database)
        self.fullTextScratchPath = fullTextScratchPath
    }

    /// Runs `body` in a write transaction that may group articles with ``stories``; when it fails,
    /// the grouper is dropped, as it may have read articles the rollback took away.
    func writeGrouping<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await storage.write(body)
        } catch {
            stories.forget()
            throw error
        }
    }

    /// Opens (creating when missing) the catalog file at a path and brings its schema up to date.
    ///
    /// - Parameter purpose: browsing gives each reader a 16 MB page cache; an import gives the
    ///   writer a large one, so index pages stay in memory instead of being read again.
    /// - Parameter upgrading: told how far an upgrade of a catalog an earlier version wrote has come.
    /// - Throws: ``CatalogError/database(_:)`` with a short reason.
    public static func open(
        path: String, purpose: CatalogPurpose = .browsing, upgrading: CatalogUpgradeProgress.Report? = nil
    ) throws -> LocalCatalog {
        do {
            return try openFile(path: path, purpose: purpose, upgrading: upgrading)
        } catch {
            throw CatalogError.database(StorageFailure.reason(for: error, at: path))
        }
    }

    /// Opens the catalog file as ``open(path:purpose:)`` does, trying again as `waiting` says while
    /// another process's first import holds it.
    ///
    /// - Throws: ``CatalogError/database(_:)`` with a short reason: "busy" once `waiting` gives up.
    public static func open(
        path: String, purpose: CatalogPurpose = .browsing, waiting: CatalogOpenWait, upgrading: CatalogUpgradeProgress.Report? = nil
    ) async throws -> LocalCatalog {
        var attempts = 0
        while true {
            do {
                return try openFile(path: path, purpose: purpose, upgrading: upgrading)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                attempts += 1
                guard await waiting.pause(attempts) else {
                    throw CatalogError.database(StorageFailure.reason(for: error, at: path))
                }
            } catch {
                throw CatalogError.database(StorageFailure.reason(for: error, at: path))
            }
        }
    }

    private static func openFile(path: String, purpose: CatalogPurpose, upgrading: CatalogUpgradeProgress.Report?) throws -> LocalCatalog {
        // Feed addresses can hold tokens (`?key=…`): the catalog is its owner's alone, like the accounts.
        try PrivateDatabaseFile.makePrivate(path)
        let tuning = purpose.tuning(catalogBytes: SQLiteSetup.fileSize(at: path))
        let pool = try SQLiteSetup.openPool(
            path: path, migrator: CatalogSchema.migrator(reporting: upgrading), tuning: tuning, pageSize: CatalogSchema.pageSize
        )
        return LocalCatalog(writer: pool, fullTextScratchPath: FullTextBuild.path(besideCatalog: path))
    }

    /// Opens an empty catalog held in memory, for tests and previews; it allows bulk loads.
    ///
    /// - Throws: ``CatalogError/database(_:)`` with a short reason.
    public static func inMemory() throws -> LocalCatalog {
        do {
            let queue = try SQLiteSetup.openInMemory(migrator: CatalogSchema.migrator, tuning: ConnectionTuning(spansTransactions: true))
            return LocalCatalog(writer: queue, fullTextScratchPath: nil)
        } catch {
            throw CatalogError.database(StorageFailure.reason(for: error))
        }
    }

    /// Adds articles and sources in one transaction and returns how many articles were new.
    ///
    /// An article whose URL is already in the catalog (or earlier in `records`) is skipped,
    /// never an error. A source already in the catalog is updated: given fields replace
    /// stored ones, missing fields keep what was stored.
    public func insert(_ records: [CatalogRecord], sources: [Source] = []) async throws -> Int {
        try await writeGrouping { [stories] db in
            try Self.insert(records, sources: sources, grouping: stories, in: db)
        }
    }

    /// Fills an empty catalog with the bundled fictional sample; returns whether it did.
    ///
    /// The check and the fill happen in one transaction, so two processes starting at
    /// once fill the catalog only once.
    public func fillWithSampleIfEmpty() async throws -> Bool {
        // A read decides first: a catalog with news is never locked for writing just to start, so a
        // long import running in another shell cannot hold up this one's start.
        let hasArticles = try await storage.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
        }
        guard !hasArticles else { return false }
        return try await writeGrouping { [stories] db in
            let hasArticles = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
            guard !hasArticles else { return false }
            _ = try Self.insert(SampleCatalog.records, sources: SampleCatalog.sources, grouping: stories, in: db)
            return true
        }
    }

    /// Removes the bundled fictional sample, so imported news is not mixed with made-up stories, and
    /// opens a bulk load when no other news is left or the file brings at least as many articles as
    /// the catalog holds (`expectedRows`); nil (the sample still removed) when the catalog has
    /// more news, which an import then adds to batch by batch.
    ///
    /// - Parameter holdingTransaction: whether the load is one transaction whatever the catalog
    ///   holds, so that nothing (not even the sample's removal) is committed until the load is: into
    ///   a catalog with news the load is then no bulk load (``CatalogBulkLoad/isBulk``), never nil.
    /// - Parameter roughRows: about how many articles a file holds when only a rough guess is to be
    ///   had (a gzip file's, from how far into it the first batch went): it chooses how much of the
    ///   load's text waits before it is indexed, nothing else; `expectedRows` when nil.
    /// - Throws: ``CatalogError`` when the catalog cannot be written, for example while another
    ///   import holds it for longer than the wait allows.
    public func beginBulkLoad(
        holdingTransaction: Bool = false, expectedRows: Int? = nil, roughRows: Int? = nil
    ) async throws -> CatalogBulkLoad? {
        // This process's own idle readers would keep the load in WAL mode (``BulkJournal``).
        (storage.writer as? DatabasePool)?.invalidateReadOnlyConnections()
        // The load removes the sample, whose stories the live grouper may hold: it restores without them.
        stories.forget()
        return try await CatalogBulkLoad.begin(
            storage, stories: stories, scratchPath: fullTextScratchPath, heldTextBytes: bulkLoadHeldTextBytes,
            holdingTransaction: holdingTransaction, expectedRows: expectedRows, roughRows: roughRows,
            inOrderIndexRows: bulkLoadInOrderIndexRows)
    }

    /// Whether the catalog holds the bundled fictional sample (one look up by URL).
    public func holdsSample() async throws -> Bool {
        try await storage.read { db in try Self.holdsSample(db) }
    }

    /// Whether a shell browsing the catalog at `path` would see the fictional sample: the file is
    /// missing or empty (the first shell fills it with the sample) or holds the sample.
    ///
    /// Reads without creating, migrating or writing anything, so a session that never needs news
    /// still never makes a catalog; a file that cannot be read counts as showing the sample, what
    /// a fresh start would give.
    public static func showsSample(path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return true }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let hasArticles = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM articles)") ?? false
                return try !hasArticles || holdsSample(db)
            }
        } catch {
            return true
        }
    }

    /// Whether the sample's first article is in the catalog: the sample goes in and out whole.
    private static func holdsSample(_ db: Database) throws -> Bool {
        guard let url = SampleCatalog.records.first?.article.url else { return false }
        return try KnownURLStatement(in: db).contains(url, urlKey: URLKey.of(url))
    }

    /// How many articles the catalog holds.
    public func articleCount() async throws -> Int {
        try await storage.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") ?? 0
        }
    }

    /// Gathers the statistics SQLite's planner uses, so that a filter on few sources (a country)
    /// walks those sources' articles instead of a whole category; about a quarter of a second
    /// for half a million articles, run once after an import.
    ///
    /// Statistics gathered when the catalog held within a tenth of the articles it holds now
    /// (``statisticsDrift``) are left as they are: they guide the planner as well, and gathering
    /// them again was most of the 1.5 to 2.6 s an import of one article took at 4.2 million.
    ///
    /// - Parameter articleIndexes: the article indexes' statistics when a bulk load kept them
    ///   (``ImportFileSummary/indexStatistics``) and nothing was written since: they are written as
    ///   they are, and only the other tables are analysed. Nil analyses every table.
    public func refreshQueryStatistics(knowing articleIndexes: ArticleIndexStatistics? = nil) async throws {
        try await storage.write { db in
            // ANALYZE reads every page once, which a cache never serves again; through an import's
            // 64 MB cache it would leave up to 64 MB of such pages at the import's end. So would
            // counting the articles, at 4.2 million.
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size")
            try db.execute(sql: "PRAGMA cache_size = -\(CatalogBulkLoad.appendingCacheKiB)")
            defer {
                if let cacheSize { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            }
            if articleIndexes == nil, try Self.statisticsHold(in: db) { return }
            // `pragma_table_list` came with SQLite 3.37: an older one analyses every table.
            guard let articleIndexes,
                let others = try? String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM pragma_table_list
                        WHERE schema = 'main' AND type IN ('table', 'shadow') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                            AND name <> 'articles'
                        """)
            else {
                try db.execute(sql: "ANALYZE")
                return
            }
            // Each ANALYZE replaces its own table's rows alone, and the first makes sqlite_stat1.
            for table in others {
                try db.execute(sql: "ANALYZE \(table.quotedDatabaseIdentifier)")
            }
            try articleIndexes.write(in: db)
            // The planner reads sqlite_stat1 when a connection opens, or when told to read it again.
            try db.execute(sql: "ANALYZE sqlite_schema")
        }
    }

    /// The share of its articles by which a catalog may grow or shrink before its statistics are
    /// gathered again: a tenth.
    static let statisticsDrift = 10

    /// Whether `sqlite_stat1` counted the articles when the catalog held within a tenth of what it
    /// holds now; false when nothing was gathered yet.
    private static func statisticsHold(in db: Database) throws -> Bool {
        // The table exists only once ANALYZE has run. A stat begins with the rows its index holds,
        // which a partial index has fewer of: the largest is the table's.
        guard
            let counted = try? Int.fetchOne(
                db, sql: "SELECT MAX(CAST(stat AS INTEGER)) FROM sqlite_stat1 WHERE tbl = 'articles' AND idx IS NOT NULL"),
            counted > 0
        else { return false }
        let rows = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") ?? 0
        return abs(rows - counted) * statisticsDrift < counted
    }

    /// How many sources the catalog knows.
    public func sourceCount() async throws -> Int {
        try await storage.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sources") ?? 0
        }
    }

    // MARK: - Writing

    /// Deletes the sample's articles, sources and stories inside an open transaction; returns how
    /// many articles it deleted.
    static func removeSample(in db: Database) throws -> Int {
        let urls = SampleCatalog.records.map(\.article.url)
        guard try KnownURLStatement(in: db).contains(urls[0], urlKey: URLKey.of(urls[0])) else { return 0 }
        var removed = 0
        let deleteArticle = try db.cachedStatement(sql: "DELETE FROM articles INDEXED BY articles_by_url_key WHERE url_key = ? AND url = ?")
        for url in urls {
            try deleteArticle.execute(arguments: [URLKey.of(url), url])
            removed += db.changesCount
        }
        for id in SampleCatalog.sources.map(\.id) {
            try db.execute(sql: "DELETE FROM source_categories WHERE source_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM sources WHERE id = ?", arguments: [id])
        }
        for story in Set(SampleCatalog.records.compactMap(\.story)) {
            try db.execute(sql: "DELETE FROM stories WHERE story = ?", arguments: [story])
        }
        return removed
    }

    /// Inserts sources and articles inside an open transaction and keeps the counts in step.
    ///
    /// An article whose URL is present is skipped; the added rows go into the full-text index
    /// with one statement, and into their stories with `grouping` (nil: a bulk load's own pass
    /// groups them before it commits).
    static func insert(_ records: [CatalogRecord], sources: [Source], grouping: StoryDesk?, in db: Database) throws -> Int {
        var described = try upsert(sources, in: db)
        let knownURL = try KnownURLStatement(in: db)
        // Rows added now get ids above the largest one: the full-text index takes them in one statement below.
        var addArticle = try ArticleInsertStatement(in: db)
        var tally = CatalogTally()
        for record in records {
            let sourceID = try addBareSource(of: record, unless: &described, in: db)
            let urlKey = URLKey.of(record.article.url)
            if try !knownURL.contains(record.article.url, urlKey: urlKey) {
                try addArticle.insert(record, sourceID: sourceID, urlKey: urlKey, cjkTerms: CJKTerms.of(record.article))
                tally.count(sourceID: sourceID, category: record.category, story: record.story)
            }
        }
        if tally.added > 0 {
            try indexArticles(after: addArticle.lastIDBefore, in: db)
            try grouping?.group(after: addArticle.lastIDBefore, in: db)
        }
        try tally.save(in: db)
        return tally.added
    }

    /// Adds every article with an id above `lastID` (the rows just inserted) to the full-text
    /// index in one statement, in the order of their ``SearchKey``s.
    ///
    /// In key order FTS5 gathers the rows' terms until its pending bytes are full; in any other
    /// order it writes them out whenever a key is lower than the one before.
    ///
    /// - Parameter most: whether the rows are most of the catalog (a bulk load into one with news):
    ///   they are then read in key order (date, then id) through the date index. Otherwise the few
    ///   new rows are found by id and sorted (the `+` keeps SQLite from walking a whole index for
    ///   them: 270 ms to find the newest 370 of 4.2 million articles that way, under a millisecond
    ///   by id).
    static func indexArticles(after lastID: Int64, most: Bool = false, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO articles_fts (rowid, \(CatalogSchema.fullTextColumns)) " + newRows(most: most), arguments: [lastID])
    }

    /// The rows ``indexArticles(after:most:in:)`` indexes, the last id before them its one argument.
    static func newRows(most: Bool) -> String {
        """
        SELECT search_key, \(CatalogSchema.fullTextColumns) FROM articles WHERE id > ?
        ORDER BY \(most ? "published_at, id" : "+search_key")
        """
    }

    /// Appends articles whose URLs are known to be new, with their ``URLKey``s, inside a bulk load's
    /// transaction, with row ids from `firstID` on: rows alone, without indexes, sources or counts,
    /// which the load's ``BulkLoadLedger`` writes at its end; each in its story from `stories` when
    /// the load's ``StoryStream`` grouped them (nil: its pass groups them before it commits), and
    /// with their ``CJKTerms`` `cjkTerms`.
    static func appendRows(
        _ records: [CatalogRecord], urlKeys: [Int64], stories: [Int64]?, cjkTerms: [String?], firstID: Int64, in db: Database
    ) throws {
        // Through a buffer: an array's element, even by index, is copied for the call, retaining and
        // releasing all its text (2% of a UCI import's CPU in three such loops).
        try records.withUnsafeBufferPointer { records in
            var addArticle = try ArticleInsertStatement(in: db)
            for index in records.indices {
                try addArticle.insert(
                    records[index], sourceID: records[index].sourceID, urlKey: urlKeys[index], id: firstID + Int64(index),
                    story: stories?[index], cjkTerms: cjkTerms[index])
            }
        }
    }

    /// Adds or updates described sources and returns their ids.
    ///
    /// A source already in the catalog is updated: given fields replace stored ones, missing
    /// fields keep what was stored.
    static func upsert(_ sources: [Source], in db: Database) throws -> Set<String> {
        let upsertSource = try BoundStatement(
            """
            INSERT INTO sources (id, name, description, url, category, language, country)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                name = excluded.name,
                description = COALESCE(excluded.description, description),
                url = COALESCE(excluded.url, url),
                category = COALESCE(excluded.category, category),
                language = COALESCE(excluded.language, language),
                country = COALESCE(excluded.country, country)
            """, in: db)
        var described = Set<String>()
        for source in sources where !source.id.isEmpty && described.insert(source.id).inserted {
            upsertSource.bind(1, source.id)
            upsertSource.bind(2, source.name)
            upsertSource.bind(3, source.description)
            upsertSource.bind(4, source.url)
            upsertSource.bind(5, source.category?.rawValue)
            upsertSource.bind(6, source.language.map(ArticleFilter.code))
            upsertSource.bind(7, source.country.map(ArticleFilter.code))
            _ = try upsertSource.run()
        }
        return described
    }

    /// Adds a bare source (id and name) for a record naming a source id not yet seen; returns the id.
    private static func addBareSource(of record: CatalogRecord, unless described: inout Set<String>, in db: Database) throws -> String? {
        guard let sourceID = record.sourceID else { return nil }
        if described.insert(sourceID).inserted {
            try db.cachedStatement(sql: "INSERT INTO sources (id, name) VALUES (?, ?) ON CONFLICT (id) DO NOTHING")
                .execute(arguments: [sourceID, record.article.source.name])
        }
        return sourceID
    }
}
