import NewsStorage

/// How an opening waits while another process holds the catalog file so that it cannot be opened.
///
/// A first import loads an empty catalog without the WAL (``BulkJournal``); until it ends, GRDB
/// cannot put the file back into WAL mode, and SQLite answers at once that it is busy rather than
/// waiting as it does for an ordinary lock.
public struct CatalogOpenWait: Sendable {
    /// Called after each busy attempt, counted from 1; returns whether to try again.
    let pause: @Sendable (_ attempt: Int) async -> Bool

    /// A wait that calls `pause` after each busy attempt.
    public init(pause: @escaping @Sendable (_ attempt: Int) async -> Bool) {
        self.pause = pause
    }

    /// Tries again every 50 ms for as long as SQLite waits for another connection's lock (five
    /// seconds); a cancelled task stops at once.
    public static let standard = CatalogOpenWait { attempt in
        let step = Duration.milliseconds(50)
        guard step * attempt < .seconds(SQLiteSetup.busyTimeout) else { return false }
        do {
            try await Task.sleep(for: step)
            return true
        } catch {
            return false
        }
    }
}
