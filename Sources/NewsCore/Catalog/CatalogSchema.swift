import GRDB

/// The local catalog's tables, indexes, full-text index and its triggers, as migrations.
///
/// - `sources`: one row per source id.
/// - `articles`: one row per URL; `published_at` holds whole Unix seconds (UTC).
/// - `articles_fts`: an FTS5 index over title, description, content and source name, with
///   `articles` as its external content, kept in step by triggers; the unicode61 tokenizer
///   folds case and diacritics.
enum CatalogSchema {
    /// The weights `bm25` gives the indexed columns: a title hit counts most.
    static let bm25Weights = "10.0, 4.0, 1.0, 2.0"

    /// The migrator that creates or upgrades a catalog.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: sources, articles, full-text index") { db in
            try db.execute(sql: """
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
        return migrator
    }
}
