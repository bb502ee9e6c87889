import Foundation
import Synchronization
import Testing

@testable import NewsWeb

@Suite("Fetching many feeds")
struct FeedFetchRunTests {
    /// Answers every feed after yielding a while, counting how many requests are in flight.
    final class CountingTransport: HTTPTransport {
        struct Counts {
            var inFlight: [String: Int] = [:]
            var maxPerHost = 0
            var maxInAll = 0
            var requests = 0
        }

        let counts = Mutex(Counts())
        let limitedHost: String?

        init(limitedHost: String? = nil) {
            self.limitedHost = limitedHost
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let host = request.url.host ?? ""
            counts.withLock { counts in
                counts.requests += 1
                counts.inFlight[host, default: 0] += 1
                counts.maxPerHost = max(counts.maxPerHost, counts.inFlight[host] ?? 0)
                counts.maxInAll = max(counts.maxInAll, counts.inFlight.values.reduce(0, +))
            }
            for _ in 0..<200 { await Task.yield() }
            counts.withLock { $0.inFlight[host, default: 1] -= 1 }
            if host == limitedHost { return HTTPResponse(status: 429, headers: ["Retry-After": "3600"]) }
            let body =
                "<rss><channel><title>\(host)</title><item><title>x</title><link>\(request.url.absoluteString)/x</link></item></channel></rss>"
            return HTTPResponse(status: 200, body: Data(body.utf8))
        }
    }

    actor Results {
        var byIndex: [Int: FeedFetchResult] = [:]
        func add(_ index: Int, _ result: FeedFetchResult) { byIndex[index] = result }
    }

    @Test("never more than 2 requests to a host nor 16 in all, and every feed answered")
    func bounds() async {
        let feeds = (0..<120).map { FeedFetchState(url: "http://h\($0 % 30).example/feed\($0)") }
        let transport = CountingTransport()
        let results = Results()
        await FeedFetchRun(fetcher: FeedFetcher(transport: transport, userAgent: "t")).run(feeds, force: false, holds: [:]) {
            index, result in
            await results.add(index, result)
        }
        let counts = transport.counts.withLock { $0 }
        #expect(counts.requests == 120)
        #expect(counts.maxPerHost <= 2)
        #expect(counts.maxInAll <= 16)
        let byIndex = await results.byIndex
        #expect(byIndex.count == 120)
        #expect(byIndex.values.allSatisfy { if case .fetched = $0.outcome { true } else { false } })
    }

    @Test("a host that answers 429 holds its other feeds in the same run; other hosts go on")
    func holdWithinRun() async {
        let feeds = (0..<6).map { FeedFetchState(url: "http://\($0 < 4 ? "slow" : "fine").example/feed\($0)") }
        let transport = CountingTransport(limitedHost: "slow.example")
        let results = Results()
        await FeedFetchRun(fetcher: FeedFetcher(transport: transport, userAgent: "t")).run(feeds, force: true, holds: [:]) {
            index, result in
            await results.add(index, result)
        }
        let byIndex = await results.byIndex
        let slow = (0..<4).compactMap { byIndex[$0]?.outcome }
        let limited = slow.filter { if case .failed(.rateLimited) = $0 { true } else { false } }.count
        let held = slow.filter { if case .skipped(.held) = $0 { true } else { false } }.count
        #expect(limited <= 2, "at most the two lanes' first requests reach the host")
        #expect(limited + held == 4)
        #expect((4..<6).allSatisfy { if case .fetched = byIndex[$0]?.outcome { true } else { false } })
    }

    @Test("feeds held from an earlier run are not asked")
    func heldFromBefore() async {
        let transport = CountingTransport()
        let results = Results()
        let until = Date().addingTimeInterval(600)
        await FeedFetchRun(fetcher: FeedFetcher(transport: transport, userAgent: "t"))
            .run([FeedFetchState(url: "http://held.example/feed")], force: true, holds: ["http://held.example": until]) { index, result in
                await results.add(index, result)
            }
        #expect(await results.byIndex[0]?.outcome == .skipped(.held(until: until)))
        #expect(transport.counts.withLock { $0.requests } == 0)
    }
}
