import NewsModels

extension NewsAPIError: PagingLimit {
    /// `maximumResultsReached` ends paging: the plan allows no later page.
    public var endsPaging: Bool { isMaximumResultsReached }
}
