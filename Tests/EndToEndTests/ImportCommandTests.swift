import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("newsdesk import")
struct ImportCommandTests {
    /// A UCI row with made-up, fictional content.
    static func uciRow(_ id: Int, title: String, publisher: String = "Daily Planet") -> String {
        "\(id)\t\(title)\thttp://dailyplanet.example/\(id)\t\(publisher)\tb\tstory-\(id % 7)\tdailyplanet.example\t\(1_394_470_370_698 + Int64(id) * 1000)"
    }

    @Test("a file and standard input are imported, summarised, searchable, and a second import adds nothing")
    func importAndSearch() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("planet.tsv")
            try Data(
                ([1, 2, 3].map { Self.uciRow($0, title: "Comet number \($0) lights up the sky") } + ["broken line"])
                    .joined(separator: "\n").utf8
            ).write(to: file)
            let huffPost =
                #"{"link": "https://www.huffpost.com/entry/x", "headline": "Harbour seals return", "category": "ENVIRONMENT", "short_description": "Seals.", "authors": "", "date": "2022-09-20"}"#

            let first = try await home.run(["import", "--format", "uci", file.path])
            let piped = try await home.run(["import", "-"], input: huffPost + "\n")
            let again = try await home.run(["import", file.path])

            #expect(first.status == 0)
            #expect(first.stdoutLines.count == 3)
            #expect(
                first.stdoutLines[0].hasPrefix("\(file.path) (UCI News Aggregator): 4 read, 3 added, 0 already present, 1 rejected in "))
            #expect(first.stdoutLines[1] == "  line 4: 1 tab-separated fields where UCI rows have 8")
            #expect(first.stdoutLines[2] == "The catalog holds 3 articles from 1 source.")
            #expect(piped.status == 0)
            #expect(
                piped.stdoutLines.first?.hasPrefix("- (HuffPost News Category): 1 read, 1 added, 0 already present, 0 rejected") == true)
            #expect(again.stdoutLines.first?.contains("4 read, 0 added, 3 already present, 1 rejected") == true)
            #expect(again.stdoutLines.last == "The catalog holds 4 articles from 2 sources.")

            let session = try await home.run(
                [], input: "signup\nreader\nreader-password\nreader-password\nus\nscience\nsearch comet --sort published\nsources\nquit\n")
            #expect(session.status == 0)
            #expect(session.stdout.contains("1. Comet number 3 lights up the sky"))
            #expect(session.stdout.contains("Harbour seals return"))
            #expect(!session.stdout.contains("Kestrelmere"), "the fictional sample made way for the import")
        }
    }

    @Test("a missing file fails with exit status 1 while the other files are still imported")
    func missingFile() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("planet.tsv")
            try Data(Self.uciRow(1, title: "Only row").utf8).write(to: file)
            let missing = home.root.appendingPathComponent("missing.tsv").path

            let result = try await home.run(["import", missing, file.path])

            #expect(result.status == 1)
            #expect(result.stderrLines == ["newsdesk: error: cannot open '\(missing)': No such file or directory"])
            #expect(result.stdout.contains("1 read, 1 added"))
        }
    }

    @Test("a file whose every line is rejected, or an empty one, adds nothing and exits 1, saying so")
    func nothingToImport() async throws {
        try await TestHome.with { home in
            let notes = home.root.appendingPathComponent("notes.txt")
            try Data("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n".utf8).write(to: notes)
            let empty = home.root.appendingPathComponent("empty.tsv")
            try Data().write(to: empty)

            let rejected = try await home.run(["import", "--format", "uci", notes.path])
            let nothing = try await home.run(["import", empty.path])

            #expect(rejected.status == 1)
            #expect(
                rejected.stdoutLines.first?.hasPrefix("\(notes.path) (UCI News Aggregator): 2 read, 0 added, 0 already present, 2 rejected")
                    == true)
            #expect(
                rejected.stderrLines == [
                    "newsdesk: error: every record of '\(notes.path)' was rejected (2): is it UCI News Aggregator data?"
                ])
            #expect(nothing.status == 1)
            #expect(nothing.stdoutLines.first == "\(empty.path): empty, nothing added")
            #expect(nothing.stderrLines == ["newsdesk: error: '\(empty.path)' is empty: there is nothing to import"])
            for result in [rejected, nothing] {
                #expect(
                    result.stdoutLines.last
                        == "The catalog holds no news yet: until an import adds some, newsdesk shows its fictional sample.",
                    "a fresh home shows the sample: never 'holds 0 articles'")
            }
        }
    }

    @Test("a gzip file cut short or damaged adds nothing, keeps the sample, says how many rows it read, and exits 1")
    func brokenGzip() async throws {
        try await TestHome.with { home in
            // Start a shell first: it fills the catalog with the fictional sample.
            #expect(try await home.run([], input: "signup\nreader\nreader-password\nreader-password\nus\nscience\nquit\n").status == 0)
            let plain = home.root.appendingPathComponent("planet.tsv")
            // Random words do not compress: a cut at half the gzip file falls among the rows.
            var generator = SystemRandomNumberGenerator()
            let rows = (1...300).map { id in
                Self.uciRow(
                    id,
                    title: (0..<12).map { _ in String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36) }.joined(
                        separator: " "))
            }
            try Data((rows.joined(separator: "\n") + "\n").utf8).write(to: plain)
            let gzip = Process()
            gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
            gzip.arguments = ["-kf", plain.path]
            try gzip.run()
            gzip.waitUntilExit()
            let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain.path + ".gz")))
            let cut = home.root.appendingPathComponent("cut.tsv.gz")
            try Data(whole.prefix(whole.count / 2)).write(to: cut)
            var flipped = whole
            flipped[flipped.count - 8] ^= 0xFF
            flipped[flipped.count - 6] ^= 0xFF
            let damaged = home.root.appendingPathComponent("damaged.tsv.gz")
            try Data(flipped).write(to: damaged)

            let result = try await home.run(["import", cut.path, damaged.path])

            #expect(result.status == 1)
            #expect(result.stdoutLines.count == 4, "\(result.stdoutLines)")
            let cutLine = try #require(result.stdoutLines.first)
            #expect(cutLine.hasPrefix("\(cut.path) (UCI News Aggregator): "))
            #expect(cutLine.hasSuffix(" read before the cut, none added"))
            let readBeforeCut = Int(cutLine.split(separator: " ").dropLast(6).last ?? "") ?? 0
            #expect(readBeforeCut > 0 && readBeforeCut < 300, "\(cutLine)")
            #expect(result.stdoutLines[1] == "\(damaged.path) (UCI News Aggregator): 300 read before the damage was found, none added")
            #expect(result.stdoutLines[2].hasPrefix("Total: "))
            #expect(result.stdoutLines[3].hasPrefix("The catalog holds only newsdesk's fictional sample ("))
            #expect(
                result.stderrLines == [
                    "newsdesk: error: '\(cut.path)' ends in the middle of its gzip data: the file is incomplete",
                    "newsdesk: error: '\(damaged.path)' is damaged gzip data (incorrect data check)",
                ])
            let session = try await home.run([], input: "sources\nquit\n")
            #expect(session.stdout.contains("The Kestrelmere Post"), "the sample is still there")
        }
    }

    @Test("the welcome says the catalog is fictional only while it shows the sample")
    func welcomeFollowsTheCatalog() async throws {
        try await TestHome.with { home in
            let notice = "every article and source in it is fictional"
            let fresh = try await home.run([], input: "quit\n")
            let file = home.root.appendingPathComponent("planet.tsv")
            try Data(Self.uciRow(1, title: "Comet lights up the sky").utf8).write(to: file)
            #expect(try await home.run(["import", file.path]).status == 0)

            let imported = try await home.run([], input: "quit\n")

            #expect(fresh.stdout.replacingOccurrences(of: "\n", with: " ").contains(notice))
            #expect(imported.status == 0)
            #expect(imported.stdout.contains("Welcome to newsdesk"))
            #expect(!imported.stdout.contains("fictional"), "after an import the catalog holds real news")
        }
    }

    @Test("a plain file cut short keeps its whole lines and says how many")
    func plainCutShort() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("planet.tsv")
            let text = [1, 2, 3].map { Self.uciRow($0, title: "Comet \($0)") }.joined(separator: "\n")
            try Data(text.utf8.dropLast(20)).write(to: file)

            let result = try await home.run(["import", file.path])

            #expect(result.status == 0)
            #expect(
                result.stdoutLines.first?.hasPrefix("\(file.path) (UCI News Aggregator): 3 read, 2 added, 0 already present, 1 rejected")
                    == true)
            #expect(
                result.stdoutLines.dropFirst(2).first
                    == "  the file ends in the middle of line 3 (cut short?): the 2 whole lines before it were read")
        }
    }

    @Test(
        "usage errors exit 2: an unknown format, no file",
        arguments: [
            ["import", "--format", "csv", "x.tsv"],
            ["import"],
        ])
    func usageErrors(arguments: [String]) async throws {
        try await TestHome.with { home in
            let result = try await home.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("Error:"))
        }
    }

    @Test(
        "kill -9 during a bulk load into an empty catalog leaves it as it was; importing again loads it whole",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "skipped: needs the sqlite3 shell to watch the catalog"))
    func killedBulkLoad() async throws {
        try await TestHome.with { home in
            let file = try Self.syntheticFile(in: home, rows: 120_000)
            let catalog = home.url.appendingPathComponent("catalog.sqlite").path
            // The load is one transaction that commits only after the last row is read, so once half
            // the file is read rows are being written and nothing of them can be committed yet. This
            // holds for seconds; the commit itself lasts a tenth of one, too short to aim at.
            let size = Self.fileSize(file.path)
            let killedMidway = try await Self.importKilled(file, home: home) { pid in
                (Self.readOffset(of: file.path, by: pid) ?? 0) > size / 2 && Self.committedArticles(in: catalog) == 0
            }

            #expect(killedMidway, "the import finished before it could be killed; the file is too small for this machine")
            // Opened for writing, as the next import or shell opens it: the load's small page cache has
            // written rows into the file already, so its journal is hot, and only a connection that may
            // write rolls it back (a read-only one is refused).
            #expect(Self.sqlite(catalog, "PRAGMA integrity_check", readOnly: false) == "ok")
            #expect(Self.sqlite(catalog, "SELECT COUNT(*) FROM articles") == "0", "nothing of the killed load is visible")
            let again = try await home.run(["import", file.path])
            #expect(again.status == 0)
            #expect(again.stdoutLines.first?.contains("120,000 read, 120,000 added, 0 already present, 0 rejected") == true)
            #expect(again.stdoutLines.last == "The catalog holds 120,000 articles from 97 sources.")
            #expect(Self.sqlite(catalog, "PRAGMA integrity_check") == "ok")
            #expect(Self.sqlite(catalog, "SELECT COUNT(*) FROM articles_fts WHERE articles_fts MATCH 'synthetic'") == "120000")
        }
    }

    @Test(
        "kill -9 during a batch-by-batch import keeps whole batches; importing again completes it without duplicates",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "skipped: needs the sqlite3 shell to watch the catalog"))
    func killedBatchImport() async throws {
        try await TestHome.with { home in
            // A catalog that holds more news than a file brings takes it batch by batch, each batch one
            // transaction (a larger file would be bulk loaded into it).
            let seed = try Self.syntheticFile(in: home, rows: 130_000, from: 500_001, name: "seed.tsv")
            // A debug build among every other suite on two busy cores can take longer than the usual 30 s.
            #expect(try await home.run(["import", seed.path], timeout: 300).status == 0)
            let file = try Self.syntheticFile(in: home, rows: 120_000)
            let catalog = home.url.appendingPathComponent("catalog.sqlite").path
            // Kill once a first batch is committed (seen from another process, as a second shell would).
            let killedMidway = try await Self.importKilled(file, home: home) { _ in
                Self.committedArticles(in: catalog) > 130_000
            }

            #expect(killedMidway, "the import finished before it could be killed; the file is too small for this machine")
            #expect(Self.sqlite(catalog, "PRAGMA integrity_check") == "ok")
            let again = try await home.run(["import", file.path], timeout: 300)
            #expect(again.status == 0)
            let summary = try #require(again.stdoutLines.first)
            #expect(summary.contains("120,000 read"))
            #expect(!summary.contains(" 0 already present"), "the killed run had committed whole batches")
            #expect(again.stdoutLines.last == "The catalog holds 250,000 articles from 97 sources.")
            #expect(Self.sqlite(catalog, "SELECT COUNT(*) - COUNT(DISTINCT url) FROM articles") == "0")
        }
    }

    /// A UCI file of `rows` synthetic rows from 97 publishers, ids (and URLs) counted from `first`.
    static func syntheticFile(in home: TestHome, rows: Int, from first: Int = 1, name: String = "big.tsv") throws -> URL {
        let file = home.root.appendingPathComponent(name)
        try Data(
            (first..<(first + rows)).map { uciRow($0, title: "Synthetic headline \($0)", publisher: "Wire \($0 % 97)") }
                .joined(separator: "\n").utf8
        ).write(to: file)
        return file
    }

    /// Starts `newsdesk import FILE`, kills it with SIGKILL once `moment` holds for its process id,
    /// and returns whether it was still running then.
    static func importKilled(_ file: URL, home: TestHome, when moment: @escaping @Sendable (Int32) -> Bool) async throws -> Bool {
        let process = Process()
        process.executableURL = try NewsdeskRun.executableURL()
        process.arguments = ["--home", home.path, "import", file.path]
        process.environment = NewsdeskRun.baseEnvironment().merging(home.sandboxEnvironment) { _, new in new }
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Watched from a thread of its own: when every test runs at once the cooperative pool can
        // be too busy to look in time, and the import would end before the moment came.
        let pid = process.processIdentifier
        let running: Bool = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(60)
                while process.isRunning, Date() < deadline, !moment(pid) {
                    usleep(5_000)
                }
                let running = process.isRunning
                kill(pid, SIGKILL)
                process.waitUntilExit()
                continuation.resume(returning: running)
            }
        }
        return running
    }

    /// How far process `pid` has read the file at `path`, from Linux's `/proc/PID/fdinfo`; nil
    /// while it does not have the file open.
    static func readOffset(of path: String, by pid: Int32) -> Int? {
        let descriptors = "/proc/\(pid)/fd"
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? [] {
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(descriptor)")) == target,
                let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(descriptor)", encoding: .utf8),
                let line = info.split(separator: "\n").first(where: { $0.hasPrefix("pos:") })
            else { continue }
            return Int(line.dropFirst("pos:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A file's size in bytes; 0 when it is missing.
    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// How many articles another process sees committed in a catalog, asked through the `sqlite3` shell.
    static func committedArticles(in catalog: String) -> Int {
        guard FileManager.default.fileExists(atPath: catalog) else { return 0 }
        return Int(sqlite(catalog, "SELECT COUNT(*) FROM articles")) ?? 0
    }

    /// What the `sqlite3` shell prints for one statement on a catalog opened read-only, trimmed.
    /// `readOnly` false opens it as a writer would, which rolls back what a killed load left.
    static func sqlite(_ catalog: String, _ statement: String, readOnly: Bool = true) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = (readOnly ? ["-readonly"] : []) + [catalog, ".timeout 1000", statement]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The real data sets beside the project, when this is not a bare clone.
    static let sharedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/data").standardized

    static var hasSharedData: Bool {
        FileManager.default.fileExists(atPath: sharedData.appendingPathComponent("huffpost-news-category-v3-first10k.jsonl.gz").path)
    }

    @Test(
        "the real HuffPost file imports whole, gzip and all",
        .enabled(if: hasSharedData, "skipped: ../shared/data not found (a fresh clone has no data sets)"))
    func realHuffPost() async throws {
        try await TestHome.with { home in
            let file = Self.sharedData.appendingPathComponent("huffpost-news-category-v3-first10k.jsonl.gz").path

            // A debug build takes about 4 s alone; among every other suite on two busy cores, CI's
            // run took over 30 s once.
            let result = try await home.run(["import", file], timeout: 300)

            #expect(result.status == 0)
            #expect(
                result.stdoutLines.first?.contains("(HuffPost News Category): 9,999 read, 9,999 added, 0 already present, 0 rejected")
                    == true)
            #expect(result.stdoutLines.last == "The catalog holds 9,999 articles from 1 source.")
        }
    }
}
