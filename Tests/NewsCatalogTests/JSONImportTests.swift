import Foundation
import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Import: HuffPost and NewsAPI")
struct JSONImportTests {
    @Test("HuffPost lines: sections map to categories, dates are midnight UTC, the last line needs no newline")
    func huffPost() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let lines = [
            #"{"link": "https://www.huffpost.com/entry/a", "headline": "Senate votes", "category": "POLITICS", "short_description": "A vote.", "authors": "Ann Lee", "date": "2022-09-23"}"#,
            #"{"link": "https://www.huffpost.com/entry/b", "headline": "New phone", "category": "TECH", "short_description": "", "authors": "", "date": "2022-09-22"}"#,
            #"{"link": "https://www.huffpost.com/entry/c", "headline": "Broken", "category": "TECH""#,
            #"{"link": "https://www.huffpost.com/entry/d", "headline": "Bad date", "category": "TECH", "date": "22/09/2022"}"#,
            #"{"link": "https://www.huffpost.com/entry/e", "headline": "Yoga at work", "category": "WELLNESS", "date": "2022-09-21", "extra": [1, null]}"#,
        ]
        let path = try fixture.file("huffpost.jsonl", lines.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog).importFile(.file(path))

        #expect(summary.format == .huffpost)
        #expect((summary.read, summary.added, summary.rejected) == (5, 3, 2))
        #expect(summary.rejections.map(\.line) == [3, 4])
        let politics = try await catalog.topHeadlines(HeadlinesQuery(category: .general))
        #expect(politics.items.map(\.title) == ["Senate votes"])
        #expect(politics.items.first?.author == "Ann Lee")
        #expect(politics.items.first?.publishedAt == TimestampText.day("2022-09-23"))
        #expect(politics.items.first?.publishedAt.timeIntervalSince1970 == 1_663_891_200)
        #expect(politics.items.first?.publishedIsDayOnly == true, "HuffPost gives days, never times")
        #expect(try await catalog.everything(SearchQuery(query: "lee")).items.map(\.title) == ["Senate votes"], "found by its author")
        let phone = try await catalog.topHeadlines(HeadlinesQuery(category: .technology))
        #expect(phone.items.first?.author == nil)
        #expect(phone.items.first?.description == nil)
        let health = try await catalog.topHeadlines(HeadlinesQuery(category: .health))
        #expect(health.items.map(\.title) == ["Yoga at work"])
        let huffPost = try #require(try await catalog.source(id: "huffpost"))
        #expect((huffPost.language, huffPost.country, huffPost.articleCount) == ("en", "us", 3))
    }

    @Test("NewsAPI responses one per line: nulls, fractional seconds, made-up ids for null ids, [Removed] skipped")
    func newsAPIPerLine() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let first =
            #"{"status":"ok","totalResults":2,"articles":[{"source":{"id":null,"name":"Harbour Herald"},"author":null,"title":"Tide tables change","description":null,"url":"https://harbour.example/tide","urlToImage":null,"publishedAt":"2024-05-01T10:20:30.123Z","content":null,"surprise":true},{"source":{"id":null,"name":"[Removed]"},"title":"[Removed]","url":"https://removed.com","publishedAt":"1970-01-01T00:00:00Z"}]}"#
        let second =
            #"{"status":"ok","totalResults":1,"articles":[{"source":{"id":"wire","name":"Wire"},"title":"Ferry resumes","url":"https://wire.example/ferry","publishedAt":"2024-05-02T08:00:00+02:00"}]}"#
        let error = #"{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid."}"#
        let path = try fixture.file("saved.jsonl", [first, second, error].joined(separator: "\n") + "\n")
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog).importFile(.file(path))

        #expect(summary.format == .newsapi)
        #expect((summary.read, summary.added, summary.rejected) == (4, 2, 2))
        #expect(
            summary.rejections == [
                ImportRejection(line: 1, reason: "article 2: removed by its publisher"),
                ImportRejection(line: 3, reason: "a saved NewsAPI error apiKeyInvalid: Your API key is invalid."),
            ])
        let tide = try await catalog.everything(SearchQuery(query: "tide"))
        #expect(tide.items.first?.source == SourceReference(id: "harbour-herald", name: "Harbour Herald"))
        #expect(tide.items.first?.publishedAt.timeIntervalSince1970 == 1_714_558_830)
        let ferry = try await catalog.everything(SearchQuery(query: "ferry"))
        #expect(ferry.items.first?.publishedAt.timeIntervalSince1970 == 1_714_629_600)
    }

    @Test("a pretty-printed NewsAPI response is read whole")
    func newsAPIWholeFile() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let text = """
            {
              "status": "ok",
              "totalResults": 1,
              "articles": [
                {
                  "source": { "id": "wire", "name": "Wire" },
                  "title": "Bridge reopens",
                  "url": "https://wire.example/bridge",
                  "publishedAt": "2024-05-03T09:00:00Z"
                }
              ]
            }
            """
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog).importFile(.file(try fixture.file("one.json", text)))

        #expect((summary.format, summary.read, summary.added) == (.newsapi, 1, 1))
    }

    @Test("gzip files are read as such, concatenated members too; damaged ones fail in plain words")
    func gzip() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let first = try fixture.gzip(try fixture.file("a.tsv", ImportFixture.uciRow(1, title: "First") + "\n"))
        let second = try fixture.gzip(try fixture.file("b.tsv", ImportFixture.uciRow(2, title: "Second") + "\n"))
        let firstBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: first)))
        let secondBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: second)))
        let joined = try fixture.bytes("joined.tsv.gz", firstBytes + secondBytes)
        let truncated = try fixture.bytes("cut.tsv.gz", Array(firstBytes.dropLast(12)))
        let fake = try fixture.file("fake.tsv.gz", ImportFixture.uciRow(3, title: "Plain"))
        let catalog = try LocalCatalog.inMemory()
        let importer = CatalogImporter(catalog: catalog)

        let summary = try await importer.importFile(.file(joined))
        #expect((summary.format, summary.read, summary.added) == (.uci, 2, 2))
        await #expect(throws: ImportError.truncatedGzip(file: truncated)) {
            try await importer.importFile(.file(truncated))
        }
        await #expect(throws: ImportError.notGzip(file: fake)) {
            try await importer.importFile(.file(fake))
        }
    }

    @Test("a file in no known format, or missing, fails with words that say so")
    func unreadable() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.file("notes.txt", "just some notes\nand more\n")
        let importer = CatalogImporter(catalog: try LocalCatalog.inMemory())

        await #expect(throws: ImportError.unknownFormat(file: path)) {
            try await importer.importFile(.file(path))
        }
        let missing = fixture.directory.appendingPathComponent("missing.tsv").path
        await #expect(throws: ImportError.cannotOpen(file: missing, reason: "No such file or directory")) {
            try await importer.importFile(.file(missing))
        }
        #expect(ImportError.unknownFormat(file: "x").description.contains("--format huffpost, uci, newsapi or jsonl"))
    }

    @Test("a line longer than the limit is rejected without holding it")
    func tooLongLine() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let huge = String(repeating: "x", count: ImportLineReader.maximumLineLength + 10)
        let text = ImportFixture.uciRow(1, title: "Before") + "\n" + huge + "\n" + ImportFixture.uciRow(2, title: "After")
        let importer = CatalogImporter(catalog: try LocalCatalog.inMemory())

        let summary = try await importer.importFile(.file(try fixture.file("long.tsv", text)), format: .uci)

        #expect((summary.read, summary.added, summary.rejected) == (3, 2, 1))
        #expect(summary.rejections.first?.line == 2)
    }
}
