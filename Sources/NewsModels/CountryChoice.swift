/// Whose headlines a person asks for: one country's, or every country's (`all`).
///
/// Countries are the ones NewsAPI's top headlines know, which are also the only ones the local
/// catalog gives its sources: any other code would find nothing anywhere.
public enum CountryChoice: Sendable, Hashable {
    /// No country filter.
    case every
    /// One country, by its lowercase ISO 3166 code.
    case country(String)

    /// The word that stands for every country, at the Country prompt and after `--country`.
    public static let everyWord = "all"

    /// The codes NewsAPI's top headlines know, in alphabetical order.
    public static let codes = [
        "ae", "ar", "at", "au", "be", "bg", "br", "ca", "ch", "cn", "co", "cu", "cz", "de", "eg",
        "fr", "gb", "gr", "hk", "hu", "id", "ie", "il", "in", "it", "jp", "kr", "lt", "lv", "ma",
        "mx", "my", "ng", "nl", "no", "nz", "ph", "pl", "pt", "ro", "rs", "ru", "sa", "se", "sg",
        "si", "sk", "th", "tr", "tw", "ua", "us", "ve", "za",
    ]

    /// Codes people type that are no ISO code, with the code they mean and the country's name.
    /// Two-letter codes are too close to one another for a general guess; these are common.
    public static let commonMistakes: [String: (code: String, country: String)] = ["uk": ("gb", "the United Kingdom")]

    /// Reads a saved choice back: `all`, or a code kept as it was saved (an older version may
    /// have saved one no country has; it finds nothing, and home says so).
    public init(saved text: String) {
        self = text == Self.everyWord ? .every : .country(text)
    }

    /// The country code to filter by; nil for every country.
    public var code: String? {
        switch self {
        case .every: nil
        case .country(let code): code
        }
    }

    /// `all` or the code, as it is saved and typed.
    public var text: String {
        code ?? Self.everyWord
    }
}
