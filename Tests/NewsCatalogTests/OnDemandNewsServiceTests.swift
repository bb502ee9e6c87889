import Foundation
import NewsModels
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Opening a news service on demand")
struct OnDemandNewsServiceTests {
    @Test("concurrent first requests share one opening")
    func concurrentRequestsOpenOnce() async throws {
        let opens = Mutex(0)
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.fillWithSampleIfEmpty()
        let service = OnDemandNewsService(serviceName: "local") {
            opens.withLock { $0 += 1 }
            return catalog
        }

        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await service.topHeadlines(HeadlinesQuery(pageSize: 3)).items.count }
            }
            for try await count in group {
                #expect(count == 3)
            }
        }

        #expect(opens.withLock { $0 } == 1)
    }

    @Test("a failed opening is tried again on the next request")
    func failedOpeningIsRetried() async throws {
        let attempts = Mutex(0)
        let catalog = try LocalCatalog.inMemory()
        let service = OnDemandNewsService(serviceName: "local") {
            let attempt = attempts.withLock { value in
                value += 1
                return value
            }
            if attempt == 1 { throw CatalogError.database("locked") }
            return catalog
        }

        await #expect(throws: CatalogError.self) { try await service.sources(SourcesQuery()) }
        _ = try await service.sources(SourcesQuery())
        #expect(attempts.withLock { $0 } == 2)
    }

    @Test("whether lists show stories is known before the service opens, and the catalog keeps them")
    func keepsStoriesWithoutOpening() async throws {
        let opens = Mutex(0)
        let catalog = try LocalCatalog.inMemory()
        let local = OnDemandNewsService(serviceName: "local", keepsStories: true) {
            opens.withLock { $0 += 1 }
            return catalog
        }
        let live = OnDemandNewsService(serviceName: "newsapi") { catalog }
        #expect(local.keepsStories)
        #expect(!live.keepsStories)
        #expect(opens.withLock { $0 } == 0)
        #expect(catalog.keepsStories)
        #expect(!FakeNewsService().keepsStories)
    }
}
