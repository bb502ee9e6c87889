import Logging

extension Logger {
    /// A logger that writes nothing: what every service logs to unless `NEWSDESK_LOG` asks for a log.
    public static let off = Logger(label: "newsdesk", factory: { _ in SwiftLogNoOpLogHandler() })
}
