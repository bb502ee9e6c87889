import Logging
import Synchronization

/// A log handler that keeps every message it is given, for tests that read what was logged.
public struct RecordingLogHandler: LogHandler {
    /// The messages logged so far, shared by every copy of the handler (a `Logger` copies it).
    public final class Book: Sendable {
        private let lines = Mutex<[String]>([])

        /// Creates an empty book.
        public init() {}

        /// The messages, oldest first, each as `LEVEL MESSAGE`.
        public var messages: [String] { lines.withLock { $0 } }

        func add(_ line: String) {
            lines.withLock { $0.append(line) }
        }
    }

    /// Where the messages go.
    public let book: Book
    /// The handler's level.
    public var logLevel: Logger.Level
    /// Metadata, kept but not written.
    public var metadata: Logger.Metadata = [:]

    /// A logger at `level` that records into `book`.
    public static func logger(_ book: Book, level: Logger.Level = .info) -> Logger {
        Logger(label: "test") { _ in RecordingLogHandler(book: book, logLevel: level) }
    }

    /// Records `event`'s level and message.
    public func log(event: LogEvent) {
        book.add("\(event.level) \(event.message)")
    }

    /// The metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
