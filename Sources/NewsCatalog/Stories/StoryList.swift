import NewsModels

/// A list of the catalog's articles that the catalog reads as stories itself
/// (``ArticleStories/batch(of:_:)``): the lists it answers as a ``NewsService``.
public enum StoryList: Sendable {
    /// Top headlines, newest first.
    case headlines(HeadlinesQuery)
    /// Everything a search finds, in the order it asks for.
    case search(SearchQuery)
}
