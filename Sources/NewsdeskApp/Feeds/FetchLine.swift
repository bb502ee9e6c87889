import FlowKit
import Foundation
import NewsCatalog
import NewsModels
import NewsWeb

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

    /// Why the feed was not asked, or is held, in words; nil when it was asked and answered or failed.
    var reason: String? {
        switch result.outcome {
        case .skipped(.fresh(let due)):
            "fetched recently; due at \(UTCTimestamp.readable(due)) (--force fetches it now)"
        case .skipped(.held(let until)):
            "its server asked for no requests until \(UTCTimestamp.readable(until))"
        case .skipped(.claimed):
            "another fetch is fetching it now"
        case .skipped(.failing(let due)):
            "it failed the last time it was asked; next try at \(UTCTimestamp.readable(due)) (--force fetches it now)"
        case .skipped(.gone), .gone:
            "the server answered 410 Gone, so it is no longer fetched ('fetch N --force' asks it again)"
        case .failed(.rateLimited(_, let until)):
            "its server asked for no requests until \(UTCTimestamp.readable(until))"
        case .fetched, .notModified, .failed:
            nil
        }
    }

    /// `Harbourside Gazette: 3 new articles`, `…: not modified`, `…: skipped: REASON`, `…: failed: ERROR`.
    var text: String {
        let what: String
        switch status {
        case .new:
            var parts = [CountText.counted(stored.added, "new article")]
            if stored.updated > 0 { parts.append("\(stored.updated) updated") }
            what = parts.joined(separator: ", ")
        case .notModified:
            what = "not modified"
        case .skipped:
            what = "skipped: \(reason ?? "not due")"
        case .gone:
            what = "gone: \(reason ?? "410 Gone")"
        case .failed:
            what = "failed: \(error ?? "unknown error")"
        }
        return "\(name): \(what)"
    }

    /// `{"added":3,"error":null,"status":"new","url":"…"}`, keys sorted as every JSON line is.
    var json: String {
        (try? JSONLines.line(record)) ?? ""
    }

    /// The line's fields, for a JSON line that also names the screen.
    var record: some Encodable {
        Record(added: stored.added, error: error, reason: reason, status: status.rawValue, url: url)
    }

    /// The JSON line's fields; `error` and `reason` are written as `null` when there is none.
    private struct Record: Encodable {
        let added: Int
        let error: String?
        let reason: String?
        let status: String
        let url: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(added, forKey: .added)
            try container.encode(error, forKey: .error)
            try container.encode(reason, forKey: .reason)
            try container.encode(status, forKey: .status)
            try container.encode(url, forKey: .url)
        }

        private enum CodingKeys: String, CodingKey {
            case added, error, reason, status, url
        }
    }
}
