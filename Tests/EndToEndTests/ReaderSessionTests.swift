import FakeNewsAPIProcess
import Foundation
import Testing

/// Reader mode at the prompt, run as a script on the built binary against the fake server on
/// loopback: `read N` on a feed's list, `back`, a second `read` that asks nothing, and `search`
/// finding a word only the page had, with `fullText` in the article's JSON line.
@Suite("Reader mode at the prompt")
struct ReaderSessionTests {
    @Test("read N on a feed, back, read again without a request; search finds the page's words; fullText says so")
    func readKeepSearch() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script =
                    FeedSessionTests.signup + """
                        feeds
                        subscribe \(service.url)/feeds/reader.xml
                        open 1
                        read 1
                        back
                        read 1
                        back
                        done
                        search commuters
                        quit

                        """
                let result = try await home.run(["--json"], input: script)
                #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
                let records = result.stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                let reads = FeedSessionTests.records(records, on: "read")
                #expect(reads.count == 2)
                let page = try #require(reads.first)
                #expect(page["title"] as? String == "Harbour ferry returns")
                #expect(page["url"] as? String == "\(service.url)/feeds/article.html")
                #expect((page["text"] as? String)?.contains("many of them commuters") == true)
                #expect(page["links"] as? [String] == ["\(service.url)/feeds/timetable.html"])
                let searches = FeedSessionTests.records(records, on: "search")
                #expect(searches.count == 1, "the feed's teaser holds no 'commuters': the page kept does")
                #expect(searches.first?["title"] as? String == "Harbour ferry returns after winter repairs")
                #expect(searches.first?["fullText"] as? Bool == true)
                #expect(result.stderr.contains("reader@local:read> back\nreader@local:feed> read 1\n"), "back returns to the feed's list")
                let pageRequests = try await service.requests().filter { $0.path == "/feeds/article.html" }
                #expect(pageRequests.count == 1, "the second read shows the kept page")
            }
        }
    }

    @Test("subscribe --full-text reads the item's page with the fetch: search finds its words before any read, read asks nothing")
    func fullTextFeed() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let script =
                    FeedSessionTests.signup + """
                        feeds
                        subscribe \(service.url)/feeds/reader.xml --full-text
                        done
                        search commuters
                        read 1
                        quit

                        """
                let result = try await home.run([], input: script)
                #expect(result.status == 0, "stderr: \(result.stderr)\nstdout: \(result.stdout)")
                #expect(result.stdout.contains("article, read in full."))
                #expect(result.stdout.contains("Search: commuters (1 article)"))
                #expect(result.stdout.contains("Passengers on the first crossing, many of them commuters"))
                let pageRequests = try await service.requests().filter { $0.path == "/feeds/article.html" }
                #expect(pageRequests.count == 1, "read with the fetch, then shown from the catalog")
            }
        }
    }
}
