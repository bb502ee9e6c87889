import Foundation
import Logging
import NewsAccounts
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

/// `NEWSDESK_LOG`'s lines: one per feed decision, never a secret.
@Suite("The log: feed decisions, secrets masked")
struct FeedFetchLogTests {
    @Test("each feed's decision in words: fetched, 304, gone, failed, and skipped as not due, held, backing off or claimed")
    func decisions() throws {
        let url = "https://feeds.example/a.xml?token=t0p"
        let state = FeedFetchState(url: url, failures: 2)
        let due = try #require(ISO8601DateFormatter().date(from: "2026-11-27T06:00:00Z"))
        func line(_ outcome: FeedFetchResult.Outcome, stored: FeedStoreOutcome = FeedStoreOutcome()) -> String {
            FeedFetchLog.decision(
                FeedFetchReport(url: url, name: "A", result: FeedFetchResult(outcome: outcome, state: state), stored: stored))
        }
        let document = FeedDocument(format: .rss, title: "A", items: [FeedItem(title: "one"), FeedItem(title: "two")])
        #expect(line(.fetched(document), stored: FeedStoreOutcome(added: 1, updated: 1)) == "fetched, 2 items (1 new, 1 updated)")
        #expect(line(.notModified) == "not modified (304)")
        #expect(line(.gone) == "gone (410): not asked again unless fetched by number with --force")
        #expect(line(.failed(.status(500))) == "failed: the server answered 500 Internal Server Error (failure 3 in a row)")
        #expect(line(.skipped(.fresh(dueAt: due))) == "skipped, not due until 2026-11-27T06:00:00Z")
        #expect(line(.skipped(.held(until: due))) == "skipped, its server asked (Retry-After) to wait until 2026-11-27T06:00:00Z")
        #expect(line(.skipped(.failing(dueAt: due))) == "skipped, backing off after failures until 2026-11-27T06:00:00Z")
        #expect(line(.skipped(.claimed)) == "skipped, another fetch is fetching it now")
    }

    @Test("a fetch logs every feed once: fetched, then not due and backing off; nothing at all with no log")
    func fetchLog() async throws {
        let server = FakeFeedServer()
        let good = "https://harbour.example/feed.xml?key=abc"
        let missing = "https://valley.example/missing.xml"
        server.serve(good, items: [("Ferry", "https://harbour.example/ferry", "Mon, 02 Nov 2026 08:00:00 GMT")])
        let catalog = try LocalCatalog.inMemory()
        let readingList = try LocalAccountService.inMemory(hasher: .fastForTesting).readingList
        let book = RecordingLogHandler.Book()
        let library = LocalFeedLibrary(
            catalog: { catalog }, readingList: readingList, transport: server, userAgent: "newsdesk-test",
            logger: RecordingLogHandler.logger(book))
        _ = try await catalog.subscribe(SubscriptionEntry(url: good))
        _ = try await catalog.subscribe(SubscriptionEntry(url: missing))
        _ = try await library.fetch(only: nil, force: false, pastHolds: false) { _ in }
        _ = try await library.fetch(only: nil, force: false, pastHolds: false) { _ in }
        let lines = book.messages.sorted()
        #expect(lines.count == 4)
        #expect(lines.contains("info feed https://harbour.example/feed.xml?key=***: fetched, 1 item (1 new, 0 updated)"))
        #expect(lines.contains("info feed https://valley.example/missing.xml: failed: the server answered 404 Not Found"))
        #expect(lines.contains { $0.hasPrefix("info feed https://harbour.example/feed.xml?key=***: skipped, not due until ") })
        #expect(lines.contains { $0.hasPrefix("info feed https://valley.example/missing.xml: skipped, backing off after failures until ") })
    }
}
