import NewsModels

/// A checked page number and size, turned into SQL's LIMIT and OFFSET.
struct PageRequest: Sendable {
    /// The page number, from 1.
    let number: Int
    /// Items per page, 1 through ``CatalogError/maximumPageSize``.
    let size: Int
    /// How many items come before this page; pages beyond any real result saturate.
    let offset: Int

    /// Checks a page number and size.
    init(page: Int, pageSize: Int) throws(CatalogError) {
        guard page >= 1 else { throw .invalidPage(page) }
        guard (1...CatalogError.maximumPageSize).contains(pageSize) else {
            throw .invalidPageSize(pageSize)
        }
        number = page
        size = pageSize
        let (product, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        offset = overflow ? Int.max : product
    }

    /// The `size` items after the first `offset`, wherever a page would start: a list read on from
    /// where the last read stopped. Its number is the page the first item falls on.
    init(offset: Int, size: Int) {
        self.size = max(1, size)
        self.offset = max(0, offset)
        number = self.offset / self.size + 1
    }

    /// A page holding the given items.
    func page<Item: Sendable>(_ items: [Item], totalResults: Int) -> Page<Item> {
        Page(items: items, number: number, size: size, totalResults: totalResults)
    }
}
