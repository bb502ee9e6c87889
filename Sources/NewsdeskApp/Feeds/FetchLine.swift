import FlowKit
import Foundation
import NewsCore

/// What one feed's fetch says: a summary line, or a JSON line for `--json`.
struct FetchLine: Sendable {
    /// The statuses `newsdesk fetch --json` writes, as the contract names them.
    enum Status: String, Sendable {
        case new, notModified, skipped, failed, gone
    }

    /// The fetch the line tells of.
    let report: FeedFetchReport

    var url: String { report.url }
    var name: String { report.name }
    var result: FeedFetchResult { report.result }
    var stored: FeedStoreOutcome { report.stored }
    /// Why the catalog could not keep what arrived, if it could not.
    var storeError: String? { report.storeError }

    var status: Status {
        if storeError != nil { return .failed }
        switch result.outcome {
        case .fetched: return .new
        case .notModified: return .notModified
        case .skipped(.gone), .gone: return .gone
        case .skipped: return .skipped
        case .failed: return .failed
        }
    }

    /// The error in words, when the feed failed.
    var error: String? {
        if let storeError { return "the catalog could not keep it: \(storeError)" }
        if case .failed(let failure) = result.outcome { return failure.message }
        return nil
    }

    /// `Harbourside Gazette: 3 new articles`, `…: not modified`, `…: failed: REASON`.
    var text: String {
        let what: String
        switch (status, result.outcome) {
        case (.new, _):
            var parts = [CountText.counted(stored.added, "new article")]
            if stored.updated > 0 { parts.append("\(stored.updated) updated") }
            what = parts.joined(separator: ", ")
        case (.notModified, _):
            what = "not modified"
        case (.skipped, .skipped(.fresh(let due))):
            what = "skipped: fetched less than 15 minutes ago (due at \(UTCTimestamp.readable(due)); --force fetches it now)"
        case (.skipped, .skipped(.held(let until))):
            what = "skipped: its server asked for no requests until \(UTCTimestamp.readable(until))"
        case (.skipped, .skipped(.claimed)):
            what = "skipped: another fetch is fetching it now"
        case (.gone, _):
            what = "gone: the server answered 410 Gone, so it is no longer fetched"
        default:
            what = "failed: \(error ?? "unknown error")"
        }
        return "\(name): \(what)"
    }

    /// `{"added":3,"error":null,"status":"new","url":"…"}`, keys sorted as every JSON line is.
    var json: String {
        (try? JSONLines.line(Record(added: stored.added, error: error, status: status.rawValue, url: url))) ?? ""
    }

    /// The line's fields, for a JSON line that also names the screen.
    var record: some Encodable {
        Record(added: stored.added, error: error, status: status.rawValue, url: url)
    }

    /// The JSON line's fields; `error` is written as `null` when there is none.
    private struct Record: Encodable {
        let added: Int
        let error: String?
        let status: String
        let url: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(added, forKey: .added)
            try container.encode(error, forKey: .error)
            try container.encode(status, forKey: .status)
            try container.encode(url, forKey: .url)
        }

        private enum CodingKeys: String, CodingKey {
            case added, error, status, url
        }
    }
}
