import NewsModels

/// What a search's results ask of their flow: to keep the search under a name.
@MainActor
protocol SearchSaving: AnyObject {
    /// Keeps `query` as a saved search called `name`, listed in `feeds` with its new matches.
    func saveSearch(_ query: SearchQuery, as name: String) async throws
}
