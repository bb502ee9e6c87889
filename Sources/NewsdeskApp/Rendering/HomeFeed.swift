import NewsModels

/// The home screen's content so far: the sections that have arrived, in their fixed order.
struct HomeFeed: Sendable, Equatable {
    var sections: [HomeSection]

    /// Every article of every section, in the order they are numbered.
    var articles: [Article] {
        sections.flatMap(\.articles)
    }

    /// How many articles come before section `index`, so numbers run on across sections.
    func articlesBefore(section index: Int) -> Int {
        sections.prefix(index).reduce(0) { $0 + $1.articles.count }
    }
}
