import Foundation
import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Import: UCI News Aggregator")
struct UCIImportTests {
    @Test("rows become articles; bad rows are rejected with their line and reason; the rest goes on")
    func rowsAndRejections() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = [
            ImportFixture.uciRow(1, title: #"Fed says "weak data" caused by weather"#),
            ImportFixture.uciRow(2, title: "Only seven fields").split(separator: "\t").dropLast().joined(separator: "\t"),
            ImportFixture.uciRow(3, title: "Unknown category", category: "x"),
            ImportFixture.uciRow(4, title: "Not a web address", url: "ftp://example/4"),
            "",
            ImportFixture.uciRow(5, title: "Stocks fall", category: "t", story: "story-2"),
            ImportFixture.uciRow(6, title: "Same URL again", url: "http://www.dailyplanet.example/1"),
            ImportFixture.uciRow(7, title: "Bad stamp", milliseconds: -5),
        ]
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n") + "\n")
        let catalog = try LocalCatalog.inMemory()

        let summary = try await CatalogImporter(catalog: catalog).importFile(.file(path))

        #expect(summary.format == .uci)
        #expect(summary.read == 7)
        #expect(summary.added == 2)
        #expect(summary.alreadyPresent == 1)
        #expect(summary.rejected == 4)
        #expect(summary.rejections.map(\.line) == [2, 3, 4, 8])
        #expect(summary.rejections[0].reason == "7 tab-separated fields where UCI rows have 8")
        #expect(summary.rejections[1].reason.contains("unknown category 'x'"))
        #expect(summary.rejections[2].reason.contains("not an http or https address"))
        #expect(summary.rejections[3].reason.contains("not milliseconds since 1970"))
        let found = try await catalog.everything(SearchQuery(query: "weather"))
        #expect(found.items.map(\.title) == [#"Fed says "weak data" caused by weather"#])
        // The catalog keeps whole seconds.
        #expect(found.items.first?.publishedAt == Date(timeIntervalSince1970: 1_394_470_370))
        #expect(found.items.first?.source == SourceReference(id: "daily-planet", name: "Daily Planet"))
    }

    @Test("importing the same file again adds nothing")
    func idempotent() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let path = try fixture.file("uci.tsv", (1...30).map { ImportFixture.uciRow($0, title: "Story \($0)") }.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        let importer = CatalogImporter(catalog: catalog, batchSize: 7)

        let first = try await importer.importFile(.file(path))
        let second = try await importer.importFile(.file(path))

        #expect((first.read, first.added, first.alreadyPresent) == (30, 30, 0))
        #expect((second.read, second.added, second.alreadyPresent) == (30, 0, 30))
        #expect(try await catalog.articleCount() == 30)
    }

    @Test("sources come from publishers: slugged ids, host pages, counts and main category; country from a country domain")
    func sourcesFromPublishers() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = [
            ImportFixture.uciRow(1, title: "One", publisher: "The Kestrel Times", category: "b", host: "www.kestrel.co.uk"),
            ImportFixture.uciRow(2, title: "Two", publisher: "The Kestrel Times", category: "b", host: "www.kestrel.co.uk"),
            ImportFixture.uciRow(3, title: "Three", publisher: "The Kestrel Times", category: "m", host: "www.kestrel.co.uk"),
            ImportFixture.uciRow(4, title: "Four", publisher: "Zürich Daily", category: "e", host: "zurich.example"),
        ]
        let path = try fixture.file("uci.tsv", rows.joined(separator: "\n"))
        let catalog = try LocalCatalog.inMemory()
        _ = try await CatalogImporter(catalog: catalog, batchSize: 2).importFile(.file(path))

        let kestrel = try #require(try await catalog.source(id: "the-kestrel-times"))
        #expect(kestrel.name == "The Kestrel Times")
        #expect(kestrel.url == "http://www.kestrel.co.uk")
        #expect(kestrel.articleCount == 3)
        #expect(kestrel.category == .business)
        #expect(kestrel.country == "gb")
        #expect(kestrel.language == nil)
        let zurich = try #require(try await catalog.source(id: "zurich-daily"))
        #expect(zurich.country == nil)
        #expect(zurich.category == .entertainment)
        let british = try await catalog.sources(SourcesQuery(country: "gb"))
        #expect(british.map(\.id) == ["the-kestrel-times"])
    }

    @Test("popularity ranks the story most articles cover first")
    func popularityFromStories() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let rows = [
            ImportFixture.uciRow(1, title: "Comet seen once", story: "lonely", milliseconds: 1_400_000_000_000),
            ImportFixture.uciRow(2, title: "Comet seen again", story: "crowded", milliseconds: 1_300_000_000_000),
            ImportFixture.uciRow(3, title: "Comet seen twice", story: "crowded", milliseconds: 1_300_000_001_000),
        ]
        let catalog = try LocalCatalog.inMemory()
        _ = try await CatalogImporter(catalog: catalog, batchSize: 1).importFile(
            .file(try fixture.file("uci.tsv", rows.joined(separator: "\n"))))

        let page = try await catalog.everything(SearchQuery(query: "comet", sortBy: .popularity))
        #expect(page.items.map(\.title) == ["Comet seen twice", "Comet seen again", "Comet seen once"])
    }

    @Test("the fictional sample makes way for the first import")
    func sampleRemoved() async throws {
        let fixture = try ImportFixture()
        defer { fixture.remove() }
        let catalog = try LocalCatalog.inMemory()
        #expect(try await catalog.fillWithSampleIfEmpty())
        let path = try fixture.file("uci.tsv", ImportFixture.uciRow(1, title: "Real news"))

        _ = try await CatalogImporter(catalog: catalog).importFile(.file(path))

        #expect(try await catalog.articleCount() == 1)
        #expect(try await catalog.sourceCount() == 1)
    }
}
