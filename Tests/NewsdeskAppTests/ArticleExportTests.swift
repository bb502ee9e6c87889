import FlowKit
import Foundation
import NewsCatalog
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// `newsdesk export --format jsonl` and `newsdesk import --format jsonl` through the app's runs, on
/// catalogs on disk filled the ways newsdesk fills them: a data set, feeds, reader mode.
@Suite("Articles exported as JSON lines and imported back")
@MainActor
struct ArticleExportTests {
    /// Keeps what a run writes.
    final class Sink: OutputSink {
        var output = ""
        var errors = ""
        func writeOutput(_ text: String) { output += text }
        func writeError(_ text: String) { errors += text }
        func flush() {}
    }

    /// Made-up HuffPost lines: a title with non-ASCII letters and control characters (a bell, an
    /// escape sequence, a right-to-left override, a line separator), and a plain one.
    static let huffPost = [
        #"{"link": "https://www.huffpost.com/entry/cafe", "headline": "Café \u0007 bell, \u001b[31mred\u001b[0m, \u202eevil\u2028 done", "category": "FOOD & DRINK", "short_description": "Tab\there.", "authors": "Zoë Quay", "date": "2022-09-20"}"#,
        #"{"link": "https://www.huffpost.com/entry/seals", "headline": "Harbour seals return to the estuary", "category": "ENVIRONMENT", "short_description": "Seals.", "authors": "", "date": "2022-09-21"}"#,
    ]

    static let page = ReadPage(
        title: "Harbour seals return", byline: "Ada Reporter", siteName: "HuffPost",
        publishedAt: Date(timeIntervalSince1970: 1_663_700_000),
        text: ArticleText(
            blocks: [
                .init(kind: .heading(level: 2), text: "Back again"),
                .init(kind: .paragraph, text: "Forty seals were counted on the sandbank [1]."),
            ],
            links: ["https://survey.example/seals"]),
        plainText: "Back again\n\nForty seals were counted on the sandbank.")

    static let sharedPage = "https://shared.example/ferry-strike"

    /// A catalog at `path` holding the data set, two feeds' items that link one page (one with an
    /// enclosure), and a page reader mode kept.
    static func fill(_ path: String, in directory: URL) async throws {
        let catalog = try LocalCatalog.open(path: path, purpose: .bulkImport)
        let dataSet = directory.appendingPathComponent("huffpost.jsonl")
        try Data((huffPost.joined(separator: "\n") + "\n").utf8).write(to: dataSet)
        let imported = try await CatalogImporter(catalog: catalog).load(ImportInput(argument: dataSet.path), format: .huffpost)
        #expect(imported.added == 2)
        let feeds = [("https://harbourside.example/feed.xml", "ferry-1"), ("https://quayside.example/rss", "strike-9")]
        for (index, (url, guid)) in feeds.enumerated() {
            _ = try await catalog.subscribe(SubscriptionEntry(url: url))
            var item = FeedItem(
                guid: guid, link: sharedPage,
                title: index == 0 ? "Ferry strike called for Friday" : "Ferries stop on Friday as crews strike",
                summaryHTML: "<p>Crews walk out on <b>Friday</b>.</p>", author: "Desk \(index)",
                published: Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 600))
            if index == 0 {
                item.enclosures = [
                    Enclosure(url: "https://harbourside.example/strike.mp3", type: "audio/mpeg", length: 123_456, duration: 95)
                ]
            }
            let document = FeedDocument(format: .rss, title: "Feed \(index)", siteURL: url, items: [item])
            let result = FeedFetchResult(
                outcome: .fetched(document), state: FeedFetchState(url: url, fetchedAt: Date(timeIntervalSince1970: 1_790_001_000)))
            _ = try await catalog.store(result, forFeedAt: url, now: Date(timeIntervalSince1970: 1_790_001_000))
        }
        let seals = try #require(try await catalog.everything(SearchQuery(query: "seals")).items.first)
        try await catalog.keep(page, for: seals, at: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// Each line with its story's id replaced: the one field a fresh catalog numbers anew.
    static func withoutStory(_ lines: [Substring]) -> [String] {
        lines.map { String($0.replacing(/,"story":"[0-9]+"/, with: #","story":"-""#)) }
    }

    /// The lines (by number) that share a story, as sets.
    static func storyMembers(_ lines: [Substring]) throws -> Set<Set<Int>> {
        var members: [String: Set<Int>] = [:]
        for (index, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let story = try #require(object["story"] as? String)
            members[story, default: []].insert(index)
        }
        return Set(members.values)
    }

    @Test("export, import into a fresh home, export: the same lines but for story ids, and the same stories")
    func roundTrip() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.sqlite").path
        let second = directory.appendingPathComponent("second.sqlite").path
        try await Self.fill(first, in: directory)
        let exported = directory.appendingPathComponent("first.jsonl")
        let again = directory.appendingPathComponent("second.jsonl")
        let sink = Sink()

        #expect(await ArticleExport(catalogPath: first, outputPath: exported.path, output: sink).run() == 0)
        let imported = await ImportRun(
            catalogPath: second, inputs: [ImportInput(argument: exported.path)], format: .jsonl, output: sink, statusLine: nil
        ).run()
        #expect(imported == 0)
        #expect(await ArticleExport(catalogPath: second, outputPath: again.path, output: sink).run() == 0)
        #expect(sink.errors == "")

        let before = try String(contentsOf: exported, encoding: .utf8).split(separator: "\n")
        let after = try String(contentsOf: again, encoding: .utf8).split(separator: "\n")
        #expect(before.count == 4)
        #expect(Self.withoutStory(after) == Self.withoutStory(before))
        #expect(try Self.storyMembers(after) == Self.storyMembers(before))
        // What the lines hold: both items of the shared page, in one story; the page; the controls escaped.
        let shared = before.filter { $0.contains(#""url":"\#(Self.sharedPage)""#) }
        #expect(shared.count == 2)
        #expect(shared.allSatisfy { $0.contains(#""storySize":2"#) })
        #expect(shared.contains { $0.contains(#""identity":"https://quayside.example/rss#guid:strike-9""#) })
        #expect(shared.contains { $0.contains(#""enclosures":[{"duration":95,"length":123456,"type":"audio/mpeg""#) })
        #expect(before.contains { $0.contains(#""fullText":true"#) && $0.contains(#""plainText":"Back again\n\nForty seals"#) })
        #expect(before.contains { $0.contains(#"Café \u0007 bell, \u001b[31mred\u001b[0m, \u202eevil\u2028 done"#) })
        #expect(before.allSatisfy { $0.contains(#""publishedIsDayOnly":"#) && $0.contains(#""category":"#) })
        #expect(sink.output.contains("second.jsonl: 4 articles exported"))
    }

    @Test("an export imported again into the same home adds nothing, and its stories stay whole")
    func importedTwice() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        try await Self.fill(path, in: directory)
        let exported = directory.appendingPathComponent("backup.jsonl")
        let sink = Sink()
        #expect(await ArticleExport(catalogPath: path, outputPath: exported.path, output: sink).run() == 0)
        #expect(
            await ImportRun(catalogPath: path, inputs: [ImportInput(argument: exported.path)], format: nil, output: sink, statusLine: nil)
                .run() == 0)
        #expect(
            sink.output.contains("(newsdesk JSON lines): 4 read, 0 added, 4 already present, 0 rejected"), "recognised without --format")
        #expect(try await LocalCatalog.open(path: path).articleCount() == 4)
    }

    @Test("a file that cannot be finished leaves the file it was to replace as it was, and no other file")
    func unfinishedFileLeavesNothing() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("backup.jsonl")
        try Data("the backup before\n".utf8).write(to: target)

        let abandoned = try ExportDestination.file(target.path)
        try abandoned.append(line: #"{"title":"half"}"#)
        abandoned.abandon()
        #expect(try String(contentsOf: target, encoding: .utf8) == "the backup before\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["backup.jsonl"])

        let finished = try ExportDestination.file(target.path)
        try finished.append(line: #"{"title":"whole"}"#)
        try finished.finish()
        #expect(try String(contentsOf: target, encoding: .utf8) == #"{"title":"whole"}"# + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["backup.jsonl"])

        #expect(throws: ExportDestination.WriteError.self) { try ExportDestination.file(directory.path + "/missing/backup.jsonl") }
    }
}
