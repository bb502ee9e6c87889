import Logging
import NewsWeb

/// The log `NEWSDESK_LOG` asks for: `info` (a line per request and per feed decision) or `debug`
/// (more), written to standard error; unset, empty or `off`, none.
enum LogSetting {
    /// The logger the environment asks for, and a warning when its value names no level.
    static func logger(environment: [String: String]) -> (logger: Logger, warning: String?) {
        guard let value = environment["NEWSDESK_LOG"]?.lowercased(), !value.isEmpty, value != "off" else { return (.off, nil) }
        let level: Logger.Level
        switch value {
        case "info": level = .info
        case "debug", "trace": level = .debug
        default:
            let shown = LogText.clean(String(value.prefix(40)))
            return (.off, "newsdesk: warning: NEWSDESK_LOG=\(shown) names no level; use info or debug (no log is written)")
        }
        var logger = Logger(label: "newsdesk", factory: StreamLogHandler.standardError(label:))
        logger.logLevel = level
        return (logger, nil)
    }
}
