/// The home screen's content so far: the sections that have arrived, in their fixed order.
struct HomeFeed: Sendable, Equatable {
    var sections: [HomeSection]

    /// How many articles come before section `index`, so numbers run on across sections.
    func articlesBefore(section index: Int) -> Int {
        sections.prefix(index).reduce(0) { $0 + $1.articles.count }
    }
}
