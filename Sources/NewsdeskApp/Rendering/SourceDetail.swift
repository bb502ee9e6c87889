import NewsModels

/// What the source screen shows: the source and a page of its latest articles.
struct SourceDetail: Sendable {
    var source: Source
    var latest: Page<Article>
}
