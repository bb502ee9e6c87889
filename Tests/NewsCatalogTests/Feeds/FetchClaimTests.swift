import Foundation
import NewsWeb
import Testing

@testable import NewsCatalog

@Suite("Claims die with the fetch that holds them")
struct FetchClaimTests {
    static let feeds = ["https://one.example/feed", "https://two.example/feed"]

    func catalog() async throws -> LocalCatalog {
        let catalog = try LocalCatalog.inMemory()
        for url in Self.feeds { _ = try await catalog.subscribe(SubscriptionEntry(url: url)) }
        return catalog
    }

    @Test("a feed claimed by a fetch still running stays its; one whose holder ended is free at once")
    func endedHolder() async throws {
        let catalog = try await catalog()
        #expect(try await catalog.claim(Self.feeds, by: "first", holderHasEnded: { _ in false }) == Set(Self.feeds))
        #expect(try await catalog.claim(Self.feeds, by: "second", holderHasEnded: { _ in false }).isEmpty)
        #expect(try await catalog.claim(Self.feeds, by: "second", holderHasEnded: { $0 == "first" }) == Set(Self.feeds))
        #expect(try await catalog.claim(Self.feeds, by: "third", holderHasEnded: { $0 == "first" }).isEmpty, "second holds them now")
    }

    @Test("a token names this process while it runs; a process that ended, or another with its id, holds nothing")
    func tokens() throws {
        let mine = FetchClaimToken.make()
        #expect(mine.hasPrefix("pid:\(getpid()):"))
        #expect(!FetchClaimToken.holderHasEnded(mine))
        #expect(FetchClaimToken.holderHasEnded("pid:\(getpid()):1:reused"), "same id, another start: the id was given again")

        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        #expect(FetchClaimToken.holderHasEnded("pid:\(child.processIdentifier):1:ended"))

        #expect(!FetchClaimToken.holderHasEnded(UUID().uuidString), "an earlier version's token lapses with time only")
        #expect(!FetchClaimToken.holderHasEnded("pid:x:1:y"))
    }
}
