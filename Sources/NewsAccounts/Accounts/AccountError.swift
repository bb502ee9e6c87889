import NewsModels

/// Why an account operation failed, in words a person understands.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The username breaks a rule; the associated text names the rule.
    case invalidUsername(String)
    /// Another account already has this username.
    case usernameTaken(String)
    /// The password breaks a rule; the associated text names the rule.
    case invalidPassword(String)
    /// The two password entries differ.
    case passwordsDiffer
    /// The username or the password is wrong; deliberately never says which.
    case wrongCredentials
    /// The country is not a two-letter code.
    case invalidCountry(String)
    /// The two letters are no country's that headlines come from; `suggestion` is the code
    /// meant, for a common mistake such as `uk`.
    case unknownCountry(String, suggestion: String?)
    /// A category name is not one of the seven.
    case invalidCategory(String)
    /// The account store could not be read or written.
    case storage(String)

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .invalidUsername(let rule): "invalid username: \(rule)"
        case .usernameTaken(let name): "the username '\(name)' is taken"
        case .invalidPassword(let rule): "invalid password: \(rule)"
        case .passwordsDiffer: "the passwords do not match"
        case .wrongCredentials: "wrong username or password"
        case .invalidCountry(let text): "'\(text)' is not a two-letter country code"
        case .unknownCountry(let code, let suggestion?):
            "'\(code)' is not the ISO code of a country (did you mean '\(suggestion)'?)"
        case .unknownCountry(let code, nil):
            "'\(code)' is not a country newsdesk has headlines for; use one of \(CountryChoice.codes.joined(separator: " ")), or \(CountryChoice.everyWord) for every country"
        case .invalidCategory(let text):
            "'\(text)' is not a category (choose from \(NewsCategory.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .storage(let detail): "the account store failed: \(detail)"
        }
    }
}
