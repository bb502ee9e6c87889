import NewsModels

/// A source's facts in one line.
enum SourceText {
    /// `technology · us · en · 12 articles`, leaving out what is unknown.
    static func facts(_ source: Source) -> String {
        var parts = [source.category?.rawValue, source.country, source.language].compactMap { $0 }
        if let count = source.articleCount {
            parts.append(CountText.counted(count, "article"))
        }
        return parts.joined(separator: " · ")
    }
}
