/// Why a typed or saved API key cannot be a NewsAPI key; the messages never repeat the key.
public enum NewsAPIKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing but blanks was given.
    case empty
    /// The key has more characters than a request can carry (``NewsAPIKey/maximumLength``).
    case tooLong(count: Int)
    /// The key holds a space, tab or line break inside it.
    case containsWhitespace
    /// The key holds a control character or a character outside printable ASCII.
    case containsUnprintable

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .empty:
            "no API key was given: paste the key from your NewsAPI.org account page"
        case .tooLong(let count):
            "an API key of \(count) characters is too long to send (at most \(NewsAPIKey.maximumLength))"
        case .containsWhitespace:
            "the API key contains a space or line break: paste the key alone"
        case .containsUnprintable:
            "the API key contains a character that cannot be in a key: use only letters, digits and punctuation"
        }
    }
}
