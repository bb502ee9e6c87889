/// What an answer held instead of news.
public enum NewsAPIAnswerBody: Sendable, Hashable, CustomStringConvertible {
    /// Nothing at all.
    case empty
    /// An HTML page, as proxies and captive portals send.
    case htmlPage
    /// Text that is not JSON.
    case notJSON
    /// Text that starts like JSON but does not parse.
    case malformedJSON
    /// Valid JSON that is not a NewsAPI answer; the text says what is missing.
    case unexpectedJSON(String)

    /// The body in words, completing "answered HTTP 502 with …".
    public var description: String {
        switch self {
        case .empty: "an empty answer"
        case .htmlPage: "an HTML page"
        case .notJSON: "text that is not JSON"
        case .malformedJSON: "JSON that does not parse"
        case .unexpectedJSON(let missing): "JSON that is not a NewsAPI answer (\(missing))"
        }
    }
}
