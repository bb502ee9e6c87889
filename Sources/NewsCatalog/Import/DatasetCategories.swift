import NewsModels

/// How each data set's sections map to NewsAPI's seven categories (README lists the same table).
enum DatasetCategories {
    /// UCI's category letters: b business, t science and technology, e entertainment, m health.
    static func uci(_ letter: String) -> NewsCategory? {
        switch letter {
        case "b": .business
        case "t": .technology
        case "e": .entertainment
        case "m": .health
        default: nil
        }
    }

    /// A HuffPost section (any case); a section not listed is general news.
    static func huffPost(_ section: String) -> NewsCategory {
        huffPostSections[section.uppercased()] ?? .general
    }

    /// The HuffPost sections that are not general news.
    static let huffPostSections: [String: NewsCategory] = [
        "BUSINESS": .business, "MONEY": .business,
        "ENTERTAINMENT": .entertainment, "COMEDY": .entertainment, "CULTURE & ARTS": .entertainment,
        "ARTS & CULTURE": .entertainment, "ARTS": .entertainment, "MEDIA": .entertainment,
        "STYLE & BEAUTY": .entertainment, "STYLE": .entertainment,
        "WELLNESS": .health, "HEALTHY LIVING": .health,
        "SCIENCE": .science, "ENVIRONMENT": .science, "GREEN": .science,
        "SPORTS": .sports,
        "TECH": .technology,
    ]
}
