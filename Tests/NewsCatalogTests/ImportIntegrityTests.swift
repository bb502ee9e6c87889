import Foundation
import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Import: a damaged or cut-short file")
struct ImportIntegrityTests {
    /// `count` UCI rows, each ending with a newline.
    static func rows(_ count: Int, from first: Int = 1) -> String {
        (first..<(first + count)).map { ImportFixture.uciRow($0, title: "Harbour story \($0)") + "\n" }.joined()
    }

    /// A gzip file of `text` whose trailer's CRC has two bytes flipped: every row decodes, the check fails.
    static func badChecksum(_ fixture: ImportFixture, _ name: String, _ text: String) throws -> String {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try fixture.gzip(try fixture.file(name, text)))))
        bytes[bytes.count - 8] ^= 0xFF
        bytes[bytes.count - 7] ^= 0x5A
        return try fixture.bytes(name + ".bad.gz", bytes)
    }

    /// A gzip file of `text` cut in its middle.
    static func cut(_ fixture: ImportFixture, _ name: String, _ text: String) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try fixture.gzip(try fixture.file(name, text)))))
        return try fixture.bytes(name + ".cut.gz", Array(bytes.prefix(bytes.count / 2)))
    }

    /// The catalog's article URLs.
    static func urls(_ catalog: LocalCatalog) async throws -> [String] {
        try await catalog.storage.read { db in try String.fetchAll(db, sql: "SELECT url FROM articles ORDER BY url") }
    }

    /// Imports `path` expecting it to fail; returns the failure.
    static func failure(_ importer: CatalogImporter, _ path: String) async throws -> ImportFailure {
        let outcome: ImportFailure?
        do {
            let summary = try await importer.load(.file(path))
            Issue.record("the import of \(path) succeeded: \(summary)")
            outcome = nil
        } catch {
            outcome = error
        }
        return try #require(outcome)
    }

    @Test(
        "a gzip whose check fails adds nothing into a catalog holding the sample: the sample stays",
        arguments: [25_000, 7])
    func damagedIntoSample(batchSize: Int) async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try Self.badChecksum(fixture, "uci.tsv", Self.rows(60))
        let catalog = try LocalCatalog.inMemory()
        #expect(try await catalog.fillWithSampleIfEmpty())
        let before = try await Self.urls(catalog)
        let importer = CatalogImporter(catalog: catalog, batchSize: batchSize)

        let failure = try await Self.failure(importer, path)

        guard case .damagedGzip(let file, let reason) = failure.error else {
            Issue.record("unexpected failure \(failure.error)")
            return
        }
        #expect(file == path)
        #expect(reason == "incorrect data check")
        #expect(failure.summary?.read == 60, "it says how many rows it read")
        #expect(failure.summary?.added == 0)
        #expect(try await Self.urls(catalog) == before, "nothing added, the sample not removed")
    }

    @Test("a gzip whose check fails adds nothing into a catalog holding news", arguments: [25_000, 7])
    func damagedIntoNews(batchSize: Int) async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let catalog = try LocalCatalog.inMemory()
        let importer = CatalogImporter(catalog: catalog, batchSize: batchSize)
        _ = try await importer.importFile(.file(try fixture.file("seed.tsv", Self.rows(3, from: 1000))))
        let before = try await Self.urls(catalog)

        let failure = try await Self.failure(importer, try Self.badChecksum(fixture, "uci.tsv", Self.rows(60)))

        #expect(failure.summary?.added == 0)
        #expect(try await Self.urls(catalog) == before)
        #expect(try await catalog.everything(SearchQuery(query: "harbour")).items.count == 3)
    }

    @Test("a gzip cut short adds nothing and says how many rows it read before the cut", arguments: [25_000, 7])
    func truncated(batchSize: Int) async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        // Random titles do not compress: the cut falls well inside the rows, not only in the trailer.
        var generator = SystemRandomNumberGenerator()
        let text = (1...200).map { id in
            ImportFixture.uciRow(id, title: (0..<40).map { _ in String(UInt8.random(in: 97...122, using: &generator), radix: 36) }.joined())
                + "\n"
        }.joined()
        let path = try Self.cut(fixture, "uci.tsv", text)
        let catalog = try LocalCatalog.inMemory()
        #expect(try await catalog.fillWithSampleIfEmpty())
        let before = try await Self.urls(catalog)

        let failure = try await Self.failure(CatalogImporter(catalog: catalog, batchSize: batchSize), path)

        #expect(failure.error == .truncatedGzip(file: path))
        let read = try #require(failure.summary?.read)
        #expect(read > 0 && read < 200, "read \(read) rows before the cut")
        #expect(failure.summary?.added == 0)
        #expect(try await Self.urls(catalog) == before)
    }

    @Test("a whole gzip still loads in one go, into an empty catalog, its repeated URLs removed")
    func wholeGzip() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.gzip(try fixture.file("uci.tsv", Self.rows(30) + Self.rows(30)))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog, batchSize: 4).importFile(.file(path))

        #expect((summary.read, summary.added, summary.alreadyPresent) == (60, 30, 30))
        #expect(try await BulkLoadTests.counts(catalog, matching: "harbour") == (30, 30, 30))
        #expect(try await BulkLoadTests.articleIndexNames(catalog) == Set(CatalogSchema.articleIndexes.map(\.name)))
    }

    @Test("a plain file cut short keeps its whole lines and says where it was cut")
    func plainCutShort() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let text = Self.rows(5)
        let path = try fixture.file("uci.tsv", String(text.dropLast(30)))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog).importFile(.file(path))

        #expect((summary.read, summary.added, summary.rejected) == (5, 4, 1))
        #expect(summary.cutShortLine == 5)
        #expect(try await Self.urls(catalog).count == 4)
    }

    @Test("an empty file, or one of blank lines, is empty: an error, nothing added")
    func empty() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let importer = CatalogImporter(catalog: try LocalCatalog.inMemory())
        for path in [try fixture.file("empty.tsv", ""), try fixture.file("blank.tsv", "\n  \n\n")] {
            await #expect(throws: ImportError.empty(file: path)) {
                try await importer.importFile(.file(path))
            }
        }
    }
}
