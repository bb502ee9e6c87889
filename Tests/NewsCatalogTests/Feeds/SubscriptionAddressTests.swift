import Foundation
import NewsWeb
import Testing

@testable import NewsCatalog

@Suite("One subscription in the catalog per feed address, whatever its spelling")
struct SubscriptionAddressTests {
    @Test("subscribing to a variant of a subscribed feed says it is subscribed already; new ones keep the canonical form")
    func subscribeVariants() async throws {
        let catalog = try LocalCatalog.inMemory()
        let first = try await catalog.subscribe(SubscriptionEntry(url: "HTTP://Example.com/f/../feed#top"))
        #expect(first.isNew)
        #expect(first.subscription.url == "http://example.com/feed")
        for variant in ["http://example.com/feed", "http://EXAMPLE.com:80/feed", "http://example.com/feed#other"] {
            let again = try await catalog.subscribe(SubscriptionEntry(url: variant))
            #expect(!again.isNew, "\(variant)")
            #expect(again.subscription.url == "http://example.com/feed")
        }
        #expect(try await catalog.subscriptions().count == 1)
    }

    @Test("a row an older newsdesk stored as given is matched in canonical form")
    func olderRows() async throws {
        let catalog = try LocalCatalog.inMemory()
        try await catalog.storage.write { db in
            try db.execute(
                sql: "INSERT INTO feeds (url, source_id, tags, added_at) VALUES ('HTTP://Old.example/rss#x', 'old-example', '', 0)")
        }
        let again = try await catalog.subscribe(SubscriptionEntry(url: "http://old.example/rss"))
        #expect(!again.isNew)
        #expect(again.subscription.url == "HTTP://Old.example/rss#x")
    }
}
