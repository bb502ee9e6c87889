import Foundation
import GRDB
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

/// The lines of `newsdesk export --format jsonl`, read back: every field kept exactly, a bad line
/// rejected in words, and stories written as the export grouped them.
@Suite("Reading newsdesk's own JSON lines")
struct ArticleLineParserTests {
    /// A made-up exported line; `fields` replace or add top-level fields (raw JSON values).
    static func line(_ fields: [String: String] = [:]) -> String {
        var values: [String: String] = [
            "source":
                #"{"id":"quay","name":"Quay Post","description":null,"url":"https://quay.example","category":"sports","language":"en","country":"gb"}"#,
            "author": #""Zoë Quay""#, "title": #"" Tide \u0007 tables ""#, "description": "null",
            "url": #""https://quay.example/tides""#, "urlToImage": "null", "publishedAt": #""2024-03-01T06:30:00Z""#,
            "content": "null", "enclosures": "[]", "fullText": "false", "story": #""41""#, "storySize": "2",
            "identity": "null", "publishedIsDayOnly": "false", "category": #""science""#, "datasetStory": "null",
            "bodyHTML": #""<p>Tides</p>""#, "page": "null", "pageReadAt": "null",
        ]
        values.merge(fields) { _, new in new }
        return "{" + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    @Test("a line's fields are kept exactly, spaces and controls included; the source's details with it")
    func fields() throws {
        let imported = try ArticleLineParser().parse(Array(Self.line().utf8)).get()
        #expect(imported.record.article.title == " Tide \u{7} tables ")
        #expect(imported.record.article.author == "Zoë Quay")
        #expect(imported.record.article.publishedAt == Date(timeIntervalSince1970: 1_709_274_600))
        #expect(imported.record.category == .science)
        #expect(imported.source?.country == "gb")
        #expect(imported.source?.category == .sports)
        #expect(imported.restoring?.story == "41")
        #expect(imported.restoring?.storySize == 2)
        #expect(imported.restoring?.bodyHTML == "<p>Tides</p>")
        #expect(imported.restoring?.page == nil)
    }

    @Test(
        "a bad line is rejected, saying why",
        arguments: [
            ("not json", "not a JSON object (a line of 'newsdesk export --format jsonl')"),
            (line(["title": "3"]), "the field 'title' has the wrong type"),
            (line(["enclosures": #"[{"url":7}]"#]), "the field 'enclosures.0.url' has the wrong type"),
            (line(["title": "null"]), "no title"),
            (line(["url": #""javascript:alert(1)""#]), "the url 'javascript:alert(1)' is not an http or https address"),
            (line(["publishedAt": #""yesterday""#]), "the date 'yesterday' is not an ISO 8601 date"),
            (line(["category": #""gossip""#]), "the category 'gossip' is unknown"),
        ])
    func rejected(_ text: String, _ reason: String) {
        #expect(throws: ImportRejectionReason(reason)) { try ArticleLineParser().parse(Array(text.utf8)).get() }
    }

    @Test("an export's first line is recognised without --format; other JSON lines are not taken for it")
    func recognised() {
        #expect(ImportFormat.guess(firstLine: Array(Self.line().utf8)) == .jsonl)
        #expect(ImportFormat.guess(firstLine: Array(#"{"link": "https://x.example", "headline": "storySize"}"#.utf8)) == .huffpost)
        #expect(ImportFormat.guess(firstLine: Array(#"{"status":"ok","articles":[]}"#.utf8)) == .newsapi)
    }

    @Test("lines that shared a story share one again, a line of no story is grouped, one present is counted so")
    func stories() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("backup.jsonl")
        let lines = [
            Self.line(["url": #""https://quay.example/a""#, "story": #""7""#, "storySize": "3"]),
            Self.line(["url": #""https://quay.example/b""#, "story": #""9""#, "storySize": "1", "title": #""Something else""#]),
            Self.line([
                "url": #""https://quay.example/a""#, "identity": #""https://feed.example/rss#a2""#, "story": #""7""#, "storySize": "3",
            ]),
            Self.line(["url": #""https://quay.example/c""#, "story": "null", "storySize": "null", "title": #""Alone""#]),
            Self.line(["url": #""https://quay.example/d""#, "story": #""7""#, "storySize": "3"]),
            Self.line(["url": #""https://quay.example/a""#, "story": #""7""#, "storySize": "3"]),
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let catalog = try LocalCatalog.inMemory()
        let summary = try await CatalogImporter(catalog: catalog, batchSize: 2).load(ImportInput(argument: file.path), format: .jsonl)
        #expect(summary.read == 6)
        #expect(summary.added == 5)
        #expect(summary.alreadyPresent == 1)
        let rows = try await catalog.storage.read { db in
            try Row.fetchAll(db, sql: "SELECT url, identity, story_id, id FROM articles ORDER BY id").map {
                (($0["url"] as String) + (($0["identity"] as String?) ?? ""), $0["story_id"] as Int64?, $0["id"] as Int64)
            }
        }
        #expect(rows.count == 5)
        #expect(rows[0].1 == rows[0].2, "the first of a story is its id")
        #expect(rows[2].1 == rows[0].2 && rows[4].1 == rows[0].2, "across batches, and a second item of one page")
        #expect(rows[1].1 == rows[1].2)
        #expect(rows[3].1 != nil, "grouped as written")
    }
}
