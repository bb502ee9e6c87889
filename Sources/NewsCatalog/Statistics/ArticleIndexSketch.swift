import NewsStorage

/// What a bulk load's rows tell SQLite's planner about the article indexes, noted as the rows are
/// appended, so that no `ANALYZE` reads the indexes again once they are built.
///
/// `ANALYZE` walks each index to count its distinct leading values: a quarter of a second at UCI's
/// 422,637 articles and 2 to 2.8 s at 4.2 million, on the writer alone after the commit. The same
/// counts, estimated by sketches (``DistinctSketch``) while the writer appends, cost a few hashes a
/// row on the load's actor. They hold only for rows appended into an empty catalog, since rows
/// written before the load are in no sketch.
struct ArticleIndexSketch: Sendable {
    private var urlKeys = DistinctSketch()
    private var dates = DistinctSketch()
    private var categories = DistinctSketch()
    private var categoryDates = DistinctSketch()
    private var sources = DistinctSketch()
    private var sourceDates = DistinctSketch()

    /// A sketch of no rows.
    init() {}

    /// Notes appended rows: `records`, with their URLs' keys in the same order.
    mutating func note(_ records: [CatalogRecord], urlKeys keys: [Int64]) {
        // By index: a for-in loop would copy each record, retaining and releasing all its text.
        for index in records.indices {
            let published = DistinctSketch.mix(UInt64(bitPattern: UnixTime.secondsRoundingDown(records[index].article.publishedAt)))
            // An article with no source id is filed under NULL, which the index counts as one value.
            let source = DistinctSketch.mix(records[index].sourceID.map(TextHash.of) ?? 0)
            let category = DistinctSketch.mix(TextHash.of(records[index].category.rawValue))
            urlKeys.add(hash: DistinctSketch.mix(UInt64(bitPattern: keys[index])))
            dates.add(hash: published)
            categories.add(hash: category)
            categoryDates.add(hash: DistinctSketch.mix(category ^ published))
            sources.add(hash: source)
            sourceDates.add(hash: DistinctSketch.mix(source ^ published))
        }
    }

    /// The statistics of the article indexes once they hold `rows` rows in `stories` stories.
    ///
    /// The few rows a load removes as repeated URLs stay in the sketches; they change a distinct
    /// count by at most their number, less than the sketches' own error at any size that matters.
    func statistics(rows: Int, stories: Int) -> ArticleIndexStatistics {
        func distinct(_ sketch: DistinctSketch) -> Int { Int(sketch.estimate.rounded()) }
        return ArticleIndexStatistics(
            rows: rows,
            distinctByIndex: [
                "articles_by_url_key": [distinct(urlKeys)],
                "articles_by_date": [distinct(dates)],
                "articles_by_category": [distinct(categories), distinct(categoryDates)],
                "articles_by_source": [distinct(sources), distinct(sourceDates)],
                "articles_by_story_id": [stories],
            ])
    }
}
