import Foundation
import Testing

/// `newsdesk export --format jsonl` and `newsdesk import --format jsonl`, run as a person or a
/// backup script would run them.
@Suite("newsdesk export and import as JSON lines")
struct ArticleExportCommandTests {
    /// A made-up HuffPost line; the first has a title with non-ASCII letters and control characters.
    static func huffPost(_ index: Int, description: String = "A made-up article.") -> String {
        let title = index == 0 ? #"Café \u0007 bell, \u001b[31mred\u001b[0m done"# : "Harbour notes number \(index)"
        return
            #"{"link": "https://www.huffpost.com/entry/note-\#(index)", "headline": "\#(title)", "category": "ENVIRONMENT", "short_description": "\#(description)", "authors": "Zoë Quay", "date": "2022-09-\#(10 + index % 18)"}"#
    }

    /// Lines as an export of feeds writes them: two items of two feeds that link one page (one story,
    /// the second item known by an identity of its own), one with an enclosure, one with its page kept.
    static let feedLines = [
        #"{"author":null,"bodyHTML":"<p>Crews <b>walk out</b>.</p>","category":"general","content":"Crews walk out.","datasetStory":null,"description":null,"enclosures":[{"duration":95,"length":123456,"type":"audio/mpeg","url":"https://harbourside.example/strike.mp3"}],"fullText":true,"identity":null,"page":{"byline":"Ada Reporter","plainText":"Crews walk out on Friday.","publishedAt":700000000,"siteName":"Harbourside","text":{"blocks":[{"kind":{"paragraph":{}},"listDepth":0,"quoteDepth":0,"text":"Crews walk out on Friday [1]."}],"links":["https://union.example/"]},"title":"Ferry strike"},"pageReadAt":"2026-11-20T08:30:05Z","publishedAt":"2026-09-21T19:06:40Z","publishedIsDayOnly":false,"source":{"category":null,"country":null,"description":"News of the harbour","id":"harbourside-example","language":null,"name":"Harbourside","url":"https://harbourside.example/"},"story":"17","storySize":2,"title":"Ferry strike called for Friday","url":"https://shared.example/ferry-strike","urlToImage":null}"#,
        #"{"author":"Desk","bodyHTML":null,"category":"general","content":null,"datasetStory":null,"description":null,"enclosures":[],"fullText":false,"identity":"https://quayside.example/rss#guid:strike-9","page":null,"pageReadAt":null,"publishedAt":"2026-09-21T19:16:40Z","publishedIsDayOnly":false,"source":{"category":null,"country":null,"description":null,"id":"quayside-example","language":null,"name":"Quayside","url":null},"story":"17","storySize":2,"title":"Ferries stop on Friday","url":"https://shared.example/ferry-strike","urlToImage":null}"#,
    ]

    /// Each line with its story's id replaced: the one field a fresh home numbers anew.
    static func withoutStory(_ lines: [String]) -> [String] {
        lines.map { $0.replacing(/,"story":"[0-9]+"/, with: #","story":"-""#) }
    }

    /// The lines (by number) that share a story, as sets.
    static func storyMembers(_ lines: [String]) throws -> Set<Set<Int>> {
        var members: [String: Set<Int>] = [:]
        for (index, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            members[try #require(object["story"] as? String), default: []].insert(index)
        }
        return Set(members.values)
    }

    @Test("a data set and feeds' articles exported, imported into a fresh home and exported again: the same lines, ids aside")
    func roundTrip() async throws {
        try await TestHome.with { first in
            let dataSet = first.root.appendingPathComponent("huffpost.jsonl")
            try Data((0..<3).map { Self.huffPost($0) }.joined(separator: "\n").utf8).write(to: dataSet)
            let feeds = first.root.appendingPathComponent("feeds.jsonl")
            try Data(Self.feedLines.joined(separator: "\n").utf8).write(to: feeds)
            #expect(try await first.run(["import", dataSet.path]).status == 0)
            let restored = try await first.run(["import", "--format", "jsonl", feeds.path])
            #expect(restored.status == 0)
            #expect(
                restored.stdoutLines.first?.hasPrefix("\(feeds.path) (newsdesk JSON lines): 2 read, 2 added, 0 already present") == true)

            let backup = first.root.appendingPathComponent("backup.jsonl")
            let exported = try await first.run(["export", "--format", "jsonl", "--output", backup.path])
            #expect(exported.status == 0)
            #expect(exported.stdoutLines == ["\(backup.path): 5 articles exported"])
            let before = try String(contentsOf: backup, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(before.count == 5)
            #expect(before[0].contains(#"Café \u0007 bell, \u001b[31mred\u001b[0m done"#), "controls escaped by JSON, the text unchanged")
            #expect(before[..<3].allSatisfy { $0.contains(#""publishedIsDayOnly":true"#) }, "HuffPost's dates name their day alone")
            #expect(Array(before[3...]) == Self.feedLines.map { $0.replacing(#""story":"17""#, with: #""story":"4""#) })

            try await TestHome.with { second in
                let imported = try await second.run(["import", "--format", "jsonl", backup.path])
                #expect(imported.status == 0)
                #expect(
                    imported.stdoutLines.first?.hasPrefix(
                        "\(backup.path) (newsdesk JSON lines): 5 read, 5 added, 0 already present, 0 rejected") == true)
                let again = try await second.run(["export", "--format", "jsonl"])
                #expect(again.status == 0)
                #expect(again.stderr == "")
                let after = again.stdoutLines
                #expect(Self.withoutStory(after) == Self.withoutStory(before))
                #expect(try Self.storyMembers(after) == Self.storyMembers(before))
            }
        }
    }

    @Test("a malformed line costs its line, reported; the good lines are imported and the import succeeds")
    func malformedLine() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("backup.jsonl")
            let lines = [Self.feedLines[0], #"{"title": 3, "storySize": 1}"#, "{not json", Self.feedLines[1]]
            try Data(lines.joined(separator: "\n").utf8).write(to: file)
            let result = try await home.run(["import", "--format", "jsonl", file.path])
            #expect(result.status == 0)
            #expect(result.stdoutLines.count == 4)
            #expect(
                result.stdoutLines[0].hasPrefix("\(file.path) (newsdesk JSON lines): 4 read, 2 added, 0 already present, 2 rejected in "))
            #expect(result.stdoutLines[1] == "  line 2: the field 'title' has the wrong type")
            #expect(result.stdoutLines[2] == "  line 3: not a JSON object (a line of 'newsdesk export --format jsonl')")
            #expect(result.stdoutLines[3] == "The catalog holds 2 articles from 2 sources.")
            #expect(result.stderr == "")
        }
    }

    @Test("unknown formats name jsonl; --output goes with jsonl alone")
    func usage() async throws {
        try await TestHome.with { home in
            let export = try await home.run(["export", "--format", "csv"])
            #expect(export.status == 2)
            #expect(export.stderr.contains("unknown format 'csv': use opml or jsonl"))
            let output = try await home.run(["export", "--output", home.root.appendingPathComponent("x.opml").path])
            #expect(output.status == 2)
            #expect(output.stderr.contains("--output goes with --format jsonl"))
            let importing = try await home.run(["import", "--format", "csv", "x"])
            #expect(importing.status == 2)
            #expect(importing.stderr.contains("use huffpost, uci, newsapi, jsonl, opml or newsboat"))
        }
    }

    @Test("a gzip export is read as gzip: whole, or when cut short nothing at all")
    func gzip() async throws {
        try await TestHome.with { home in
            let plain = home.root.appendingPathComponent("backup.jsonl")
            try Data(((0..<200).map { Self.huffPostExport($0) } + Self.feedLines).joined(separator: "\n").utf8).write(to: plain)
            let gzip = Process()
            gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
            gzip.arguments = ["-kf", plain.path]
            try gzip.run()
            gzip.waitUntilExit()
            let packed = try Data(contentsOf: home.root.appendingPathComponent("backup.jsonl.gz"))
            let cut = home.root.appendingPathComponent("cut.jsonl.gz")
            try packed.prefix(packed.count / 2).write(to: cut)

            let refused = try await home.run(["import", cut.path])
            #expect(refused.status == 1)
            #expect(refused.stdoutLines.first?.hasSuffix("read before the cut, none added") == true)
            #expect(
                refused.stdoutLines.last == "The catalog holds no news yet: until an import adds some, newsdesk shows its fictional sample."
            )
            let whole = try await home.run(["import", home.root.appendingPathComponent("backup.jsonl.gz").path])
            #expect(whole.status == 0)
            #expect(
                whole.stdoutLines.first?.contains("(newsdesk JSON lines): 202 read, 202 added, 0 already present, 0 rejected") == true,
                "\(whole.stdout)")
        }
    }

    /// A made-up line as an export of a data set writes it.
    static func huffPostExport(_ index: Int) -> String {
        #"{"author":null,"bodyHTML":null,"category":"science","content":null,"datasetStory":null,"description":"Notes \#(index) on tides, currents and the \#(index * 7919 % 104729) boats in the estuary.","enclosures":[],"fullText":false,"identity":null,"page":null,"pageReadAt":null,"publishedAt":"2022-09-\#(10 + index % 18)T00:00:00Z","publishedIsDayOnly":true,"source":{"category":null,"country":"us","description":null,"id":"huffpost","language":"en","name":"HuffPost","url":"https://www.huffpost.com"},"story":"\#(index)","storySize":1,"title":"Harbour notes \#(index)","url":"https://www.huffpost.com/entry/note-\#(index)","urlToImage":null}"#
    }

    @Test("shell completion offers jsonl to import --format and export --format")
    func completion() async throws {
        let result = try await NewsdeskRun.run(["--generate-completion-script", "fish"])
        #expect(result.stdout.contains("-rfka 'huffpost uci newsapi jsonl opml newsboat'"))
        #expect(result.stdout.contains("-rfka 'opml jsonl'"))
    }

    @Test("an export that cannot be written to its end exits 1 and leaves FILE as it was, and no partial file")
    func failedWrite() async throws {
        try await TestHome.with { home in
            let dataSet = home.root.appendingPathComponent("huffpost.jsonl")
            let long = String(repeating: "Waves and tides. ", count: 60)
            try Data((0..<400).map { Self.huffPost($0, description: long) }.joined(separator: "\n").utf8).write(to: dataSet)
            #expect(try await home.run(["import", dataSet.path]).status == 0)
            let outputDirectory = home.root.appendingPathComponent("out", isDirectory: true)
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
            let backup = outputDirectory.appendingPathComponent("backup.jsonl")
            try Data("the backup before\n".utf8).write(to: backup)

            // Files this process writes may not grow past 128 KB (dash counts 512-byte blocks), and
            // the signal that would kill it is ignored, so the write fails with EFBIG instead.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c", #"ulimit -f 256; trap '' XFSZ; exec "$0" "$@""#, try NewsdeskRun.executableURL().path,
                "--home", home.path, "export", "--format", "jsonl", "--output", backup.path,
            ]
            process.environment = home.sandboxEnvironment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 1)
            #expect(stderr == "newsdesk: error: cannot write '\(backup.path)': File too large\n")
            #expect(try String(contentsOf: backup, encoding: .utf8) == "the backup before\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outputDirectory.path) == ["backup.jsonl"])
        }
    }
}
