import NewsModels

/// A checked page number and size, turned into SQL's LIMIT and OFFSET.
struct PageRequest: Sendable {
    /// The page number, from 1.
    let number: Int
    /// Items per page, 1 through ``CatalogError/maximumPageSize``.
    let size: Int

    /// Checks a page number and size.
    init(page: Int, pageSize: Int) throws(CatalogError) {
        guard page >= 1 else { throw .invalidPage(page) }
        guard (1...CatalogError.maximumPageSize).contains(pageSize) else {
            throw .invalidPageSize(pageSize)
        }
        number = page
        size = pageSize
    }

    /// How many items come before this page; pages beyond any real result saturate.
    var offset: Int {
        let (product, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        return overflow ? Int.max : product
    }

    /// A page holding the given items.
    func page<Item: Sendable>(_ items: [Item], totalResults: Int) -> Page<Item> {
        Page(items: items, number: number, size: size, totalResults: totalResults)
    }
}
