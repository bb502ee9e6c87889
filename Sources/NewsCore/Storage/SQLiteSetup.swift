import GRDB

/// How newsdesk opens its SQLite databases: WAL pools that wait when another process writes.
enum SQLiteSetup {
    /// How long a connection waits for another connection's lock before giving up.
    static let busyTimeout: Double = 5

    /// The configuration shared by every newsdesk database.
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        return configuration
    }

    /// Opens a file-backed database pool (WAL) and runs the migrator on it.
    static func openPool(path: String, migrator: DatabaseMigrator) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration())
        try migrator.migrate(pool)
        return pool
    }

    /// Opens an in-memory database and runs the migrator on it.
    static func openInMemory(migrator: DatabaseMigrator) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(configuration: configuration())
        try migrator.migrate(queue)
        return queue
    }
}
