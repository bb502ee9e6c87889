import GRDB

/// Reads and writes one database for a store, turning storage failures into the store's own error.
///
/// Cancellation and the store's own errors pass through; any other failure (a locked or
/// damaged file, a full disk) becomes `Failure` with a short reason in plain words.
package struct StorageAccess<Failure: Error>: Sendable {
    /// The database connection.
    package let writer: any DatabaseWriter
    /// Makes the store's error from a short reason.
    let failure: @Sendable (String) -> Failure

    /// Reads and writes `writer`, making the store's error with `failure`.
    package init(writer: any DatabaseWriter, failure: @escaping @Sendable (String) -> Failure) {
        self.writer = writer
        self.failure = failure
    }

    /// Runs a read.
    package func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw translated(error)
        }
    }

    /// Runs a write transaction.
    package func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(body)
        } catch {
            throw translated(error)
        }
    }

    /// Runs statements on the writing connection outside any transaction GRDB opens: for a
    /// transaction that spans several calls (a bulk load), on a connection configured to allow it.
    package func writeWithoutTransaction<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.writeWithoutTransaction(body)
        } catch {
            throw translated(error)
        }
    }

    private func translated(_ error: any Error) -> any Error {
        if error is CancellationError || error is Failure {
            return error
        }
        // An in-memory database's path is ":memory:" or empty: no file system to ask about space.
        let path = writer.path.hasPrefix("/") ? writer.path : nil
        return failure(StorageFailure.reason(for: error, at: path))
    }
}
