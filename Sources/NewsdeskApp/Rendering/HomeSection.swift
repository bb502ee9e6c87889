import NewsCore

/// One part of the home screen: a heading and its articles.
struct HomeSection: Sendable, Equatable {
    var title: String
    var articles: [Article]
}
