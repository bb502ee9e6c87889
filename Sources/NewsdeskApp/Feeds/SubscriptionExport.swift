import FlowKit
import Foundation
import NewsCatalog
import NewsWeb

/// `newsdesk export --format opml`: every subscription as OPML 2.0 on standard output, names and
/// tags included, so importing the file into a fresh home gives the same subscriptions.
@MainActor
public struct SubscriptionExport {
    private let catalogPath: String
    private let output: any OutputSink

    /// Creates an export of the catalog at `catalogPath`.
    public init(catalogPath: String, output: any OutputSink) {
        self.catalogPath = catalogPath
        self.output = output
    }

    /// Writes the OPML document and returns the exit status.
    public func run() async -> Int32 {
        do {
            let catalog = try await LocalCatalog.open(path: catalogPath, waiting: .standard)
            let entries = try await catalog.subscriptions().map { feed in
                SubscriptionEntry(url: feed.url, title: feed.name ?? feed.title, siteURL: feed.siteURL, tags: feed.tags)
            }
            output.writeRecord(SubscriptionList(entries: entries).opml(date: Date()))
            output.flush()
            return 0
        } catch {
            output.writeError("newsdesk: error: \(TerminalText.sanitize(ErrorMessage.of(error)))\n")
            output.flush()
            return 1
        }
    }
}
