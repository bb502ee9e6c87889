import CSQLiteConfig

/// SQLite's process-wide settings, made once before newsdesk opens its first connection.
enum SQLiteLibrary {
    /// Whether SQLite's memory statistics are off: touching this makes the settings, once.
    ///
    /// With statistics on (SQLite's default), every allocation SQLite makes takes one mutex shared
    /// by all connections, so two connections working at once (a bulk load's writer and its
    /// full-text build) wait on each other; newsdesk reads no statistics. SQLite accepts the setting
    /// only before it starts: a connection opened earlier elsewhere in the process leaves them on,
    /// which costs speed and nothing else. A `static let` runs its initializer once, whichever thread
    /// asks first, so this holds no mutable state.
    static let isConfigured: Bool = newsdesk_sqlite_disable_memory_statistics() == 0
}
