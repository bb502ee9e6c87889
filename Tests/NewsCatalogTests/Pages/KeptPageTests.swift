import Foundation
import NewsModels
import NewsWeb
import NewsdeskTestSupport
import Testing

@testable import NewsCatalog

/// Reader mode's pages kept with their articles: read back whole, searchable, marked on lists,
/// and an article the catalog did not hold added with its page.
@Suite("Kept pages: the text reader mode read, stored with its article and searchable")
struct KeptPageTests {
    static let page = ReadPage(
        title: "Breakwater holds", byline: "Ada Reporter", siteName: "The Fake Times",
        publishedAt: Date(timeIntervalSince1970: 1_700_000_000),
        text: ArticleText(
            blocks: [
                .init(kind: .heading(level: 2), text: "After the storm"),
                .init(kind: .paragraph, text: "Barnacles were found along the outer wall [1]."),
                .init(kind: .table(rows: [["Wave", "Height"], ["Highest", "9 m"]], headerRows: 1), text: "Wave | Height\nHighest | 9 m"),
            ],
            links: ["https://fake.example/survey"]),
        plainText: "After the storm\n\nBarnacles were found along the outer wall.\n\nWave | Height\nHighest | 9 m")

    @Test("a kept page reads back exactly; search finds a word only the page had; lists say fullText")
    func keptAndSearchable() async throws {
        let catalog = try LocalCatalog.inMemory()
        _ = try await catalog.insert([
            CatalogFixture.record("pier", title: "Pier to be rebuilt", hour: 1),
            CatalogFixture.record("storm", title: "Storm reaches the coast", hour: 2),
        ])
        let storm = try #require(try await catalog.everything(SearchQuery(query: "storm")).items.first)
        #expect(!storm.hasFullText)
        #expect(try await catalog.keptPage(of: storm) == nil)
        #expect(try await catalog.everything(SearchQuery(query: "barnacles")).totalResults == 0)

        try await catalog.keep(Self.page, for: storm)

        #expect(try await catalog.keptPage(of: storm) == Self.page)
        let found = try await catalog.everything(SearchQuery(query: "barnacles"))
        #expect(found.items.map(\.url) == [storm.url])
        #expect(found.items.first?.hasFullText == true)
        #expect(try await catalog.everything(SearchQuery(query: "pier")).items.first?.hasFullText == false)

        // Kept again (a refresh): the index holds the new text, not the old.
        var changed = Self.page
        changed.plainText = "Limpets were found instead."
        try await catalog.keep(changed, for: storm)
        #expect(try await catalog.everything(SearchQuery(query: "barnacles")).totalResults == 0)
        #expect(try await catalog.everything(SearchQuery(query: "limpets")).totalResults == 1)
    }

    @Test("an article the catalog does not hold (a NewsAPI answer) is added with its page")
    func keptForAnArticleFromElsewhere() async throws {
        let catalog = try LocalCatalog.inMemory()
        let article = Article(
            source: SourceReference(id: nil, name: "Wire"), title: "Storm reaches the coast", url: "https://wire.example/storm",
            publishedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await catalog.keep(Self.page, for: article)
        #expect(try await catalog.articleCount() == 1)
        #expect(try await catalog.keptPage(of: article) == Self.page)
        #expect(try await catalog.everything(SearchQuery(query: "barnacles")).items.map(\.title) == ["Storm reaches the coast"])
    }
}
