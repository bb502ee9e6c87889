/// An error code NewsAPI puts in `{status:"error", code, message}`.
public enum NewsAPIErrorCode: Sendable, Hashable, CustomStringConvertible {
    /// A parameter is malformed (HTTP 400).
    case parameterInvalid
    /// A required parameter is missing (HTTP 400).
    case parametersMissing
    /// More sources than allowed were asked for (HTTP 400).
    case sourcesTooMany
    /// A source id is unknown (HTTP 400).
    case sourceDoesNotExist
    /// The key was disabled (HTTP 401).
    case apiKeyDisabled
    /// The key is wrong (HTTP 401).
    case apiKeyInvalid
    /// No key arrived (HTTP 401).
    case apiKeyMissing
    /// The plan serves no more results for this search (HTTP 426).
    case maximumResultsReached
    /// Too many requests in a short time (HTTP 429).
    case rateLimited
    /// The key used up its requests (HTTP 429).
    case apiKeyExhausted
    /// NewsAPI failed on its side (HTTP 500).
    case unexpectedError
    /// A code this version of newsdesk does not know, as sent.
    case other(String)

    /// The longest unknown code kept; a server could send anything there.
    static let maximumLength = 64

    /// Reads a code as NewsAPI spells it.
    public init(_ text: String) {
        switch text {
        case "parameterInvalid": self = .parameterInvalid
        case "parametersMissing": self = .parametersMissing
        case "sourcesTooMany": self = .sourcesTooMany
        case "sourceDoesNotExist": self = .sourceDoesNotExist
        case "apiKeyDisabled": self = .apiKeyDisabled
        case "apiKeyInvalid": self = .apiKeyInvalid
        case "apiKeyMissing": self = .apiKeyMissing
        case "maximumResultsReached": self = .maximumResultsReached
        case "rateLimited": self = .rateLimited
        case "apiKeyExhausted": self = .apiKeyExhausted
        case "unexpectedError": self = .unexpectedError
        default: self = .other(text.count > Self.maximumLength ? String(text.prefix(Self.maximumLength)) + "…" : text)
        }
    }

    /// The code as NewsAPI spells it.
    public var description: String {
        switch self {
        case .parameterInvalid: "parameterInvalid"
        case .parametersMissing: "parametersMissing"
        case .sourcesTooMany: "sourcesTooMany"
        case .sourceDoesNotExist: "sourceDoesNotExist"
        case .apiKeyDisabled: "apiKeyDisabled"
        case .apiKeyInvalid: "apiKeyInvalid"
        case .apiKeyMissing: "apiKeyMissing"
        case .maximumResultsReached: "maximumResultsReached"
        case .rateLimited: "rateLimited"
        case .apiKeyExhausted: "apiKeyExhausted"
        case .unexpectedError: "unexpectedError"
        case .other(let code): code
        }
    }

    /// Whether the code says the key itself was refused, so signing in again with another key helps.
    public var rejectsKey: Bool {
        switch self {
        case .apiKeyDisabled, .apiKeyInvalid, .apiKeyMissing: true
        default: false
        }
    }

    /// What the code means, in words that start a sentence.
    var meaning: String {
        switch self {
        case .parameterInvalid: "NewsAPI refused a parameter of the request"
        case .parametersMissing: "NewsAPI needs more to go on for this request"
        case .sourcesTooMany: "NewsAPI refused the request for naming too many sources"
        case .sourceDoesNotExist: "NewsAPI does not know a source the request names"
        case .apiKeyDisabled: "NewsAPI has disabled this API key"
        case .apiKeyInvalid: "NewsAPI did not accept the API key"
        case .apiKeyMissing: "NewsAPI received no API key"
        case .maximumResultsReached: "NewsAPI serves no more results for this request on this plan"
        case .rateLimited: "NewsAPI is limiting how often this key may ask"
        case .apiKeyExhausted: "this API key has used up its NewsAPI requests for now"
        case .unexpectedError: "NewsAPI failed on its side"
        case .other: "NewsAPI refused the request"
        }
    }
}
