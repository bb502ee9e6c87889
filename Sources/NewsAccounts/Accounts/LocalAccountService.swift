import Foundation
import GRDB
import NewsModels
import NewsStorage

/// Accounts and the saved session in their own SQLite database.
///
/// Only salted scrypt hashes of passwords are stored. A file-backed store uses a WAL pool
/// that waits up to five seconds for another process's write; a username taken by another
/// process at the same moment is caught by the primary key and reported as taken.
public struct LocalAccountService: AccountService {
    /// The database connection, a pool for files and a queue in memory.
    private let writer: any DatabaseWriter
    /// Reads and writes, with storage failures worded as ``AccountError``.
    private let storage: StorageAccess<AccountError>
    /// Hashes new passwords and verifies given ones.
    private let hasher: PasswordHasher

    /// Wraps an opened, migrated database.
    private init(writer: any DatabaseWriter, hasher: PasswordHasher) {
        self.writer = writer
        self.storage = StorageAccess(writer: writer, failure: AccountError.storage)
        self.hasher = hasher
    }

    /// Opens (creating when missing) the accounts file at a path and brings its schema up to date.
    ///
    /// The file and its `-wal` and `-shm` are readable by their owner alone (they hold password
    /// hashes), and a damaged file is refused before anything is written to it.
    ///
    /// - Throws: ``AccountError/storage(_:)`` with a short reason.
    public static func open(path: String, hasher: PasswordHasher = PasswordHasher()) throws -> LocalAccountService {
        do {
            try PrivateDatabaseFile.makePrivate(path)
            try PrivateDatabaseFile.checkIntact(path)
            let pool = try SQLiteSetup.openPool(path: path, migrator: AccountSchema.migrator)
            return LocalAccountService(writer: pool, hasher: hasher)
        } catch {
            throw AccountError.storage(StorageFailure.reason(for: error, at: path))
        }
    }

    /// Opens an empty accounts store held in memory, for tests.
    ///
    /// - Throws: ``AccountError/storage(_:)`` with a short reason.
    public static func inMemory(hasher: PasswordHasher) throws -> LocalAccountService {
        do {
            let queue = try SQLiteSetup.openInMemory(migrator: AccountSchema.migrator)
            return LocalAccountService(writer: queue, hasher: hasher)
        } catch {
            throw AccountError.storage(StorageFailure.reason(for: error))
        }
    }

    /// The bookmarks and read marks kept in this same database, over the same connection.
    public var readingList: LocalReadingList {
        readingList(now: { Date() })
    }

    /// The reading list of ``readingList`` with a clock of its own, for tests.
    func readingList(now: @escaping @Sendable () -> Date) -> LocalReadingList {
        LocalReadingList(writer: writer, now: now)
    }

    /// Whether no account has this username yet.
    public func isUsernameAvailable(_ username: String) async throws -> Bool {
        try await storage.read { db in
            try
                !(Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM accounts WHERE username = ?)",
                    arguments: [username]) ?? false)
        }
    }

    /// Creates an account, signs it in and saves the session.
    ///
    /// - Throws: ``AccountError/invalidUsername(_:)``, ``AccountError/invalidPassword(_:)``,
    ///   ``AccountError/usernameTaken(_:)`` or ``AccountError/storage(_:)``.
    public func signUp(username: String, password: String) async throws -> Session {
        try AccountRules.validateUsername(username)
        try AccountRules.validatePassword(password)
        guard try await isUsernameAvailable(username) else {
            throw AccountError.usernameTaken(username)
        }
        let passwordHash = try await Self.hash(password, with: hasher)
        let session = Session(username: username, kind: .local, startedAt: Self.now())
        try await storage.write { db in
            do {
                try db.execute(
                    sql: "INSERT INTO accounts (username, password_hash, created_at) VALUES (?, ?, ?)",
                    arguments: [username, passwordHash, UnixTime.secondsRoundingDown(session.startedAt)]
                )
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw AccountError.usernameTaken(username)
            }
            try Self.save(session, in: db)
        }
        return session
    }

    /// Checks a username and password, then signs in and saves the session.
    ///
    /// A missing account and a wrong password both throw ``AccountError/wrongCredentials``,
    /// and both cost one full hash verification, so neither the message nor the time tells
    /// which it was.
    public func signIn(username: String, password: String) async throws -> Session {
        let storedHash = try await storage.read { db in
            try String.fetchOne(
                db, sql: "SELECT password_hash FROM accounts WHERE username = ?",
                arguments: [username])
        }
        let matches = await Self.verify(password, against: storedHash ?? hasher.unmatchableHash, with: hasher)
        guard storedHash != nil, matches else {
            throw AccountError.wrongCredentials
        }
        let session = Session(username: username, kind: .local, startedAt: Self.now())
        try await storage.write { db in
            try Self.save(session, in: db)
        }
        return session
    }

    /// Saves a session browsing NewsAPI, which has no newsdesk account behind it.
    ///
    /// The API key itself is not kept here; it belongs in the credentials file. Its details
    /// (country, categories) live in an `accounts` row named by the session's account key, whose
    /// `newsapi:` prefix no username can have, and whose password hash matches no password.
    public func startNewsAPISession() async throws -> Session {
        let session = Session(username: "newsapi", kind: .newsapi, startedAt: Self.now())
        try await storage.write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO accounts (username, password_hash, created_at) VALUES (?, '!', ?)",
                arguments: [session.accountKey, UnixTime.secondsRoundingDown(session.startedAt)]
            )
            try Self.save(session, in: db)
        }
        return session
    }

    /// The saved session, or nil when nobody is signed in or the account no longer exists.
    public func currentSession() async throws -> Session? {
        try await storage.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT username, kind, started_at FROM current_session WHERE slot = 1"
                )
            else {
                return nil
            }
            let username: String = try row.decode(forColumn: "username")
            let kindName: String = try row.decode(forColumn: "kind")
            let startedAt: Int64 = try row.decode(forColumn: "started_at")
            guard let kind = SessionKind(rawValue: kindName) else { return nil }
            if kind == .local {
                let exists =
                    try Bool.fetchOne(
                        db, sql: "SELECT EXISTS (SELECT 1 FROM accounts WHERE username = ?)", arguments: [username]
                    ) ?? false
                guard exists else { return nil }
            }
            return Session(username: username, kind: kind, startedAt: UnixTime.date(startedAt))
        }
    }

    /// Ends the saved session; signing out when nobody is signed in does nothing.
    public func signOut() async throws {
        try await storage.write { db in
            try db.execute(sql: "DELETE FROM current_session")
        }
    }

    /// An account's details, or nil before they were first given or when there is no such account.
    public func details(for username: String) async throws -> AccountDetails? {
        try await storage.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT country, categories FROM accounts WHERE username = ?", arguments: [username]
                )
            else {
                return nil
            }
            let country: String? = try row.decode(forColumn: "country")
            let list: String? = try row.decode(forColumn: "categories")
            guard let country, let list else { return nil }
            let categories = list.split(separator: ",").compactMap { NewsCategory(rawValue: String($0)) }
            return AccountDetails(country: country, categories: categories)
        }
    }

    /// Saves an account's details.
    ///
    /// - Throws: ``AccountError/invalidCountry(_:)`` or ``AccountError/invalidCategory(_:)``
    ///   for details breaking the rules, ``AccountError/storage(_:)`` when there is no
    ///   such account or the store fails.
    public func saveDetails(_ details: AccountDetails, for username: String) async throws {
        let country = try AccountRules.parseCountry(details.country)
        guard !details.categories.isEmpty else {
            throw AccountError.invalidCategory("")
        }
        var unique: [NewsCategory] = []
        for category in details.categories where !unique.contains(category) {
            unique.append(category)
        }
        let list = unique.map(\.rawValue).joined(separator: ",")
        let updated = try await storage.write { db in
            try db.execute(
                sql: "UPDATE accounts SET country = ?, categories = ? WHERE username = ?",
                arguments: [country, list, username]
            )
            return db.changesCount
        }
        guard updated > 0 else {
            throw AccountError.storage("there is no account named '\(username)'")
        }
    }

    // MARK: - Helpers

    /// Now, to the whole second, as the store keeps it.
    private static func now() -> Date {
        UnixTime.date(UnixTime.secondsRoundingDown(Date()))
    }

    /// Replaces the saved session inside an open transaction.
    private static func save(_ session: Session, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO current_session (slot, username, kind, started_at)
                VALUES (1, ?, ?, ?)
                """,
            arguments: [session.username, session.kind.rawValue, UnixTime.secondsRoundingDown(session.startedAt)]
        )
    }

    /// Hashes a password on the concurrent executor, away from the caller's actor.
    @concurrent
    private static func hash(_ password: String, with hasher: PasswordHasher) async throws -> String {
        do {
            return try hasher.hash(password)
        } catch {
            throw AccountError.storage(error.description)
        }
    }

    /// Verifies a password on the concurrent executor, away from the caller's actor.
    @concurrent
    private static func verify(_ password: String, against stored: String, with hasher: PasswordHasher) async -> Bool {
        hasher.verify(password, against: stored)
    }
}
