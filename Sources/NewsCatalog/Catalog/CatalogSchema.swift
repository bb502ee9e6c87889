import GRDB
import NewsModels

/// The local catalog's tables, indexes, full-text index and its triggers, as migrations.
///
/// - `sources`: one row per source id.
/// - `articles`: one row per URL for data sets and NewsAPI, found by its ``URLKey`` (`url_key`,
///   indexed); a feed's items are articles of their own even when they share a link, some known
///   by an `identity` of their own (indexed where set); `published_at` holds whole Unix seconds (UTC).
/// - `articles.story_id`: the row id of the first article of the article's story, grouped as the
///   row is written (``StoryDesk``, ``StoryPass``); `articles.story` is a data set's own story id
///   (UCI's `STORY`), kept only to measure the grouping and never read by it.
/// - `source_categories`, `stories`: how many articles each source has per category, and
///   how many articles cover each story; kept up to date by every insert.
///   `published_day_only` is 1 when the date named only its day (HuffPost's, a feed's
///   `2020-01-10`): it is stored at midnight UTC and shown without a time.
/// - `articles_fts`: an FTS5 index over title, description, content, source name, author,
///   `cjk_terms` (the bigrams of Chinese, Japanese and Korean text, ``CJKTerms``; NULL for all
///   other articles) and `page_text` (the text of the article's page once reader mode read it,
///   kept as `page`; NULL until then), with `articles` as its external content, each article filed under its
///   ``SearchKey`` (`search_key`) so that the index's order is newest first; each insert adds its
///   rows in one statement, and triggers follow updates and deletes; the unicode61 tokenizer
///   folds case and diacritics.
enum CatalogSchema {
    /// The weights `bm25` gives the indexed columns (title, description, content, source name,
    /// author, CJK terms, page text): a title hit counts most, an author's or a description's next,
    /// the body's and the page's least. CJK terms come from every field, so they weigh as a
    /// description does.
    static let bm25Weights = "10.0, 4.0, 1.0, 2.0, 4.0, 4.0, 1.0"

    /// The columns of the full-text index, in order: each is a column of `articles` too.
    static let fullTextColumns = importedFullTextColumns + ", page_text"

    /// The columns an import indexes: all but the page text, which only reader mode writes.
    static let importedFullTextColumns = "title, description, content, source_name, author, cjk_terms"

    /// The migrator that creates or upgrades a catalog, reporting nothing.
    static var migrator: DatabaseMigrator { migrator(reporting: nil) }

    /// The migrator that creates or upgrades a catalog, telling `progress` how far a long upgrade has come.
    static func migrator(reporting progress: CatalogUpgradeProgress.Report?) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: sources, articles, full-text index") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sources (
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        description TEXT,
                        url TEXT,
                        category TEXT,
                        language TEXT,
                        country TEXT
                    );
                    CREATE TABLE articles (
                        id INTEGER PRIMARY KEY,
                        url TEXT NOT NULL UNIQUE,
                        source_id TEXT,
                        source_name TEXT NOT NULL,
                        author TEXT,
                        title TEXT NOT NULL,
                        description TEXT,
                        url_to_image TEXT,
                        published_at INTEGER NOT NULL,
                        content TEXT,
                        category TEXT NOT NULL,
                        story TEXT
                    );
                    CREATE INDEX articles_by_date ON articles(published_at);
                    CREATE INDEX articles_by_category ON articles(category, published_at);
                    CREATE INDEX articles_by_source ON articles(source_id, published_at);
                    CREATE INDEX articles_by_story ON articles(story) WHERE story IS NOT NULL;
                    CREATE VIRTUAL TABLE articles_fts USING fts5(
                        title, description, content, source_name,
                        content = 'articles', content_rowid = 'id',
                        tokenize = 'unicode61 remove_diacritics 2'
                    );
                    CREATE TRIGGER articles_fts_after_insert AFTER INSERT ON articles BEGIN
                        INSERT INTO articles_fts(rowid, title, description, content, source_name)
                        VALUES (new.id, new.title, new.description, new.content, new.source_name);
                    END;
                    CREATE TRIGGER articles_fts_after_delete AFTER DELETE ON articles BEGIN
                        INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                        VALUES ('delete', old.id, old.title, old.description, old.content, old.source_name);
                    END;
                    CREATE TRIGGER articles_fts_after_update AFTER UPDATE ON articles BEGIN
                        INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                        VALUES ('delete', old.id, old.title, old.description, old.content, old.source_name);
                        INSERT INTO articles_fts(rowid, title, description, content, source_name)
                        VALUES (new.id, new.title, new.description, new.content, new.source_name);
                    END;
                    """)
        }
        migrator.registerMigration("v2: source statistics and story coverage") { db in
            // Counting at import time keeps `sources` and popularity sorting cheap over a large catalog:
            // nothing is grouped over every article when a person asks.
            try db.execute(
                sql: """
                    ALTER TABLE sources ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE sources ADD COLUMN main_category TEXT;
                    CREATE TABLE source_categories (
                        source_id TEXT NOT NULL,
                        category TEXT NOT NULL,
                        articles INTEGER NOT NULL,
                        PRIMARY KEY (source_id, category)
                    ) WITHOUT ROWID;
                    CREATE TABLE stories (
                        story TEXT PRIMARY KEY NOT NULL,
                        articles INTEGER NOT NULL
                    ) WITHOUT ROWID;
                    INSERT INTO source_categories (source_id, category, articles)
                        SELECT source_id, category, COUNT(*) FROM articles
                        WHERE source_id IS NOT NULL GROUP BY source_id, category;
                    INSERT INTO stories (story, articles)
                        SELECT story, COUNT(*) FROM articles WHERE story IS NOT NULL GROUP BY story;
                    UPDATE sources SET
                        article_count = (SELECT COUNT(*) FROM articles WHERE source_id = sources.id),
                        main_category = (SELECT category FROM source_categories WHERE source_id = sources.id
                                         ORDER BY articles DESC, category LIMIT 1);
                    DROP INDEX articles_by_story;
                    CREATE INDEX sources_by_name ON sources(name COLLATE NOCASE, id);
                    """)
        }
        migrator.registerMigration("v3: full-text index filled per insert, not per row") { db in
            // A trigger into FTS5 makes every row's statement open a savepoint on the index, and
            // FTS5 writes its pending terms to disk at each one: an import paid a segment per row.
            // Inserts now index their rows with one statement (see LocalCatalog.insert).
            try db.execute(sql: "DROP TRIGGER articles_fts_after_insert")
        }
        migrator.registerMigration("v4: articles unique by a named index") { db in
            // A column's UNIQUE constraint makes an index no statement can drop; a named unique index
            // can be dropped for a bulk load into an empty catalog and built once, sorted, at its end.
            try db.execute(
                sql: """
                    CREATE TABLE articles_v4 (
                        id INTEGER PRIMARY KEY,
                        url TEXT NOT NULL,
                        source_id TEXT,
                        source_name TEXT NOT NULL,
                        author TEXT,
                        title TEXT NOT NULL,
                        description TEXT,
                        url_to_image TEXT,
                        published_at INTEGER NOT NULL,
                        content TEXT,
                        category TEXT NOT NULL,
                        story TEXT
                    );
                    INSERT INTO articles_v4 (id, url, source_id, source_name, author, title, description,
                                             url_to_image, published_at, content, category, story)
                        SELECT id, url, source_id, source_name, author, title, description,
                               url_to_image, published_at, content, category, story FROM articles;
                    DROP TABLE articles;
                    ALTER TABLE articles_v4 RENAME TO articles;
                    CREATE TRIGGER articles_fts_after_delete AFTER DELETE ON articles BEGIN
                        INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                        VALUES ('delete', old.id, old.title, old.description, old.content, old.source_name);
                    END;
                    CREATE TRIGGER articles_fts_after_update AFTER UPDATE ON articles BEGIN
                        INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                        VALUES ('delete', old.id, old.title, old.description, old.content, old.source_name);
                        INSERT INTO articles_fts(rowid, title, description, content, source_name)
                        VALUES (new.id, new.title, new.description, new.content, new.source_name);
                    END;
                    """)
            // Written out: a migration creates what its version had, whatever articleIndexes says now.
            try db.execute(
                sql: """
                    CREATE UNIQUE INDEX articles_by_url ON articles(url);
                    CREATE INDEX articles_by_date ON articles(published_at);
                    CREATE INDEX articles_by_category ON articles(category, published_at);
                    CREATE INDEX articles_by_source ON articles(source_id, published_at);
                    """)
        }
        migrator.registerMigration("v5: the full-text index gathers 8 MB of terms before it writes them") { db in
            // FTS5 writes a segment, to be merged later, each time its pending terms pass 1 MB;
            // with 8 MB an import builds its index in about a fifth less time (0.95 s, not 1.2 s, for
            // UCI's 422,441 articles). Only a writer holds the pending terms; reading costs nothing.
            try db.execute(sql: "INSERT INTO articles_fts(articles_fts, rank) VALUES ('hashsize', \(ftsPendingBytes))")
        }
        migrator.registerMigration("v6: articles found by a key of their URL") { db in
            // An index of URLs holds every URL a second time and sorts long strings to be built; an
            // index of 64-bit keys is a fifth the size and takes half the time (0.31 s instead of 0.62 s
            // for UCI's 422,441 articles, in the sqlite3 shell). Uniqueness is now the inserts' check
            // (KnownURLStatement, in LocalCatalog.insert).
            let urlKey = DatabaseFunction("newsdesk_url_key", argumentCount: 1, pure: true) { values in
                String.fromDatabaseValue(values[0]).map(URLKey.of)
            }
            db.add(function: urlKey)
            defer { db.remove(function: urlKey) }
            // The update trigger would index every article's words again for a column the full-text
            // index does not hold; it comes back limited to the columns that index reads.
            try db.execute(
                sql: """
                    DROP TRIGGER articles_fts_after_update;
                    ALTER TABLE articles ADD COLUMN url_key INTEGER NOT NULL DEFAULT 0;
                    UPDATE articles SET url_key = newsdesk_url_key(url);
                    DROP INDEX articles_by_url;
                    CREATE INDEX articles_by_url_key ON articles(url_key);
                    CREATE TRIGGER articles_fts_after_update AFTER UPDATE OF id, title, description, content, source_name
                    ON articles BEGIN
                        INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                        VALUES ('delete', old.id, old.title, old.description, old.content, old.source_name);
                        INSERT INTO articles_fts(rowid, title, description, content, source_name)
                        VALUES (new.id, new.title, new.description, new.content, new.source_name);
                    END;
                    """)
        }
        migrator.registerMigration("v7: URLs without HTML character references") { db in
            try decodeCharacterReferences(in: db)
        }
        migrator.registerMigration("v8: feeds, their items, hosts that asked to wait") { db in
            // Every feed is a source; its items are articles (unique by URL), found again by the
            // item's key (GUID, else link, else a hash); body_html keeps an item's HTML for the
            // article view, which lays it out at the terminal's width (the index holds text only).
            try db.execute(
                sql: """
                    CREATE TABLE feeds (
                        id INTEGER PRIMARY KEY,
                        url TEXT NOT NULL UNIQUE,
                        source_id TEXT NOT NULL UNIQUE,
                        name TEXT,
                        title TEXT,
                        site_url TEXT,
                        tags TEXT NOT NULL DEFAULT '',
                        etag TEXT,
                        last_modified TEXT,
                        fetched_at INTEGER,
                        refresh_interval REAL,
                        gone INTEGER NOT NULL DEFAULT 0,
                        last_error TEXT,
                        added_at INTEGER NOT NULL
                    );
                    CREATE TABLE feed_items (
                        feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
                        item_key TEXT NOT NULL,
                        article_id INTEGER NOT NULL,
                        PRIMARY KEY (feed_id, item_key)
                    ) WITHOUT ROWID;
                    CREATE INDEX feed_items_by_article ON feed_items(article_id);
                    CREATE TABLE host_holds (
                        host TEXT PRIMARY KEY NOT NULL,
                        until INTEGER NOT NULL
                    ) WITHOUT ROWID;
                    ALTER TABLE articles ADD COLUMN body_html TEXT;
                    """)
        }
        migrator.registerMigration("v9: a fetch claims the feeds it fetches") { db in
            // Two `newsdesk fetch` runs at once (cron and a person) must not ask a feed twice: each
            // claims its feeds in one write before asking, and a claim lapses, so a run that died
            // holds nothing for long.
            try db.execute(
                sql: """
                    ALTER TABLE feeds ADD COLUMN claimed_by TEXT;
                    ALTER TABLE feeds ADD COLUMN claimed_until INTEGER;
                    """)
        }
        migrator.registerMigration("v10: the full-text index files articles by publication time") { db in
            try fileByPublicationTime(in: db, reporting: progress)
        }
        migrator.registerMigration("v11: a feed's item is an article of its own; a failing feed backs off") { db in
            // `identity` is what read marks know an article by when that is not its URL (see
            // Article.identity); NULL, the URL, for every article a data set or NewsAPI brought, so
            // adding it rewrites nothing. Items that were linked to one article because they shared
            // a link are split: every item but the first lets go, and becomes an article of its own
            // at its feed's next fetch, as a new item would. A feed counts its failures in a row and
            // when it was last asked, to wait longer after each (FeedFetcher.backOff). `enclosures`
            // keeps an item's files (podcasts, videos) as a JSON array, NULL when it has none.
            try db.execute(
                sql: """
                    ALTER TABLE articles ADD COLUMN identity TEXT;
                    ALTER TABLE articles ADD COLUMN enclosures TEXT;
                    ALTER TABLE feeds ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE feeds ADD COLUMN failing_since INTEGER;
                    ALTER TABLE feeds ADD COLUMN tried_at INTEGER;
                    CREATE INDEX articles_by_identity ON articles(identity) WHERE identity IS NOT NULL;
                    DELETE FROM feed_items WHERE EXISTS (
                        SELECT 1 FROM feed_items first WHERE first.article_id = feed_items.article_id
                        AND (first.feed_id < feed_items.feed_id
                             OR (first.feed_id = feed_items.feed_id AND first.item_key < feed_items.item_key)));
                    """)
        }
        migrator.registerMigration("v12: authors and CJK text are searchable; a date may name only its day") { db in
            try indexAuthorsAndCJK(in: db, reporting: progress)
        }
        migrator.registerMigration("v13: pages read in reader mode are kept and searchable") { db in
            // `page` is the page's title, byline, site, date and laid-out text as JSON (``StoredPage``),
            // `page_text` its plain text, which the full-text index takes as a column of its own;
            // `page_read_at` says when, and lets a list tell which articles have their full text
            // without reading the page. A feed with `full_text` 1 has its new items' pages read
            // with each fetch (`subscribe --full-text`, `full-text N on`).
            try db.execute(
                sql: """
                    ALTER TABLE articles ADD COLUMN page TEXT;
                    ALTER TABLE articles ADD COLUMN page_text TEXT;
                    ALTER TABLE articles ADD COLUMN page_read_at INTEGER;
                    ALTER TABLE feeds ADD COLUMN full_text INTEGER NOT NULL DEFAULT 0;
                    """)
            try rebuildFullTextIndex(columns: fullTextColumns, in: db, reporting: progress)
        }
        migrator.registerMigration("v14: every article belongs to a story") { db in
            try groupIntoStories(in: db, reporting: progress)
        }
        migrator.registerMigration("v15: sources are found by country") { db in
            // Headlines of a country counted and listed their articles by scanning every source for
            // the country's few (16 of UCI's 10,968): 2 to 3 ms of each page.
            try db.execute(sql: "CREATE INDEX sources_by_country ON sources(country)")
        }
        return migrator
    }

    /// How many articles an upgrade that builds the full-text index again indexes between two reports of its progress.
    static let upgradeStepRows = 100_000

    /// v10: gives every article its ``SearchKey`` and builds the full-text index again under those
    /// keys, in key order, a step of rows at a time, telling `progress` after each.
    private static func fileByPublicationTime(in db: Database, reporting progress: CatalogUpgradeProgress.Report?) throws {
        let articles = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") ?? 0
        progress?(CatalogUpgradeProgress(articlesDone: 0, articles: articles))
        // Nullable: SQLite adds no NOT NULL column without a default, and the index of keys (made
        // only when some id is past SearchKey.idLimit) allows several NULLs while those wait for a
        // key of their own. OR FAIL: a failure ends the whole upgrade anyway, so the update keeps no
        // journal of its own of the pages it rewrites (the whole table).
        try db.execute(
            sql: """
                DROP TRIGGER articles_fts_after_delete;
                DROP TRIGGER articles_fts_after_update;
                DROP TABLE articles_fts;
                ALTER TABLE articles ADD COLUMN search_key INTEGER;
                UPDATE OR FAIL articles SET search_key = \(SearchKey.sqlExpression) WHERE id < \(SearchKey.idLimit);
                """)
        for row in try Row.fetchAll(
            db, sql: "SELECT id, published_at FROM articles WHERE id >= ? ORDER BY id", arguments: [SearchKey.idLimit])
        {
            let id: Int64 = row["id"]
            try db.execute(
                sql: "UPDATE articles SET search_key = ? WHERE id = ?",
                arguments: [try SearchKey.free(published: row["published_at"], id: id, in: db), id])
        }
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE articles_fts USING fts5(
                    title, description, content, source_name,
                    content = 'articles', content_rowid = 'search_key',
                    tokenize = 'unicode61 remove_diacritics 2'
                );
                INSERT INTO articles_fts(articles_fts, rank) VALUES ('hashsize', \(ftsPendingBytes));
                CREATE TRIGGER articles_fts_after_delete AFTER DELETE ON articles BEGIN
                    INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                    VALUES ('delete', old.search_key, old.title, old.description, old.content, old.source_name);
                END;
                CREATE TRIGGER articles_fts_after_update
                AFTER UPDATE OF id, title, description, content, source_name, search_key ON articles BEGIN
                    INSERT INTO articles_fts(articles_fts, rowid, title, description, content, source_name)
                    VALUES ('delete', old.search_key, old.title, old.description, old.content, old.source_name);
                    INSERT INTO articles_fts(rowid, title, description, content, source_name)
                    VALUES (new.search_key, new.title, new.description, new.content, new.source_name);
                END;
                """)
        try fillFullTextIndex(columns: "title, description, content, source_name", articles: articles, in: db, reporting: progress)
    }

    /// v14: `story_id`, the row id of the first article of the article's story (an article alone
    /// is its own), indexed, and every article grouped in publication order (``StoryPass``),
    /// reporting progress a step of rows at a time.
    ///
    /// Grouped now rather than lazily: lists, counts and `storySize` then never meet an article
    /// without a story, and the pass's cost (the grouper's 10 to 15 µs an article, about a minute
    /// at 4.2 million) is paid once, with progress shown, as v12's and v13's index builds are. The
    /// index comes first: a merge moves a story's articles through it. The full-text index is not
    /// touched: its update trigger does not follow `story_id`.
    private static func groupIntoStories(in db: Database, reporting progress: CatalogUpgradeProgress.Report?) throws {
        try db.execute(
            sql: """
                ALTER TABLE articles ADD COLUMN story_id INTEGER;
                CREATE INDEX articles_by_story_id ON articles(story_id);
                """)
        let articles = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") ?? 0
        progress?(CatalogUpgradeProgress(articlesDone: 0, articles: articles, work: .stories))
        var reported = 0
        try StoryPass.groupAll(from: Int64.min, in: db) { done in
            guard done - reported >= upgradeStepRows || done >= articles else { return }
            reported = done
            progress?(CatalogUpgradeProgress(articlesDone: min(done, articles), articles: articles, work: .stories))
        }
    }

    /// v12: adds the author and the CJK terms to the full-text index, which is built again, and
    /// `published_day_only`.
    ///
    /// Which stored dates named only their day was not kept: every date at exactly midnight UTC
    /// was shown as a day, and it stays one (HuffPost's all are); articles stored from now on say.
    private static func indexAuthorsAndCJK(in db: Database, reporting progress: CatalogUpgradeProgress.Report?) throws {
        let terms = DatabaseFunction("newsdesk_cjk_terms", argumentCount: 5, pure: true) { values in
            CJKTerms.indexText(
                String.fromDatabaseValue(values[0]), String.fromDatabaseValue(values[1]), String.fromDatabaseValue(values[2]),
                String.fromDatabaseValue(values[3]), String.fromDatabaseValue(values[4]))
        }
        db.add(function: terms)
        defer { db.remove(function: terms) }
        // Both updates write only the rows they change (CJK articles, midnight dates): rewriting
        // every row of a large catalog would take longer than building its index.
        try db.execute(
            sql: """
                ALTER TABLE articles ADD COLUMN cjk_terms TEXT;
                ALTER TABLE articles ADD COLUMN published_day_only INTEGER NOT NULL DEFAULT 0;
                UPDATE articles SET cjk_terms = newsdesk_cjk_terms(title, description, content, source_name, author)
                WHERE newsdesk_cjk_terms(title, description, content, source_name, author) IS NOT NULL;
                UPDATE articles SET published_day_only = 1 WHERE published_at % 86400 = 0;
                """)
        try rebuildFullTextIndex(columns: "title, description, content, source_name, author, cjk_terms", in: db, reporting: progress)
    }

    /// Builds the full-text index again over `columns` of `articles` (each migration names its own,
    /// so an older catalog upgrades through every step), with the triggers that keep it current.
    private static func rebuildFullTextIndex(
        columns: String, in db: Database, reporting progress: CatalogUpgradeProgress.Report?
    ) throws {
        let articles = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles") ?? 0
        progress?(CatalogUpgradeProgress(articlesDone: 0, articles: articles))
        let values = { (row: String) in columns.split(separator: ", ").map { row + "." + $0 }.joined(separator: ", ") }
        try db.execute(
            sql: """
                DROP TRIGGER articles_fts_after_delete;
                DROP TRIGGER articles_fts_after_update;
                DROP TABLE articles_fts;
                CREATE VIRTUAL TABLE articles_fts USING fts5(
                    \(columns),
                    content = 'articles', content_rowid = 'search_key',
                    tokenize = 'unicode61 remove_diacritics 2'
                );
                INSERT INTO articles_fts(articles_fts, rank) VALUES ('hashsize', \(ftsPendingBytes));
                CREATE TRIGGER articles_fts_after_delete AFTER DELETE ON articles BEGIN
                    INSERT INTO articles_fts(articles_fts, rowid, \(columns))
                    VALUES ('delete', old.search_key, \(values("old")));
                END;
                CREATE TRIGGER articles_fts_after_update
                AFTER UPDATE OF id, \(columns), search_key ON articles BEGIN
                    INSERT INTO articles_fts(articles_fts, rowid, \(columns))
                    VALUES ('delete', old.search_key, \(values("old")));
                    INSERT INTO articles_fts(rowid, \(columns))
                    VALUES (new.search_key, \(values("new")));
                END;
                """)
        try fillFullTextIndex(columns: columns, articles: articles, in: db, reporting: progress)
    }

    /// Indexes every article's `columns` in the empty full-text index, in key order, a step of rows
    /// at a time, telling `progress` after each.
    private static func fillFullTextIndex(
        columns: String, articles: Int, in db: Database, reporting progress: CatalogUpgradeProgress.Report?
    ) throws {
        // FTS5's own 'rebuild' would do this in one statement, with nothing to report meanwhile. The
        // date index gives key order (date, then id) a step of whole seconds at a time.
        let stepEnd = try db.makeStatement(
            sql: "SELECT published_at FROM articles WHERE published_at >= ? ORDER BY published_at LIMIT 1 OFFSET \(upgradeStepRows - 1)")
        let index = try db.makeStatement(
            sql: """
                INSERT INTO articles_fts (rowid, \(columns))
                SELECT search_key, \(columns) FROM articles
                WHERE published_at >= ? AND published_at <= ? ORDER BY published_at, id
                """)
        var from = Int64.min
        var done = 0
        while true {
            let through = try Int64.fetchOne(stepEnd, arguments: [from]) ?? Int64.max
            try index.execute(arguments: [from, through])
            done = min(articles, done + db.changesCount)
            progress?(CatalogUpgradeProgress(articlesDone: done, articles: articles))
            guard through < Int64.max else { break }
            from = through + 1
        }
    }

    /// v7: decodes the HTML character references imports used to keep in URLs (`&amp;`, 9,782 of
    /// UCI's), as imports now do, keeping each ``URLKey`` its URL's.
    ///
    /// A URL that decodes to one the catalog holds would break uniqueness: that row goes, and the
    /// one stored under the decoded URL stays, as an import of it today would find it present and
    /// skip it; of two escaped forms of one URL the first imported stays. The removed row leaves
    /// the full-text index (by trigger) and the counts of its source, category and story.
    private static func decodeCharacterReferences(in db: Database) throws {
        let candidates = try Row.fetchAll(
            db,
            sql: """
                SELECT id, url, source_id, category, story FROM articles WHERE instr(url, '&') > 0 ORDER BY id
                """)
        guard !candidates.isEmpty else { return }
        let knownURL = try KnownURLStatement(in: db)
        let rename = try db.makeStatement(sql: "UPDATE articles SET url = ?, url_key = ? WHERE id = ?")
        let remove = try db.makeStatement(sql: "DELETE FROM articles WHERE id = ?")
        for row in candidates {
            let url: String = row["url"]
            let decoded = WebAddress.decoding(url)
            guard decoded != url else { continue }
            let key = URLKey.of(decoded)
            let id: Int64 = row["id"]
            guard try knownURL.contains(decoded, urlKey: key) else {
                try rename.execute(arguments: [decoded, key, id])
                continue
            }
            try remove.execute(arguments: [id])
            let sourceID: String? = row["source_id"]
            let category: String = row["category"]
            let story: String? = row["story"]
            if let sourceID {
                try db.execute(
                    sql: """
                        UPDATE source_categories SET articles = articles - 1 WHERE source_id = ? AND category = ?;
                        DELETE FROM source_categories WHERE source_id = ? AND category = ? AND articles <= 0;
                        UPDATE sources SET
                            article_count = max(article_count - 1, 0),
                            main_category = (SELECT category FROM source_categories WHERE source_id = sources.id
                                             ORDER BY articles DESC, category LIMIT 1)
                        WHERE id = ?;
                        """, arguments: [sourceID, category, sourceID, category, sourceID])
            }
            if let story {
                try db.execute(
                    sql: """
                        UPDATE stories SET articles = articles - 1 WHERE story = ?;
                        DELETE FROM stories WHERE story = ? AND articles <= 0;
                        """, arguments: [story, story])
            }
        }
    }

    /// The page size a new catalog file is created with.
    ///
    /// A catalog is mostly large rows and long index keys (URLs): 16 KiB pages hold four times as
    /// many, so an import writes and checkpoints a quarter as many pages.
    static let pageSize = 16_384

    /// How many bytes of terms the full-text index gathers in memory before writing a segment.
    static let ftsPendingBytes = 8 << 20

    /// Every index on `articles`, the URL keys' first: what a bulk load drops and builds again, but
    /// the feed items' identities, which no appended row has (``ArticleInsertStatement`` binds none),
    /// and, in a large load, those that take its rows in order (``ArticleIndex/takesRowsInOrder``).
    static let articleIndexes = [
        ArticleIndex(name: "articles_by_url_key", create: "CREATE INDEX articles_by_url_key ON articles(url_key)"),
        ArticleIndex(
            name: "articles_by_identity", create: "CREATE INDEX articles_by_identity ON articles(identity) WHERE identity IS NOT NULL",
            takesAppendedRows: false),
        ArticleIndex(name: "articles_by_date", create: "CREATE INDEX articles_by_date ON articles(published_at)", takesRowsInOrder: true),
        ArticleIndex(
            name: "articles_by_category", create: "CREATE INDEX articles_by_category ON articles(category, published_at)",
            takesRowsInOrder: true),
        ArticleIndex(name: "articles_by_source", create: "CREATE INDEX articles_by_source ON articles(source_id, published_at)"),
        ArticleIndex(
            name: "articles_by_story_id", create: "CREATE INDEX articles_by_story_id ON articles(story_id)", takesRowsInOrder: true),
    ]
}
