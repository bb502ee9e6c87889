import NewsModels
import Testing

@testable import NewsCatalog

@Suite("Paging")
struct PagingTests {
    @Test func firstPageCountsEverything() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(45))
        let page = try await catalog.topHeadlines(HeadlinesQuery(page: 1, pageSize: 20))
        #expect(page.items.count == 20)
        #expect(page.totalResults == 45)
        #expect(page.hasNext)
        #expect(!page.hasPrevious)
        #expect(page.pageCount == 3)
        #expect(page.items.first?.title == "Numbered article 45")
    }

    @Test func secondPageHoldsTheNextItemsNewestFirst() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(45))
        let page = try await catalog.topHeadlines(HeadlinesQuery(page: 2, pageSize: 20))
        #expect(page.items.map(\.title) == (6...25).reversed().map { "Numbered article \($0)" })
        #expect(page.number == 2)
        #expect(page.hasNext)
        #expect(page.hasPrevious)
    }

    @Test func lastPageIsPartialAndHasNoNext() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(45))
        let page = try await catalog.topHeadlines(HeadlinesQuery(page: 3, pageSize: 20))
        #expect(page.items.map(\.title) == (1...5).reversed().map { "Numbered article \($0)" })
        #expect(!page.hasNext)
        #expect(page.totalResults == 45)
    }

    @Test func pagesBeyondTheEndAreEmpty() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(5))
        let page = try await catalog.topHeadlines(HeadlinesQuery(page: 4, pageSize: 20))
        #expect(page.items.isEmpty)
        #expect(page.totalResults == 5)
        let huge = try await catalog.topHeadlines(HeadlinesQuery(page: Int.max, pageSize: 100))
        #expect(huge.items.isEmpty)
    }

    @Test func searchPagesToo() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(30))
        let page = try await catalog.everything(SearchQuery(query: "numbered", page: 2, pageSize: 25))
        #expect(page.items.count == 5)
        #expect(page.totalResults == 30)
        #expect(!page.hasNext)
    }

    @Test(arguments: [0, -1, Int.min])
    func invalidPageIsATypedError(page: Int) async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(3))
        await #expect(throws: CatalogError.invalidPage(page)) {
            _ = try await catalog.topHeadlines(HeadlinesQuery(page: page))
        }
        await #expect(throws: CatalogError.invalidPage(page)) {
            _ = try await catalog.everything(SearchQuery(query: "numbered", page: page))
        }
        #expect(CatalogError.invalidPage(page).description.contains("numbered from 1"))
    }

    @Test(arguments: [0, -5, 101, Int.max])
    func invalidPageSizeIsATypedError(size: Int) async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(3))
        await #expect(throws: CatalogError.invalidPageSize(size)) {
            _ = try await catalog.topHeadlines(HeadlinesQuery(pageSize: size))
        }
        #expect(CatalogError.invalidPageSize(size).description.contains("1 to 100"))
    }

    @Test func pageSizeOneAndHundredAreAccepted() async throws {
        let catalog = try await CatalogFixture.catalog(CatalogFixture.numbered(3))
        #expect(try await catalog.topHeadlines(HeadlinesQuery(pageSize: 1)).items.count == 1)
        #expect(try await catalog.topHeadlines(HeadlinesQuery(pageSize: 100)).items.count == 3)
    }
}

extension PagingTests {
    @Test("page numbers and totals at Int's edge neither overflow nor crash")
    func pageArithmeticAtIntsEdge() {
        let all = Array(1...45)
        let far = Page(slicing: all, number: Int.max, size: 20)
        #expect(far.items.isEmpty)
        #expect(!far.hasNext)
        #expect(Page(slicing: all, number: Int.min, size: 20).items == Array(1...20))
        #expect(Page(slicing: all, number: 3, size: Int.max).items.isEmpty)
        let huge = Page<Int>(items: [], number: 1, size: 20, totalResults: Int.max)
        #expect(huge.pageCount == Int.max / 20 + 1)
        #expect(huge.hasNext)
        #expect(!Page<Int>(items: [], number: Int.max, size: 100, totalResults: Int.max).hasNext)
        #expect(Page<Int>.itemsBefore(page: Int.max, size: 20, cappedAt: 45) == 45)
    }
}
