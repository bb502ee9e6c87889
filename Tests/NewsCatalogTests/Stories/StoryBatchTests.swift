import NewsModels
import Testing

@testable import NewsCatalog

@Suite("A list read as stories by the catalog, a batch at a time")
struct StoryBatchTests {
    static let records =
        CatalogStoryTests.background + [
            CatalogStoryTests.volcano, CatalogStoryTests.volcanoAgain, CatalogStoryTests.chess,
            CatalogFixture.record(
                "volcano-later", source: "gamma-zeitung", title: "Flights diverted again as Reykjanes volcano erupts in Iceland", hour: 3),
        ]

    /// Every entry of `list`, read in batches of `wanted` entries, and the batches read.
    static func entries(of list: StoryList, in catalog: LocalCatalog, wanted: Int, readLimit: Int = 10_000) async throws -> (
        entries: [Article], batches: [StoryBatch]
    ) {
        var entries: [Article] = []
        var batches: [StoryBatch] = []
        var listed: Set<String> = []
        var read = 0
        while batches.last.map({ !$0.reachedEnd && $0.articlesRead < readLimit }) ?? true {
            let batch = try await catalog.storyBatch(
                of: list, StoryBatch.Request(from: read, wanted: wanted, listed: listed, readLimit: readLimit))
            #expect(batch.entries.count <= wanted || batch.reachedEnd, "more than asked only when the list's end was in reach")
            #expect(batch.articlesRead > read || batch.reachedEnd, "each batch reads on, or says the list ended")
            read = batch.articlesRead
            entries += batch.entries
            listed.formUnion(batch.entries.compactMap(\.story))
            batches.append(batch)
        }
        return (entries, batches)
    }

    /// The list's entries as its pages give them: each story's first article in the list's order.
    static func folded(_ articles: [Article]) -> [Article] {
        var listed: Set<String> = []
        return articles.filter { article in article.story.map { listed.insert($0).inserted } ?? true }
    }

    @Test(
        "batches of any size give the entries the list's pages give, folded by story, each with its story's size",
        arguments: [1, 2, 3, 7, 100])
    func batchesMatchPages(wanted: Int) async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let everything = try await catalog.topHeadlines(HeadlinesQuery(pageSize: 100)).items
        #expect(everything.count == Self.records.count)
        #expect(Set(everything.compactMap(\.story)).count < everything.count, "some story has several articles")

        let (entries, batches) = try await Self.entries(of: .headlines(HeadlinesQuery()), in: catalog, wanted: wanted)

        #expect(entries.map(\.url) == Self.folded(everything).map(\.url))
        #expect(entries.map(\.storySize) == Self.folded(everything).map(\.storySize))
        #expect(batches.allSatisfy { $0.articleTotal == everything.count })
        #expect(batches.last?.articlesRead == everything.count)
        #expect(batches.dropLast().allSatisfy { $0.entries.count == wanted }, "only the last batch finds other than asked")
        if wanted * LocalCatalog.storyReadPerEntry >= everything.count {
            #expect(batches.count == 1, "a list whose articles fit in one read is read whole at once")
        }
    }

    @Test("a search's batch reads on past the articles of stories listed already, and stops after the entries wanted")
    func searchBatch() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let search = SearchQuery(query: "Reykjanes OR chess")
        let matches = try await catalog.everything(search).items
        #expect(matches.count == 4)

        let first = try await catalog.storyBatch(of: .search(search), StoryBatch.Request(from: 0, wanted: 1, listed: [], readLimit: 100))
        #expect(first.entries.map(\.url) == [matches[0].url])
        #expect(first.articlesRead == 1 && first.articleTotal == 4 && !first.reachedEnd)

        let rest = try await catalog.storyBatch(
            of: .search(search),
            StoryBatch.Request(from: 1, wanted: 5, listed: Set(first.entries.compactMap(\.story)), readLimit: 100))
        #expect(rest.entries.map(\.url) == Self.folded(matches).dropFirst().map(\.url))
        #expect(rest.articlesRead == 4 && rest.reachedEnd)
    }

    /// Searches read through each way a batch reads: the index's own order row by row (from the
    /// list's start, then in pages), the same with a condition (row by row from anywhere), and a
    /// sort (pages).
    static let searches = [
        SearchQuery(query: "Reykjanes OR chess OR for OR opens OR new"),
        SearchQuery(query: "Reykjanes OR chess OR for OR opens OR new", sources: ["alpha-news", "beta-times", "gamma-zeitung"]),
        SearchQuery(query: "Reykjanes OR chess OR for OR opens OR new", sortBy: .relevancy),
    ]

    @Test(
        "a search's batches of any size give the entries its pages give, however the batch reads",
        arguments: searches, [1, 2, 3, 100])
    func searchBatchesMatchPages(search: SearchQuery, wanted: Int) async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        var all = search
        all.pageSize = 100
        let matches = try await catalog.everything(all).items
        #expect(matches.count > 6, "the search finds enough articles to take several batches")
        #expect(Self.folded(matches).count < matches.count, "some story has several matching articles")

        let (entries, batches) = try await Self.entries(of: .search(search), in: catalog, wanted: wanted)

        #expect(entries.map(\.url) == Self.folded(matches).map(\.url))
        #expect(entries.map(\.storySize) == Self.folded(matches).map(\.storySize))
        #expect(batches.allSatisfy { $0.articleTotal == matches.count && !$0.holdsMore })
        #expect(batches.last?.articlesRead == matches.count && batches.last?.reachedEnd == true)
    }

    @Test("a newest-first search is read row by row from its start, and from anywhere with a condition; sorts and headlines by pages")
    func whichListsAreScanned() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let lists =
            try Self.searches.map { (try LocalCatalog.filter(for: $0), ArticleOrder($0.sortBy)) }
            + [(try LocalCatalog.filter(for: HeadlinesQuery()), ArticleOrder.newest)]
        let scanned = try await catalog.storage.read { db in
            try lists.map { filter, order in
                let counted = try CountedFilter(filter, in: db, countingAtMost: 100)
                return [0, 3].map { counted.scanQuery(order: order, from: $0, limit: 2, columns: "a.id") != nil }
            }
        }
        #expect(scanned == [[true, false], [true, true], [false, false], [false, false]])
        let sorted = try await catalog.storage.read { db in
            try CountedFilter(lists[1].0, in: db).scanQuery(order: .newest, from: 0, limit: 100, columns: "a.id")
        }
        #expect(sorted == nil, "a condition keeping few matches sorts them, as its pages do")
    }

    @Test(
        "a search is counted only as far as the read limit: past it the batch says the list holds more",
        arguments: searches.prefix(2))
    func countStopsAtTheReadLimit(search: SearchQuery) async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        var all = search
        all.pageSize = 100
        let matches = try await catalog.everything(all).items

        let (entries, batches) = try await Self.entries(of: .search(search), in: catalog, wanted: 2, readLimit: 4)
        #expect(batches.allSatisfy { $0.articleTotal == 4 && $0.holdsMore })
        #expect(batches.last?.articlesRead == 4 && batches.last?.reachedEnd == false)
        #expect(entries.map(\.url) == Self.folded(Array(matches.prefix(4))).map(\.url))

        let exact = try await catalog.storyBatch(
            of: .search(search), StoryBatch.Request(from: 0, wanted: 100, listed: [], readLimit: matches.count))
        #expect(exact.articleTotal == matches.count && !exact.holdsMore && exact.reachedEnd, "a list of exactly the limit is whole")
    }

    @Test("no batch reads past the read limit; the list then has not ended")
    func readLimit() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let (entries, batches) = try await Self.entries(of: .headlines(HeadlinesQuery()), in: catalog, wanted: 2, readLimit: 5)
        #expect(batches.last?.articlesRead == 5)
        #expect(batches.last?.reachedEnd == false)
        let firstFive = try await catalog.topHeadlines(HeadlinesQuery(pageSize: 5)).items
        #expect(entries.map(\.url) == Self.folded(firstFive).map(\.url))
    }

    @Test("an empty list ends at once, and an empty search is an error")
    func emptyAndInvalid() async throws {
        let catalog = try await CatalogFixture.catalog(Self.records)
        let none = try await catalog.storyBatch(
            of: .search(SearchQuery(query: "zzyzx")), StoryBatch.Request(from: 0, wanted: 20, listed: [], readLimit: 100))
        #expect(none.entries.isEmpty && none.reachedEnd && none.articleTotal == 0)
        await #expect(throws: CatalogError.emptySearch) {
            _ = try await catalog.storyBatch(
                of: .search(SearchQuery(query: "  ")), StoryBatch.Request(from: 0, wanted: 20, listed: [], readLimit: 100))
        }
    }
}
