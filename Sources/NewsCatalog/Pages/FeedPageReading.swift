import Foundation
import Logging
import NewsModels
import NewsWeb

/// After a fetch, the pages of the new items of feeds that read in full (`--full-text`), read in
/// reader mode and kept, so those items read in full offline and are searchable.
///
/// Polite as the fetch is: one request at a time to each origin (the fetch allows two), a few
/// origins at once, none that holds newsdesk off (`Retry-After`), and an origin that asks to wait
/// gets a hold and no more requests. A page that fails costs its article nothing but the text.
struct FeedPageReading: Sendable {
    /// The most pages read after one fetch; the rest wait for the next.
    static let mostPages = 200
    /// How many origins are asked at once.
    static let originsAtOnce = 4
    /// The longest hold a server's `Retry-After` keeps (a day, as for feeds).
    static let longestWait: TimeInterval = 86_400

    let catalog: LocalCatalog
    let fetcher: PageFetcher
    let logger: Logger

    /// Reads the pages of the items added after row `id`; returns how many were kept.
    func run(addedAfter id: Int64, now: Date = Date()) async throws -> Int {
        let articles = try await catalog.articlesWantingPages(addedAfter: id, limit: Self.mostPages)
        guard !articles.isEmpty else { return 0 }
        let holds = try await catalog.hostHolds(now: now)
        var byOrigin: [String: [Article]] = [:]
        var origins: [String] = []
        for article in articles {
            guard let url = URL(string: article.url), url.host != nil else { continue }
            let origin = FeedFetcher.origin(of: url)
            if let until = holds[origin] {
                logger.info("page skipped: \(origin) holds newsdesk off until \(UTCTimestamp.iso8601(until))")
                continue
            }
            if byOrigin[origin] == nil { origins.append(origin) }
            byOrigin[origin, default: []].append(article)
        }
        let batches = origins.map { (origin: $0, articles: byOrigin[$0] ?? []) }
        return try await withThrowingTaskGroup(of: Int.self) { group in
            var next = batches.makeIterator()
            for _ in 0..<Self.originsAtOnce {
                guard let batch = next.next() else { break }
                group.addTask { try await read(batch.articles, of: batch.origin) }
            }
            var kept = 0
            while let count = try await group.next() {
                kept += count
                if let batch = next.next() { group.addTask { try await read(batch.articles, of: batch.origin) } }
            }
            return kept
        }
    }

    /// Reads `articles`' pages from `origin` one after another; stops when it asks to wait.
    private func read(_ articles: [Article], of origin: String) async throws -> Int {
        var kept = 0
        for article in articles {
            try Task.checkCancellation()
            do {
                let fetched = try await fetcher.fetch(article.url)
                let page = try PageReader.read(fetched.bytes, url: fetched.url, contentType: fetched.contentType)
                try await catalog.keep(page, for: article)
                kept += 1
            } catch let PageFetcher.Failure.askedToWait(status, asking, retryAfter) {
                // No Retry-After: an hour, as a polite reader waits after a 429 that names no time.
                let until = Date().addingTimeInterval(min(retryAfter ?? 3_600, Self.longestWait))
                try await catalog.keepHold(FeedFetchResult.HostHold(host: asking, until: until))
                logger.info("page not read: \(asking) answered \(status), held until \(UTCTimestamp.iso8601(until))")
                return kept
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                let address = URL(string: article.url).map(LogText.maskedAddress) ?? article.url
                logger.info("page not read: \(address): \(error)")
            }
        }
        return kept
    }
}
