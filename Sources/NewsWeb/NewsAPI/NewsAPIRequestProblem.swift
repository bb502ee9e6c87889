import NewsModels

/// Why a request was refused before it was sent: NewsAPI would refuse it too.
public enum NewsAPIRequestProblem: Sendable, Hashable, CustomStringConvertible {
    /// Top headlines named sources together with a country or a category.
    case sourcesWithCountryOrCategory
    /// More sources than NewsAPI takes in one request.
    case tooManySources(Int)
    /// A page size outside 1 through 100.
    case pageSizeOutOfRange(Int)
    /// A page number below 1.
    case pageBelowOne(Int)
    /// Search words longer than NewsAPI takes, with their length.
    case queryTooLong(Int)
    /// A language NewsAPI does not know.
    case unknownLanguage(String)
    /// A country that is not a two-letter code.
    case invalidCountry(String)
    /// The search starts after it ends.
    case fromAfterTo
    /// Top headlines with no country, category, source or words.
    case headlinesNeedFilter
    /// A search with no words and no sources.
    case searchNeedsWords

    /// The most sources one request may name.
    public static let maximumSources = 20
    /// The longest search text NewsAPI takes, in characters.
    public static let maximumQueryLength = 500
    /// The languages NewsAPI knows.
    public static let languages = ["ar", "de", "en", "es", "fr", "he", "it", "nl", "no", "pt", "ru", "sv", "ud", "zh"]

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .sourcesWithCountryOrCategory:
            "NewsAPI cannot combine sources with a country or a category in top headlines: ask for one or the other"
        case .tooManySources(let count):
            "\(count) sources are too many for NewsAPI: name at most \(Self.maximumSources)"
        case .pageSizeOutOfRange(let size):
            "a page cannot hold \(size) articles: choose 1 to 100"
        case .pageBelowOne(let page):
            "page \(page) does not exist: pages are numbered from 1"
        case .queryTooLong(let length):
            "the search is too long (\(length) characters): NewsAPI takes at most \(Self.maximumQueryLength)"
        case .unknownLanguage(let language):
            "NewsAPI does not know the language \(RecordText.quoted(language, limit: 16)): choose from \(Self.languages.joined(separator: ", "))"
        case .invalidCountry(let country):
            "\(RecordText.quoted(country, limit: 16)) is not a two-letter country code"
        case .fromAfterTo:
            "the search would start after it ends: the from date must not be later than the to date"
        case .headlinesNeedFilter:
            "NewsAPI needs a country, a category, a source or search words for top headlines"
        case .searchNeedsWords:
            "a NewsAPI search needs words to look for or sources to look in"
        }
    }
}
