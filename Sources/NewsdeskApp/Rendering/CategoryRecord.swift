import NewsModels

/// A category as one `--json` line: its number on the list and its name.
struct CategoryRecord: Encodable {
    /// The category's number, for `open N`.
    var n: Int
    /// The category's name, as NewsAPI spells it.
    var category: String

    /// Creates the record of `category` numbered `number`.
    init(_ category: NewsCategory, number: Int) {
        n = number
        self.category = category.rawValue
    }
}
