/// Why a NewsAPI session cannot browse, in plain words.
public enum NewsAPISessionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The session was saved, but its key file is gone.
    case noKeptKey

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .noKeptKey:
            "no NewsAPI key is kept any more: type 'logout', then 'newsapi' to sign in again"
        }
    }
}
