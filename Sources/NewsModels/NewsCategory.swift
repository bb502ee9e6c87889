/// One of the seven categories NewsAPI v2 knows.
public enum NewsCategory: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    case business, entertainment, general, health, science, sports, technology

    /// Parses a category name, ignoring case and surrounding blanks.
    public init?(name: String) {
        self.init(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Orders categories alphabetically, as NewsAPI lists them.
    public static func < (lhs: NewsCategory, rhs: NewsCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
