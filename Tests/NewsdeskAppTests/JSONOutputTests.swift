import FlowKit
import Foundation
import NewsAccounts
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("--json: content screens write JSON lines")
struct JSONOutputTests {
    /// An article with every field, and one with every optional field missing.
    static let full = Article(
        source: SourceReference(id: "gullhaven-ledger", name: "Gullhaven Ledger"),
        author: "Marisol Vantreece",
        title: "Cobalt Bay solar farm secures $240 million",
        description: "Pension funds bought most of it.",
        url: "https://gullhaven-ledger.example/bonds",
        urlToImage: "https://gullhaven-ledger.example/bonds.jpg",
        publishedAt: Date(timeIntervalSince1970: 1_790_000_000),
        content: "The cooperative closed its largest bond sale… [+1874 chars]"
    )
    static let bare = Article(
        source: SourceReference(id: nil, name: "Wire"),
        title: "Storm reaches the coast",
        url: "https://wire.example/storm",
        publishedAt: Date(timeIntervalSince1970: 1_789_996_400)
    )
    static func fullLine(screen: String) -> String {
        #"{"author":"Marisol Vantreece","bookmarked":false,"content":"The cooperative closed its largest bond sale… [+1874 chars]","description":"Pension funds bought most of it.","enclosures":[],"fullText":false,"n":1,"publishedAt":"2026-09-21T14:13:20Z","read":false,"screen":"\#(screen)","source":{"id":"gullhaven-ledger","name":"Gullhaven Ledger"},"story":null,"storySize":1,"title":"Cobalt Bay solar farm secures $240 million","url":"https://gullhaven-ledger.example/bonds","urlToImage":"https://gullhaven-ledger.example/bonds.jpg"}"#
    }
    static let bareLine =
        #"{"author":null,"bookmarked":false,"content":null,"description":null,"enclosures":[],"fullText":false,"n":2,"publishedAt":"2026-09-21T13:13:20Z","read":false,"screen":"headlines","source":{"id":null,"name":"Wire"},"story":null,"storySize":1,"title":"Storm reaches the coast","url":"https://wire.example/storm","urlToImage":null}"#
    static let listKeys: Set<String> = [
        "author", "bookmarked", "content", "description", "enclosures", "fullText", "n", "publishedAt", "read", "screen", "source", "story",
        "storySize", "title",
        "url",
        "urlToImage",
    ]

    static let sources = [
        Source(
            id: "gullhaven-ledger", name: "Gullhaven Ledger", description: "Port news.", url: "https://gullhaven-ledger.example",
            category: .business, language: "en", country: "us", articleCount: 4),
        Source(id: "wire", name: "Wire"),
    ]

    /// Alice signed in, with the two articles and sources, writing JSON lines.
    static func harness(readingList: FakeReadingList = FakeReadingList()) -> FlowHarness {
        FlowHarness.signedIn(
            news: FakeNewsService(articles: [full, bare], sources: sources), readingList: readingList, outputFormat: .json)
    }

    /// A record parsed back with JSONSerialization.
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    @Test("headlines: one line per article with NewsAPI's fields, n, read and bookmarked; null stays null; no text layout")
    func headlines() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))

        #expect(harness.console.records == [Self.fullLine(screen: "headlines"), Self.bareLine])
        for line in harness.console.records {
            #expect(Set(try Self.object(line).keys) == Self.listKeys)
        }
        let bare = try Self.object(harness.console.records[1])
        #expect(bare["author"] is NSNull)
        #expect((bare["source"] as? [String: Any])?["id"] is NSNull)
        #expect(harness.console.output == "", "no heading, count or hint in JSON mode: \(harness.console.output)")
    }

    @Test("the read and bookmarked marks are the list's; unknown marks are null")
    func marks() async throws {
        let readingList = FakeReadingList()
        let harness = Self.harness(readingList: readingList)
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 2"))
        #expect(await harness.run("back"))
        #expect(await harness.run("bookmark 1"))
        harness.console.clearOutput()

        #expect(await harness.run("refresh"))
        let marked = try harness.console.records.map(Self.object)
        #expect(marked.map { $0["read"] as? Bool } == [false, true])
        #expect(marked.map { $0["bookmarked"] as? Bool } == [true, false])

        await readingList.setFailure(ReadingListError.storage("locked"))
        harness.console.clearOutput()
        #expect(await harness.run("refresh"))
        let unknown = try harness.console.records.map(Self.object)
        #expect(unknown.allSatisfy { $0["read"] is NSNull && $0["bookmarked"] is NSNull })
        #expect(harness.console.output == "(No read or bookmarked marks: the bookmark store failed: locked)\n")
    }

    @Test("open N: the article as one object, without list fields, that decodes back to the same article")
    func openedArticle() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()

        #expect(await harness.run("open 1"))

        #expect(harness.console.records.count == 1)
        let line = try #require(harness.console.records.first)
        #expect(Set(try Self.object(line).keys) == Self.listKeys.subtracting(["n", "read", "bookmarked"]))
        #expect(try Self.object(line)["screen"] as? String == "article")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Article.self, from: Data(line.utf8)) == Self.full)
    }

    @Test("sources: one object per source, numbered, with articleCount only when the service counts")
    func sourcesList() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("sources"))

        #expect(
            harness.console.records == [
                #"{"articleCount":4,"category":"business","country":"us","description":"Port news.","id":"gullhaven-ledger","language":"en","n":1,"name":"Gullhaven Ledger","screen":"sources","url":"https://gullhaven-ledger.example"}"#,
                #"{"category":null,"country":null,"description":null,"id":"wire","language":null,"n":2,"name":"Wire","screen":"sources","url":null}"#,
            ])
        #expect(await harness.run("open 2"))
        #expect(harness.recorder.shown.last == "source")
    }

    @Test("source ID: the source object, then its articles numbered for open N")
    func sourceDetail() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("source gullhaven-ledger"))

        let records = try harness.console.records.map(Self.object)
        #expect(records.count == 3)
        #expect(records.first?["id"] as? String == "gullhaven-ledger")
        #expect(records.first?["articleCount"] as? Int == 4)
        #expect(records.first?["n"] == nil)
        #expect(records.dropFirst().map { $0["n"] as? Int } == [1, 2])
        #expect(harness.console.records.dropFirst().first == Self.fullLine(screen: "source"))
        #expect(harness.console.output == "")
    }

    @Test("categories: one object per category, numbered")
    func categories() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("categories"))

        #expect(harness.console.records.first == #"{"category":"business","n":1,"screen":"categories"}"#)
        #expect(harness.console.records.last == #"{"category":"technology","n":7,"screen":"categories"}"#)
        #expect(harness.console.records.count == NewsCategory.allCases.count)
    }

    @Test("home: the articles of every section, numbered on across sections as open N counts them, each once")
    func home() async throws {
        let harness = FlowHarness.signedIn(
            details: AccountDetails(country: "gb", categories: [.science]),
            news: FakeNewsService(articles: [Self.full, Self.bare]),
            outputFormat: .json
        )

        try await harness.app.start()

        let records = try harness.console.records.map(Self.object)
        // Both sections hold the same two articles: the second section shows neither again.
        #expect(records.map { $0["n"] as? Int } == [1, 2])
        #expect(records.map { $0["title"] as? String } == [Self.full.title, Self.bare.title])
        #expect(harness.console.output == "")
    }

    @Test("every line names its screen: home's articles, then the search results numbered from 1 again")
    func screenField() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        #expect(await harness.run("search storm"))

        let records = try harness.console.records.map(Self.object)
        let screens = records.map { $0["screen"] as? String }
        #expect(screens.count >= 3)
        #expect(screens == Array(repeating: "home", count: screens.count - 1) + ["search"])
        #expect(records.first?["n"] as? Int == 1 && records.last?["n"] as? Int == 1)
    }

    @Test("bookmarks: the bookmarked articles, each marked bookmarked")
    func bookmarks() async throws {
        let harness = Self.harness()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("bookmark 2"))
        #expect(harness.console.output.contains("Bookmarked: Storm reaches the coast"), "messages stay text")
        harness.console.clearOutput()

        #expect(await harness.run("bookmarks"))

        let records = try harness.console.records.map(Self.object)
        #expect(records.map { $0["url"] as? String } == [Self.bare.url])
        #expect(records.first?["bookmarked"] as? Bool == true)
    }

    @Test("a failed load shows its failure as text and writes no record")
    func failure() async throws {
        let news = FakeNewsService(articles: [Self.full])
        let harness = FlowHarness.signedIn(news: news, outputFormat: .json)
        try await harness.app.start()
        await news.setFailure(CommandFailure("the service is down"))
        harness.console.clearOutput()

        #expect(await harness.run("headlines") == false)

        #expect(harness.console.records.isEmpty)
        #expect(harness.console.output.contains("Failed: the service is down"))
    }

    @Test("hostile text is escaped in the JSON, not stripped: no raw control, and the data reads back exactly")
    func hostileText() async throws {
        let hostile = Article(
            source: SourceReference(id: "evil", name: "Evil\u{1B}[2J News"),
            author: "Mallory\u{07}\u{08}",
            title: "Breaking\u{1B}]52;c;cm0gLXJmIH4=\u{07} news\u{202E}txt.exe \u{9B}31m 東京 🌊",
            url: "https://evil.example/\u{1B}[1A",
            publishedAt: Date(timeIntervalSince1970: 1_790_000_000),
            content: "Line one\r\u{1B}[Kfake prompt> \u{0}"
        )
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: [hostile]), outputFormat: .json)
        try await harness.app.start()
        harness.console.clearOutput()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))

        #expect(harness.console.records.count == 2, "the list's line and the article's")
        for line in harness.console.records {
            let raw = line.unicodeScalars.filter { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            }
            #expect(raw.isEmpty, "raw controls: \(raw.map { String($0.value, radix: 16) })")
        }
        let opened = try #require(harness.console.records.last)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Article.self, from: Data(opened.utf8)) == hostile)
        #expect(opened.contains(#"news\u202etxt.exe \u009b31m 東京 🌊"#))
    }

    @Test("without --json nothing is a record")
    func textMode() async throws {
        let harness = FlowHarness.signedIn(news: FakeNewsService(articles: [Self.full]))
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))
        #expect(harness.console.records.isEmpty)
        #expect(harness.console.output.contains("1. Cobalt Bay solar farm secures $240 million\n   Gullhaven Ledger · 2026-09-21 14:13\n"))
    }
}
