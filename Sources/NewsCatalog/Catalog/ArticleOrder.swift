import NewsModels

/// The orders the catalog lists articles in.
enum ArticleOrder: Sendable {
    /// Newest first.
    case newest
    /// Best full-text match first (bm25, title weighted most), then newest.
    case relevance
    /// Most covered story first (how many articles share the story), then newest.
    case popularity
}

extension ArticleOrder {
    /// The order a search's `sortBy` asks for.
    init(_ sort: SearchSort) {
        switch sort {
        case .relevancy: self = .relevance
        case .popularity: self = .popularity
        case .publishedAt: self = .newest
        }
    }
}
