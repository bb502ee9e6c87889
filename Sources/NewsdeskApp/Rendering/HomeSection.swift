import NewsModels

/// One part of the home screen: a heading and its articles.
struct HomeSection: Sendable, Equatable {
    var title: String
    var articles: [Article]
    /// What an empty section says instead of "Nothing here yet.": why it is empty, and what to type.
    var emptyNote: String?

    init(title: String, articles: [Article], emptyNote: String? = nil) {
        self.title = title
        self.articles = articles
        self.emptyNote = emptyNote
    }
}
