import Foundation
import Logging
import NewsModels
import NewsWeb

/// The log line of each feed's decision in a fetch: fetched and what it brought, `304`, or
/// skipped and why (not due, held by `Retry-After`, backing off, gone, another fetch has it).
enum FeedFetchLog {
    /// Logs what became of the feed `report` describes.
    static func log(_ report: FeedFetchReport, to logger: Logger) {
        logger.info("feed \(address(report.url)): \(decision(report))")
    }

    /// The decision in words, after `feed ADDRESS:`.
    static func decision(_ report: FeedFetchReport) -> String {
        var text: String
        switch report.result.outcome {
        case .fetched(let document):
            let stored = report.stored
            let items = document.items.count == 1 ? "1 item" : "\(GroupedNumber.text(document.items.count)) items"
            text = "fetched, \(items) (\(stored.added) new, \(stored.updated) updated)"
            if let moved = report.result.state.url != report.url ? report.result.state.url : nil {
                text += ", moved permanently to \(address(moved))"
            }
        case .notModified:
            text = "not modified (304)"
        case .gone:
            text = "gone (410): not asked again unless fetched by number with --force"
        case .failed(let error):
            text = "failed: \(LogText.clean(error.message))"
            if report.result.state.failures > 0 { text += " (failure \(report.result.state.failures + 1) in a row)" }
        case .skipped(let skip):
            text = skipped(skip)
        }
        if let storeError = report.storeError { text += "; not kept: \(LogText.clean(storeError))" }
        return text
    }

    private static func skipped(_ skip: FeedFetchResult.Skip) -> String {
        switch skip {
        case .fresh(let due): "skipped, not due until \(time(due))"
        case .held(let until): "skipped, its server asked (Retry-After) to wait until \(time(until))"
        case .gone: "skipped, gone (410)"
        case .claimed: "skipped, another fetch is fetching it now"
        case .failing(let due): "skipped, backing off after failures until \(time(due))"
        }
    }

    private static func address(_ text: String) -> String {
        URL(string: text).map(LogText.maskedAddress) ?? LogText.clean(text)
    }

    private static func time(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
