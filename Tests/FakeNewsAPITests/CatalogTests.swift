import Foundation
import Testing

@testable import FakeNewsAPI

@Suite("The fixed data set and the JSON it is written in")
struct CatalogTests {
    @Test func theDataSetIsFixed() {
        let catalog = FakeCatalog()
        #expect(catalog.articles.count == 150)
        #expect(catalog.allSources.count == 11)
        #expect(catalog.sources.count == 9)
        #expect(catalog.articles == FakeCatalog.standard.articles)
        #expect(catalog.articles.first?.publishedAt == "2026-11-20T07:00:00Z")
        #expect(FakeCatalog.newestSeconds == 1_795_158_000)
        #expect(Set(catalog.articles.map(\.url)).count == 150)
        #expect(catalog.articles.filter { $0.source.country == "us" }.count == 105)
        #expect(catalog.articles.contains { $0.source.id == nil })
        #expect(catalog.articles.contains { $0.author == nil })
        #expect(catalog.articles.contains { $0.publishedAt.count == 24 })
        #expect(catalog.articles[FakeCatalog.hostileIndex].title == FakeCatalog.hostileTitle)
        let times = catalog.articles.map(\.publishedSeconds)
        #expect(times == times.sorted(by: >))
        for article in catalog.articles {
            #expect(article.url.contains(".example/"))
            if let content = article.content {
                #expect(content.range(of: #"… \[\+\d+ chars\]$"#, options: .regularExpression) != nil)
            }
        }
    }

    @Test func timestampsRoundTrip() {
        #expect(ISOTimestamp.format(seconds: 0) == "1970-01-01T00:00:00Z")
        #expect(ISOTimestamp.format(seconds: 1_795_158_000, milliseconds: 123) == "2026-11-20T07:00:00.123Z")
        #expect(ISOTimestamp.parse("2026-11-20T07:00:00Z") == 1_795_158_000)
        #expect(ISOTimestamp.parse("2026-11-20T07:00:00.5Z") == 1_795_158_000.5)
        #expect(ISOTimestamp.parse("2026-11-20") == 1_795_132_800)
        #expect(ISOTimestamp.parse("2026-11-20T07:00") == 1_795_158_000)
        #expect(ISOTimestamp.parse("2024-02-29T00:00:00") == 1_709_164_800)
        #expect(ISOTimestamp.parse("yesterday") == nil)
        #expect(ISOTimestamp.parse("2026-13-01") == nil)
        #expect(ISOTimestamp.parse("2026-11-20T07:00:00Zjunk") == nil)
        #expect(ISOTimestamp.httpDate(seconds: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(ISOTimestamp.httpDate(seconds: 1_795_158_000) == "Fri, 20 Nov 2026 07:00:00 GMT")
    }

    @Test func jsonEscapesControlsAndKeepsOrder() {
        let value = JSONValue.object([
            ("b", .string("a\"b\\c\n\u{1B}[31m\u{202E}")),
            ("a", .null),
            ("n", .array([.integer(1), .bool(false)])),
        ])
        #expect(String(decoding: value.data, as: UTF8.self) == "{\"b\":\"a\\\"b\\\\c\\n\\u001b[31m\u{202E}\",\"a\":null,\"n\":[1,false]}")
    }

    @Test func magicWordsParse() {
        #expect(Fault(magicWord: "fault-html") == .htmlProxyPage(status: 502))
        #expect(Fault(magicWord: "FAULT-HTML-503") == .htmlProxyPage(status: 503))
        #expect(Fault(magicWord: "fault-slow-2") == .slow(seconds: 2))
        #expect(Fault(magicWord: "fault-slow-601") == nil)
        #expect(
            Fault(magicWord: "fault-error-401-apiKeyDisabled")
                == .serviceError(status: 401, code: "apiKeyDisabled", message: "Your API key has been disabled."))
        #expect(Fault(magicWord: "fault-close") == .closeWithoutAnswer)
        #expect(Fault(magicWord: "fault-truncated") == .truncatedBody)
        #expect(Fault(magicWord: "fault-flaky") == nil)
        #expect(Fault(magicWord: "solar") == nil)
    }

    @Test func queriesMatchLikeASmallNewsAPI() {
        let fields = ["solar farm opens", "the town council spoke", ""]
        #expect(QueryMatcher("SOLAR").matches(fields))
        #expect(QueryMatcher("\"solar farm\"").matches(fields))
        #expect(!QueryMatcher("\"farm solar\"").matches(fields))
        #expect(!QueryMatcher("solar -council").matches(fields))
        #expect(!QueryMatcher("solar NOT council").matches(fields))
        #expect(QueryMatcher("ferry OR council").matches(fields))
        #expect(QueryMatcher("solar AND +farm").matches(fields))
        #expect(QueryMatcher("fault-html").matches(fields))
        #expect(QueryMatcher("").matches(fields))
    }
}
