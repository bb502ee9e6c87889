import Foundation
import GRDB
import GRDBSQLite

/// The insert every import runs once per article, bound through SQLite's C interface.
///
/// GRDB's `StatementArguments` box each row's eleven values into `DatabaseValue`s; over
/// hundreds of thousands of rows that boxing took a large share of the writer's time, so this
/// one statement binds its values directly. It lives only inside one write call.
struct ArticleInsertStatement: ~Copyable {
    private let statement: OpaquePointer
    private let connection: OpaquePointer

    /// Prepares the insert on the connection of `db`.
    ///
    /// - Parameter skippingKnownURLs: an article whose URL is in the catalog is skipped (it needs
    ///   the unique URL index); without it, the caller vouches that every URL is new.
    init(in db: Database, skippingKnownURLs: Bool) throws {
        guard let connection = db.sqliteConnection else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
        }
        var statement: OpaquePointer?
        let sql = """
            INSERT INTO articles (url, source_id, source_name, author, title, description,
                                  url_to_image, published_at, content, category, story)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """ + (skippingKnownURLs ? " ON CONFLICT (url) DO NOTHING" : "")
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
        }
        self.statement = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Inserts one article filed under `sourceID`; returns whether it was added (false: its URL was known).
    func insert(_ record: CatalogRecord, sourceID: String?) throws -> Bool {
        let article = record.article
        bind(1, article.url)
        bind(2, sourceID)
        bind(3, article.source.name)
        bind(4, article.author)
        bind(5, article.title)
        bind(6, article.description)
        bind(7, article.urlToImage)
        sqlite3_bind_int64(statement, 8, UnixTime.secondsRoundingDown(article.publishedAt))
        bind(9, article.content)
        bind(10, record.category.rawValue)
        bind(11, record.story)
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(connection))
            sqlite3_reset(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        let added = sqlite3_changes(connection) > 0
        sqlite3_reset(statement)
        return added
    }

    private func bind(_ index: Int32, _ text: String?) {
        guard var text else {
            sqlite3_bind_null(statement, index)
            return
        }
        text.withUTF8 { bytes in
            // SQLITE_TRANSIENT: SQLite copies the bytes, which live only inside this closure.
            _ = sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }
}
