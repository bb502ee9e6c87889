/// One page of a longer result, numbered from 1 as NewsAPI numbers pages.
public struct Page<Item: Sendable>: Sendable {
    /// The items on this page.
    public var items: [Item]
    /// This page's number, from 1.
    public var number: Int
    /// How many items a full page holds.
    public var size: Int
    /// How many items the whole result holds.
    public var totalResults: Int
    /// How many items the service sent for this page that cannot be shown (left out of `items`);
    /// `totalResults` still counts them, as the service does for paging.
    public var omitted: Int

    /// Creates a page.
    public init(items: [Item], number: Int, size: Int, totalResults: Int, omitted: Int = 0) {
        self.items = items
        self.number = number
        self.size = size
        self.totalResults = totalResults
        self.omitted = omitted
    }

    /// Page `number` of `all`, `size` items to a page; a page past the end holds nothing.
    public init(slicing all: [Item], number: Int, size: Int) {
        let size = max(1, size)
        let number = max(1, number)
        let start = Self.itemsBefore(page: number, size: size, cappedAt: all.count)
        let end = start + min(size, all.count - start)
        self.init(items: Array(all[start..<end]), number: number, size: size, totalResults: all.count)
    }

    /// How many items come before page `page` of `size` items, or `limit` when that is more; a
    /// page number or size typed by a person cannot overflow it.
    public static func itemsBefore(page: Int, size: Int, cappedAt limit: Int) -> Int {
        guard page > 1, size > 0 else { return 0 }
        let (product, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        return overflow ? limit : min(limit, product)
    }

    /// The number the first item of this page has on a list numbered across its pages: page 2 of
    /// a list of 20 a page starts at 21.
    public var firstItemNumber: Int { Self.itemsBefore(page: number, size: size, cappedAt: Int.max - 1) + 1 }

    /// Whether a page follows this one.
    public var hasNext: Bool {
        let (shown, overflow) = number.multipliedReportingOverflow(by: size)
        return !overflow && shown < totalResults
    }
    /// Whether a page precedes this one.
    public var hasPrevious: Bool { number > 1 }
    /// How many pages the whole result fills.
    public var pageCount: Int { size > 0 ? max(1, totalResults / size + (totalResults % size == 0 ? 0 : 1)) : 1 }
}

extension Page: Equatable where Item: Equatable {}
