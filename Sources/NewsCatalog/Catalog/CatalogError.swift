/// Why the local catalog could not answer, in words a person understands.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page number is below 1.
    case invalidPage(Int)
    /// The page size is outside 1 through 100.
    case invalidPageSize(Int)
    /// The search holds no word to look for (only blanks, operators or punctuation).
    case emptySearch
    /// The search text is longer than the limit.
    case searchTooLong(limit: Int)
    /// The catalog database could not be read or written; the text is a short reason.
    case database(String)

    /// The largest page size, as NewsAPI allows.
    public static let maximumPageSize = 100

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .invalidPage(let page):
            "page \(page) does not exist: pages are numbered from 1"
        case .invalidPageSize(let size):
            "a page cannot hold \(size) articles: choose 1 to \(Self.maximumPageSize)"
        case .emptySearch:
            "search needs at least one word"
        case .searchTooLong(let limit):
            "the search is too long: use at most \(limit) characters"
        case .database(let reason):
            "the local catalog failed: \(reason)"
        }
    }
}
